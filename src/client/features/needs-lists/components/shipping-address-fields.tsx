import { type FocusEvent, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { countNearLimit } from '#client/components/ui/field-shell';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TAddressActions } from '../hooks/use-address-check';
import { describeMissingAddressParts } from '../utils/editor-problems';
import { LIST_FIELD_LIMITS } from '../utils/field-limits';
import type { TFieldBindings } from '../utils/list-form-values';
import { bindPostalCodeField } from '../utils/postal-code-field';

const t = createTranslator(catalog);

/** The address as typed, to tell whether it changed since it was saved. */
function readAddressKey(values: TFieldBindings['values']): string {
  return [
    values.addressName,
    values.addressLine1,
    values.addressLine2,
    values.addressCity,
    values.addressRegion,
    values.addressPostalCode,
    values.addressCountry,
  ].join('\n');
}

/**
 * "Save the address": each part still missing is marked and the first takes the focus; a complete one
 * is saved now, and says so until the address changes again.
 */
function SaveAddress({ addressKey, onSave }: { addressKey: string; onSave: TAddressActions['onSave'] }) {
  const [outcome, setOutcome] = useState<{ key: string; isSaved: boolean } | null>(null);
  const shown = outcome?.key === addressKey ? outcome : null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        onClick={async () => {
          setOutcome(null);
          const result = await onSave();
          if (result !== 'missing') setOutcome({ key: addressKey, isSaved: result === 'saved' });
        }}
      >
        {t('list-editor.address.save')}
      </Button>
      <p role="status" className="text-slate-800 text-sm empty:hidden">
        {shown ? t(shown.isSaved ? 'list-editor.address.saved' : 'list-editor.address.notSaved') : null}
      </p>
    </div>
  );
}

/**
 * Where gifts go: kept encrypted, shown only to a donor who is buying for the list. It is saved as it
 * is typed like the rest; leaving it half typed, or pressing Save, marks each part still needed.
 */
export function ShippingAddressFields(bindings: TFieldBindings & TAddressActions) {
  const { values, errors, register, setValue, onLeave, onSave } = bindings;
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const missingParts = describeMissingAddressParts(values);
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (groupRef.current?.contains(event.relatedTarget)) return;
    // A tap outside the address (onto no control at all, too); not the window going to another app,
    // which keeps the focus where it was.
    window.setTimeout(() => {
      if (!groupRef.current?.contains(document.activeElement)) onLeave();
    }, 0);
  };
  const isDifferentFromPlace =
    (values.city.trim() !== '' || values.postalCode.trim() !== '') &&
    (values.addressCity !== values.city ||
      values.addressRegion !== values.region ||
      values.addressPostalCode !== values.postalCode);
  return (
    // The fold around it names it: this group only tells when the focus leaves the address.
    <fieldset ref={groupRef} className="m-0 grid min-w-0 gap-5 border-0 p-0" onBlur={onGroupBlur}>
      <p className="text-slate-700">{t('list-editor.address.intro')}</p>
      {isDifferentFromPlace ? (
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
            {t('list-editor.address.usePlace')}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('list-editor.address.name')}
          autoComplete="shipping name"
          countLimit={LIST_FIELD_LIMITS.addressName}
          length={countNearLimit(values.addressName, LIST_FIELD_LIMITS.addressName)}
          error={errors.addressName?.message}
          {...register('addressName')}
        />
        <TextField
          label={t('list-editor.address.line1')}
          autoComplete="shipping address-line1"
          countLimit={LIST_FIELD_LIMITS.addressLine1}
          length={countNearLimit(values.addressLine1, LIST_FIELD_LIMITS.addressLine1)}
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label={t('list-editor.address.line2')}
          autoComplete="shipping address-line2"
          countLimit={LIST_FIELD_LIMITS.addressLine2}
          length={countNearLimit(values.addressLine2, LIST_FIELD_LIMITS.addressLine2)}
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField
          label={t('list-editor.address.city')}
          autoComplete="shipping address-level2"
          countLimit={LIST_FIELD_LIMITS.addressCity}
          length={countNearLimit(values.addressCity, LIST_FIELD_LIMITS.addressCity)}
          error={errors.addressCity?.message}
          {...register('addressCity')}
        />
        <TextField
          label={t('list-editor.address.region')}
          autoComplete="shipping address-level1"
          countLimit={LIST_FIELD_LIMITS.addressRegion}
          length={countNearLimit(values.addressRegion, LIST_FIELD_LIMITS.addressRegion)}
          error={errors.addressRegion?.message}
          {...register('addressRegion')}
        />
        <TextField
          label={t('list-editor.address.postalCode')}
          autoComplete="shipping postal-code"
          maxLength={20}
          error={errors.addressPostalCode?.message}
          {...bindPostalCodeField(bindings, 'addressPostalCode')}
        />
        <TextField
          label={t('list-editor.address.country')}
          hint={t('list-editor.address.countryHint')}
          autoComplete="shipping country"
          maxLength={2}
          error={errors.addressCountry?.message}
          {...register('addressCountry')}
        />
      </div>
      {missingParts ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          {t('list-editor.address.missing', { parts: missingParts })}
        </p>
      ) : null}
      <SaveAddress addressKey={readAddressKey(values)} onSave={onSave} />
    </fieldset>
  );
}
