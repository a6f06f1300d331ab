import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { LIST_STORY_MAX, LIST_STORY_MIN, LIST_TITLE_MAX } from '../../../../shared/needs-list-limits';
import {
  findMissingAddressParts,
  findPublishProblems,
  type TPublishProblemField,
} from '../../../../shared/publish-rules';
import type { TOwnList } from '../../../../shared/schemas/needs-list';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { trackEvent } from '../../../lib/analytics';
import { readApiErrorMessage } from '../../../lib/request';
import { usePublishList } from '../api/publish-list';
import { type TSaveState, useListAutosave } from '../hooks/use-list-autosave';
import { forgetDraft, readBackup, readStartedAt } from '../utils/draft-storage';
import {
  EMPTY_LIST_FORM,
  type TListFormField,
  type TListFormValues,
  toFormValues,
  toShippingAddress,
} from '../utils/list-form-values';
import { CATEGORY_OPTIONS, URGENCY_LABELS, VISIBILITY_LABELS } from '../utils/list-labels';
import { ItemsEditor, NEW_ITEM_NAME_ID } from './items-editor';
import { PhotosEditor } from './photos-editor';

const SAVE_STATE_TEXT: Record<TSaveState, string> = {
  idle: '',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'All changes saved.',
  offline: 'Not saved yet.',
  conflict: 'Not saved.',
  error: 'Not saved.',
};

function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-slate-200 border-t py-8">
      <h2 id={id} className="font-bold text-slate-900 text-xl">
        <span className="mr-2 text-teal-700">{number}.</span>
        {title}
      </h2>
      <div className="mt-5 grid gap-5">{children}</div>
    </section>
  );
}

function RadioGroup<TValue extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: TValue;
  options: ReadonlyArray<{ value: TValue; label: string; hint?: string }>;
  onChange: (value: TValue) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900 text-sm">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-teal-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {option.hint ? <span className="block text-slate-700 text-sm">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The guided form of /create and /edit-wishlist/{id}. Everything is saved as it is typed (a draft
 * until published), so a reload or a lost connection loses nothing.
 */
