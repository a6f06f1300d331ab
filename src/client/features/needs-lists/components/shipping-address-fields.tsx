import { Button } from '#client/components/ui/button';
import { countNearLimit } from '#client/components/ui/field-shell';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { describeMissingAddressParts } from '../utils/editor-problems';
import { LIST_FIELD_LIMITS } from '../utils/field-limits';
import type { TFieldBindings } from '../utils/list-form-values';

const t = createTranslator(catalog);

/** Where gifts go: kept encrypted, shown only to a donor who is buying for the list. */
export function ShippingAddressFields({ values, errors, register, setValue }: TFieldBindings) {
  const missingParts = describeMissingAddressParts(values);
  const isDifferentFromPlace =
    (values.city.trim() !== '' || values.postalCode.trim() !== '') &&
    (values.addressCity !== values.city ||
      values.addressRegion !== values.region ||
      values.addressPostalCode !== values.postalCode);
  return (
    <>
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
          {...register('addressPostalCode')}
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
    </>
  );
}
