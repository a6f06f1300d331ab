import { countNearLimit } from '#client/components/ui/field-shell';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { LIST_FIELD_LIMITS } from '../utils/field-limits';
import type { TFieldBindings } from '../utils/list-form-values';
import { bindPostalCodeField } from '../utils/postal-code-field';

const t = createTranslator(catalog);

/** Where the family is: shown on the list (city and state) and used to find lists nearby. */
export function PlaceFields(bindings: TFieldBindings) {
  const { values, errors, register } = bindings;
  return (
    <>
      <p className="-mt-2 text-slate-700">{t('list-editor.place.intro')}</p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        <TextField
          label={t('list-editor.place.city')}
          autoComplete="address-level2"
          countLimit={LIST_FIELD_LIMITS.city}
          length={countNearLimit(values.city, LIST_FIELD_LIMITS.city)}
          className="col-span-2 sm:col-span-1"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t('list-editor.place.region')}
          autoComplete="address-level1"
          countLimit={LIST_FIELD_LIMITS.region}
          length={countNearLimit(values.region, LIST_FIELD_LIMITS.region)}
          error={errors.region?.message}
          {...register('region')}
        />
        <TextField
          label={t('list-editor.place.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={20}
          error={errors.postalCode?.message}
          {...bindPostalCodeField(bindings, 'postalCode')}
        />
      </div>
    </>
  );
}
