import { TextField } from '#client/components/ui/text-field';
import type { TFieldBindings } from '../utils/list-form-values';

/** Where the family is: shown on the list (city and state) and used to find lists nearby. */
export function PlaceFields({ errors, register }: TFieldBindings) {
  return (
    <>
      <p className="-mt-2 text-slate-700">
        Donors see your city and state; never your ZIP code or street. Nearby donors find you by them.
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={100}
          className="col-span-2 sm:col-span-1"
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
          label="ZIP code (optional)"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={20}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </div>
    </>
  );
}
