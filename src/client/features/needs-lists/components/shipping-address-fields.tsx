import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/text-field';
import { findMissingAddressParts } from '#shared/publish-rules';
import { type TFieldBindings, toShippingAddress } from '../utils/list-form-values';

/** Where gifts go: kept encrypted, shown only to a donor who is buying for the list. */
export function ShippingAddressFields({ values, errors, register, setValue }: TFieldBindings) {
  const missingParts = findMissingAddressParts(toShippingAddress(values));
  const isDifferentFromPlace =
    (values.city.trim() !== '' || values.postalCode.trim() !== '') &&
    (values.addressCity !== values.city ||
      values.addressRegion !== values.region ||
      values.addressPostalCode !== values.postalCode);
  return (
    <>
      <p className="text-slate-700">
        Kept encrypted. Only a signed-in donor who is buying something for your list sees it, and you can see
        who did. Never shown on the list page. You can publish without it and add it later, but donors can
        reserve only once it is here.
      </p>
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
            Use my city, state and ZIP code
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
      {missingParts.length > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          Still needed for this address: {missingParts.join(', ')}. Until then it is saved as you typed it,
          and donors cannot send gifts to it.
        </p>
      ) : null}
    </>
  );
}
