import { Fold } from '#client/components/ui/fold';
import { RadioGroup } from '#client/components/ui/radio-group';
import { SelectField } from '#client/components/ui/select-field';
import { TextField } from '#client/components/ui/text-field';
import { findMissingAddressParts } from '#shared/publish-rules';
import type { TListPhoto } from '#shared/schemas/needs-list';
import { type TFieldBindings, type TListFormField, toShippingAddress } from '../utils/list-form-values';
import { URGENCY_LABELS, VISIBILITY_LABELS } from '../utils/list-labels';
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

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** YYYY-MM-DD in the person's own time zone (what a date input holds). */
function toLocalDateString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function describeAddress(bindings: TFieldBindings): string {
  const address = toShippingAddress(bindings.values);
  if (!address) return 'Not added yet: needed to take gifts';
  const missing = findMissingAddressParts(address);
  return missing.length > 0 ? `Started; still needed: ${missing.join(', ')}` : 'Added, kept encrypted';
}

/**
 * The parts of a list that have good defaults, each folded under a line that says what is chosen:
 * who it is for, urgency and date, photos, who can see it, and where gifts go.
 */
export function MoreOptions({
  bindings,
  listId,
  photos,
  ensureListId,
  openFolds,
  onToggleFold,
}: {
  bindings: TFieldBindings;
  listId: string | null;
  photos: TListPhoto[];
  ensureListId: () => Promise<string | null>;
  openFolds: ReadonlySet<TOptionFold>;
  onToggleFold: (fold: TOptionFold, isOpen: boolean) => void;
}) {
  const { values, errors, register, setValue } = bindings;
  const today = toLocalDateString(new Date());
  const neededByWarning =
    values.neededBy && values.neededBy < today
      ? 'This date has already passed: choose a later one, or leave it empty.'
      : undefined;
  const foldProps = (fold: TOptionFold) => ({
    isOpen: openFolds.has(fold),
    onToggle: (isOpen: boolean) => onToggleFold(fold, isOpen),
  });
  return (
    <div className="grid gap-3">
      <Fold
        title="Who is it for?"
        summary={
          values.beneficiaryKind === 'self'
            ? 'Me and my family'
            : `Someone else${values.beneficiaryName.trim() ? `: ${values.beneficiaryName.trim()}` : ''}`
        }
        {...foldProps('who')}
      >
        <RadioGroup
          legend="The list is for"
          name="beneficiaryKind"
          value={values.beneficiaryKind}
          options={[
            { value: 'self', label: 'Me and my family' },
            { value: 'other', label: 'Someone else', hint: 'A neighbour, a relative, a family you help.' },
          ]}
          onChange={(value) => setValue('beneficiaryKind', value)}
        />
        {values.beneficiaryKind === 'other' ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Their first name"
              maxLength={100}
              error={errors.beneficiaryName?.message}
              {...register('beneficiaryName')}
            />
            <TextField
              label="How you know them"
              placeholder="e.g. my neighbour"
              maxLength={100}
              error={errors.beneficiaryRelationship?.message}
              {...register('beneficiaryRelationship')}
            />
          </div>
        ) : null}
      </Fold>

      <Fold
        title="How urgent, and by when?"
        summary={`${URGENCY_LABELS[values.urgency]}${values.neededBy ? ` · needed by ${DATE_FORMAT.format(new Date(values.neededBy))}` : ' · no date'}`}
        {...foldProps('when')}
      >
        <SelectField
          label="How urgent is it?"
          options={Object.entries(URGENCY_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.urgency?.message}
          {...register('urgency')}
        />
        <TextField
          label="Needed by (optional)"
          type="date"
          min={today}
          className="sm:w-64"
          error={errors.neededBy?.message ?? neededByWarning}
          {...register('neededBy')}
        />
      </Fold>

      <Fold
        title="Photos"
        summary={
          photos.length === 0 ? 'None yet: a photo helps donors trust a list' : `${photos.length} added`
        }
        {...foldProps('photos')}
      >
        <PhotosEditor listId={listId} photos={photos} ensureListId={ensureListId} />
      </Fold>

      <Fold
        title="Who can see it?"
        summary={`${VISIBILITY_LABELS[values.visibility].label}: ${VISIBILITY_LABELS[values.visibility].hint}`}
        {...foldProps('visibility')}
      >
        <RadioGroup
          legend="Visibility"
          name="visibility"
          value={values.visibility}
          options={(['public', 'unlisted', 'private'] as const).map((value) => ({
            value,
            ...VISIBILITY_LABELS[value],
          }))}
          onChange={(value) => setValue('visibility', value)}
        />
      </Fold>

      <Fold title="Where should gifts be sent?" summary={describeAddress(bindings)} {...foldProps('address')}>
        <ShippingAddressFields {...bindings} />
      </Fold>
    </div>
  );
}