export function ListEditor({
  list,
  isEmailVerified,
  onDraftCreated,
}: {
  list: TOwnList | null;
  isEmailVerified: boolean;
  onDraftCreated?: (listId: string) => void;
}) {
  const [, navigate] = useLocation();
  const [listId, setListId] = useState<string | null>(list?.id ?? null);
  const form = useForm<TListFormValues>({ defaultValues: list ? toFormValues(list) : EMPTY_LIST_FORM });
  const { errors } = form.formState;
  const publish = usePublishList();
  const [publishError, setPublishError] = useState<string | null>(null);
  const statusId = useId();
  const autosave = useListAutosave({
    listId,
    version: list?.version ?? 1,
    getValues: () => form.getValues(),
    onCreated: (id) => {
      setListId(id);
      onDraftCreated?.(id);
    },
    onFieldError: (field, message) => form.setError(field, { message }),
  });

  // A copy kept on this device that the server never got (offline, closed tab) wins over the server's.
  const hasRestoredRef = useRef(false);
  useEffect(() => {
    if (hasRestoredRef.current) return;
    hasRestoredRef.current = true;
    const backup = readBackup<TListFormValues>(list?.id ?? 'new');
    const serverTime = list ? Date.parse(list.updatedAt) : 0;
    if (!backup || backup.savedAt <= serverTime) return;
    const current = form.getValues();
    const changed = (Object.keys(EMPTY_LIST_FORM) as TListFormField[]).filter(
      (field) => backup.values[field] !== undefined && backup.values[field] !== current[field],
    );
    if (changed.length === 0) return;
    form.reset({ ...current, ...backup.values });
    autosave.markAllChanged(changed);
  }, [autosave, form, list]);

  const register = (field: TListFormField) =>
    form.register(field, {
      onChange: () => {
        form.clearErrors(field);
        autosave.onFieldChanged(field);
      },
    });
  const setValue = (field: TListFormField, value: string) => {
    form.setValue(field, value as never, { shouldDirty: true });
    autosave.onFieldChanged(field);
  };

  const values = form.watch();
  const items = list?.items ?? [];
  const shippingAddress = toShippingAddress(values);
  const missingAddressParts = findMissingAddressParts(shippingAddress);
  const problems = findPublishProblems({
    ...values,
    category: values.category || null,
    itemsCount: items.length,
    shippingAddress,
  });
  const isDraft = !list || list.status === 'draft';
  const today = toLocalDateString(new Date());
  const neededByWarning =
    values.neededBy && values.neededBy < today
      ? 'This date has already passed: choose a later one, or leave it empty.'
      : undefined;
  const isAddressDifferentFromPlace =
    (values.city.trim() !== '' || values.postalCode.trim() !== '') &&
    (values.addressCity !== values.city ||
      values.addressRegion !== values.region ||
      values.addressPostalCode !== values.postalCode);

  // Each missing thing in the publish section takes the family to the field that needs it.
  const onGoToProblem = (field: TPublishProblemField) => {
    if (field === 'items') {
      const itemName = document.getElementById(NEW_ITEM_NAME_ID);
      if (itemName) {
        itemName.focus();
        return;
      }
      form.setFocus('title');
      return;
    }
    const target: TListFormField =
      field === 'place'
        ? values.city.trim()
          ? 'region'
          : 'city'
        : field === 'shippingAddress'
          ? ((
              ['addressName', 'addressLine1', 'addressCity', 'addressPostalCode', 'addressCountry'] as const
            ).find((part) => values[part].trim() === '') ?? 'addressName')
          : field;
    form.setFocus(target);
  };

  const onPublish = async () => {
    if (!listId) return;
    setPublishError(null);
    if (!(await autosave.flush())) {
      setPublishError(
        'Some of your changes are not saved yet (see the message at the bottom). Fix them, then publish.',
      );
      return;
    }
    try {
      const published = await publish.mutateAsync(listId);
      const startedAt = readStartedAt(listId);
      trackEvent('needs_list_created', {
        list_id: published.id,
        items_count: published.items.length,
        time_to_complete_sec: startedAt ? Math.max(0, Math.round((Date.now() - startedAt) / 1000)) : 0,
      });
      forgetDraft(listId);
      navigate(`/needslist/${published.id}`);
    } catch (error) {
      setPublishError(readApiErrorMessage(error));
    }
  };

  return (
    <div>
      {isDraft && !isEmailVerified ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          You can fill in everything now. To publish, confirm your email address first: open the link we
          mailed you, or{' '}
          <Link href="/verify-email" className="font-semibold text-teal-800 underline">
            ask for a new one
          </Link>
          .
        </p>
      ) : null}
      <Step id="step-who" number={1} title="Who is this list for?">
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
      </Step>

      <Step id="step-story" number={2} title="What happened?">
        <TextField
          label="Title"
          hint="A short line donors see first, such as “Winter clothes for two kids after our fire”."
          maxLength={LIST_TITLE_MAX}
          length={values.title.length}
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
            {...register('category')}
          />
          <SelectField
            label="How urgent is it?"
            options={Object.entries(URGENCY_LABELS).map(([value, label]) => ({ value, label }))}
            error={errors.urgency?.message}
            {...register('urgency')}
          />
        </div>
        <TextAreaField
          label="Your story"
          hint={`At least ${LIST_STORY_MIN} characters. What happened, who is in your family, what would help most. Leave out your address.`}
          maxLength={LIST_STORY_MAX}
          length={values.story.length}
          rows={7}
          error={errors.story?.message}
          {...register('story')}
        />
      </Step>

      <Step id="step-where" number={3} title="Where and when?">
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="City"
            autoComplete="address-level2"
            maxLength={100}
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State or region"
            autoComplete="address-level1"
            maxLength={100}
            error={errors.region?.message}
            {...register('region')}
          />
          <TextField
            label="Postal code"
            hint="Never shown; helps nearby donors find you."
            autoComplete="postal-code"
            maxLength={20}
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
        </div>
        <TextField
          label="Needed by (optional)"
          type="date"
          min={today}
          className="sm:w-64"
          error={errors.neededBy?.message ?? neededByWarning}
          {...register('neededBy')}
        />
      </Step>

      <Step id="step-photos" number={4} title="Photos (optional)">
        {listId && list ? (
          <PhotosEditor listId={listId} photos={list.photos} />
        ) : (
          <p className="text-slate-700">
            Photos can be added as soon as your draft is saved: start with a title above.
          </p>
        )}
      </Step>

      <Step id="step-address" number={5} title="Where should gifts be sent?">
        <p className="text-slate-700">
          Kept encrypted. Only a signed-in donor who is buying something for your list sees it, and you can
          see who did. Never shown on the list page. You can leave it empty and add it later.
        </p>
        {isAddressDifferentFromPlace ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setValue('addressCity', values.city);
                setValue('addressRegion', values.region);
                setValue('addressPostalCode', values.postalCode);
              }}
            >
              Use the city, state and postal code from step 3
            </Button>
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Recipient name"
            autoComplete="shipping name"
            maxLength={100}
            error={errors.addressName?.message}
            {...register('addressName')}
          />
          <TextField
            label="Address line 1"
            autoComplete="shipping address-line1"
            maxLength={200}
            error={errors.addressLine1?.message}
            {...register('addressLine1')}
          />
          <TextField
            label="Address line 2 (optional)"
            autoComplete="shipping address-line2"
            maxLength={200}
            error={errors.addressLine2?.message}
            {...register('addressLine2')}
          />
          <TextField
            label="Address city"
            autoComplete="shipping address-level2"
            maxLength={100}
            error={errors.addressCity?.message}
            {...register('addressCity')}
          />
          <TextField
            label="Address state or region"
            autoComplete="shipping address-level1"
            maxLength={100}
            error={errors.addressRegion?.message}
            {...register('addressRegion')}
          />
          <TextField
            label="Address postal code"
            autoComplete="shipping postal-code"
            maxLength={20}
            error={errors.addressPostalCode?.message}
            {...register('addressPostalCode')}
          />
          <TextField
            label="Country code"
            hint="Two letters, such as US."
            autoComplete="shipping country"
            maxLength={2}
            error={errors.addressCountry?.message}
            {...register('addressCountry')}
          />
        </div>
        {missingAddressParts.length > 0 ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
            Still needed for this address: {missingAddressParts.join(', ')}. Until then it is saved as you
            typed it, and donors cannot send gifts to it.
          </p>
        ) : null}
      </Step>

      <Step id="step-visibility" number={6} title="Who can see it?">
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
      </Step>

      <Step id="step-items" number={7} title="Items">
        {listId && list ? (
          <ItemsEditor listId={listId} items={list.items} />
        ) : (
          <p className="text-slate-700">
            Items can be added as soon as your draft is saved: start with a title above.
          </p>
        )}
      </Step>

      {isDraft ? (
        <section aria-labelledby="step-publish" className="border-slate-200 border-t py-8">
          <h2 id="step-publish" className="font-bold text-slate-900 text-xl">
            Publish
          </h2>
          {problems.length > 0 ? (
            <div className="mt-3">
              <p className="text-slate-800">
                Your list is saved as a draft. Before it can be published, it needs:
              </p>
              <ul className="mt-2 grid gap-1 text-slate-800">
                {problems.map((problem) => (
                  <li key={problem.field}>
                    <button
                      type="button"
                      className="inline-flex min-h-11 items-center gap-2 text-left font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 pointer-fine:min-h-8"
                      onClick={() => onGoToProblem(problem.field)}
                    >
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                      {problem.message}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mt-3 text-slate-800">
              Everything is ready. Publishing makes your list visible as you chose above.
            </p>
          )}
          {!isEmailVerified ? (
            <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              Confirm your email address first: open the link we mailed you, or{' '}
              <Link href="/verify-email" className="font-semibold text-teal-800 underline">
                ask for a new one
              </Link>
              .
            </p>
          ) : null}
          {publishError ? (
            <div className="mt-3">
              <FormAlert>{publishError}</FormAlert>
            </div>
          ) : null}
          <Button
            size="lg"
            className="mt-5"
            disabled={!listId || problems.length > 0 || !isEmailVerified || publish.isPending}
            onClick={() => void onPublish()}
          >
            {publish.isPending ? 'Publishing…' : 'Publish my list'}
          </Button>
        </section>
      ) : (
        <p className="border-slate-200 border-t py-8 text-slate-800">
          Changes are saved as you type and show on{' '}
          <Link href={`/needslist/${listId}`} className="font-semibold text-teal-800 underline">
            your list
          </Link>{' '}
          at once.
        </p>
      )}
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={
          autosave.state === 'idle' && !autosave.message
            ? 'sr-only'
            : 'sticky bottom-0 z-10 -mx-4 border-slate-200 border-t bg-white/95 px-4 py-2 text-slate-800 text-sm'
        }
      >
        {SAVE_STATE_TEXT[autosave.state]} {autosave.message}
        {autosave.state === 'conflict' ? (
          <>
            {' '}
            <a
              href={listId ? `/edit-wishlist/${listId}` : '/create'}
              className="font-semibold text-teal-800 underline"
            >
              Reload
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** YYYY-MM-DD in the person's own time zone (what a date input holds). */
function toLocalDateString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
