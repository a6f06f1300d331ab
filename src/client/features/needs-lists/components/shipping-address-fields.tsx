import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { describeMissingAddressParts } from '../utils/editor-problems';
import type { TFieldBindings } from '../utils/list-form-values';
import { bindPostalCodeField } from '../utils/postal-code-field';

const t = createTranslator(catalog);

/** Where gifts go: kept encrypted, shown only to a donor who is buying for the list. */
export function ShippingAddressFields(bindings: TFieldBindings) {
  const { values, errors, register, setValue } = bindings;
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
          maxLength={100}
          error={errors.addressName?.message}
          {...register('addressName')}
        />
        <TextField
          label={t('list-editor.address.line1')}
          autoComplete="shipping address-line1"
          maxLength={200}
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label={t('list-editor.address.line2')}
          autoComplete="shipping address-line2"
          maxLength={200}
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField
          label={t('list-editor.address.city')}
          autoComplete="shipping address-level2"
          maxLength={100}
          error={errors.addressCity?.message}
          {...register('addressCity')}
        />
        <TextField
          label={t('list-editor.address.region')}
          autoComplete="shipping address-level1"
          maxLength={100}
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
    </>
  );
}
