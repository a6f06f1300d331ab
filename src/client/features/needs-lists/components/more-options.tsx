import { DateField } from '#client/components/ui/date-field';
import { countNearLimit } from '#client/components/ui/field-shell';
import { Fold } from '#client/components/ui/fold';
import { RadioGroup } from '#client/components/ui/radio-group';
import { SelectField } from '#client/components/ui/select-field';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TListPhoto } from '#shared/schemas/needs-list';
import type { TAddressActions } from '../hooks/use-address-check';
import { describeMissingAddressParts } from '../utils/editor-problems';
import { LIST_FIELD_LIMITS } from '../utils/field-limits';
import { type TFieldBindings, type TListFormField, toShippingAddress } from '../utils/list-form-values';
import { describeVisibility, formatUrgency, listUrgencyOptions } from '../utils/list-labels';
import { PhotosEditor } from './photos-editor';
import { ShippingAddressFields } from './shipping-address-fields';

export type TOptionFold = 'who' | 'when' | 'photos' | 'visibility' | 'address';

// Fields inside a fold: an error on one opens its fold, so the message is seen.
export const FIELD_FOLDS: Partial<Record<TListFormField, TOptionFold>> = {
  beneficiaryKind: 'who',
  beneficiaryName: 'who',
  beneficiaryRelationship: 'who',
  urgency: 'when',
  neededBy: 'when',
  visibility: 'visibility',
  addressName: 'address',
  addressLine1: 'address',
  addressLine2: 'address',
  addressCity: 'address',
  addressRegion: 'address',
  addressPostalCode: 'address',
  addressCountry: 'address',
};

const t = createTranslator(catalog);

const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const VISIBILITIES = ['public', 'unlisted', 'private'] as const;

/** YYYY-MM-DD in the person's own time zone (what a date input holds). */
function toLocalDateString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function describeAddress(bindings: TFieldBindings): string {
  if (!toShippingAddress(bindings.values)) return t('list-editor.address.none');
  const missing = describeMissingAddressParts(bindings.values);
  return missing ? t('list-editor.address.started', { parts: missing }) : t('list-editor.address.added');
}

function describeWho(values: TFieldBindings['values']): string {
  if (values.beneficiaryKind === 'self') return t('list-editor.who.self');
  const name = values.beneficiaryName.trim();
  return name ? t('list-editor.who.otherNamed', { name }) : t('list-editor.who.other');
}

function describeWhen(values: TFieldBindings['values']): string {
  const urgency = formatUrgency(values.urgency);
  return values.neededBy
    ? t('list-editor.when.summaryDate', { urgency, date: DATE_FORMAT.format(new Date(values.neededBy)) })
    : t('list-editor.when.summaryNoDate', { urgency });
}

/**
 * The parts of a list that have good defaults, each folded under a line that says what is chosen:
 * who it is for, urgency and date, photos, who can see it, and where gifts go.
 */
export function MoreOptions({
  bindings,
  addressActions,
  listId,
  photos,
  ensureListId,
  openFolds,
  onToggleFold,
}: {
  bindings: TFieldBindings;
  /** Leaving the address half typed, and saving it, say what it still needs. */
  addressActions: TAddressActions;
  listId: string | null;
  photos: TListPhoto[];
  ensureListId: () => Promise<string | null>;
  openFolds: ReadonlySet<TOptionFold>;
  onToggleFold: (fold: TOptionFold, isOpen: boolean) => void;
}) {
  const { values, errors, register, setValue } = bindings;
  const today = toLocalDateString(new Date());
  const neededByWarning =
    values.neededBy && values.neededBy < today ? t('list-editor.when.pastDate') : undefined;
  const foldProps = (fold: TOptionFold) => ({
    isOpen: openFolds.has(fold),
    onToggle: (isOpen: boolean) => onToggleFold(fold, isOpen),
  });
  return (
    <div className="grid gap-3">
      <Fold title={t('list-editor.who.title')} summary={describeWho(values)} {...foldProps('who')}>
        <RadioGroup
          legend={t('list-editor.who.legend')}
          name="beneficiaryKind"
          value={values.beneficiaryKind}
          options={[
            { value: 'self', label: t('list-editor.who.self') },
            { value: 'other', label: t('list-editor.who.other'), hint: t('list-editor.who.otherHint') },
          ]}
          onChange={(value) => setValue('beneficiaryKind', value)}
        />
        {values.beneficiaryKind === 'other' ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('list-editor.who.name')}
              countLimit={LIST_FIELD_LIMITS.beneficiaryName}
              length={countNearLimit(values.beneficiaryName, LIST_FIELD_LIMITS.beneficiaryName)}
              error={errors.beneficiaryName?.message}
              {...register('beneficiaryName')}
            />
            <TextField
              label={t('list-editor.who.relationship')}
              placeholder={t('list-editor.who.relationshipPlaceholder')}
              countLimit={LIST_FIELD_LIMITS.beneficiaryRelationship}
              length={countNearLimit(
                values.beneficiaryRelationship,
                LIST_FIELD_LIMITS.beneficiaryRelationship,
              )}
              error={errors.beneficiaryRelationship?.message}
              {...register('beneficiaryRelationship')}
            />
          </div>
        ) : null}
      </Fold>

      <Fold title={t('list-editor.when.title')} summary={describeWhen(values)} {...foldProps('when')}>
        <SelectField
          label={t('list-editor.when.urgency')}
          options={listUrgencyOptions()}
          error={errors.urgency?.message}
          {...register('urgency')}
        />
        {/* Typed in the page's language's order (a browser's own date field follows the browser's). */}
        <DateField
          label={t('list-editor.when.neededBy')}
          value={values.neededBy}
          className="sm:w-64"
          error={errors.neededBy?.message}
          warning={neededByWarning}
          onChange={(date) => {
            // Not a date yet (or not one at all, which the field says): the saved date stays.
            if (date !== null && date !== values.neededBy) setValue('neededBy', date);
          }}
        />
      </Fold>

      <Fold
        title={t('list-editor.photos.title')}
        summary={
          photos.length === 0
            ? t('list-editor.photos.none')
            : t('list-editor.photos.added', { count: photos.length })
        }
        {...foldProps('photos')}
      >
        <PhotosEditor listId={listId} photos={photos} ensureListId={ensureListId} />
      </Fold>

      <Fold
        title={t('list-editor.visibility.title')}
        summary={t('list-editor.visibility.summary', describeVisibility(values.visibility))}
        {...foldProps('visibility')}
      >
        <RadioGroup
          legend={t('list-editor.visibility.legend')}
          name="visibility"
          value={values.visibility}
          options={VISIBILITIES.map((value) => ({ value, ...describeVisibility(value) }))}
          onChange={(value) => setValue('visibility', value)}
        />
      </Fold>

      <Fold
        title={t('list-editor.address.title')}
        summary={describeAddress(bindings)}
        {...foldProps('address')}
      >
        <ShippingAddressFields {...bindings} {...addressActions} />
      </Fold>
    </div>
  );
}
