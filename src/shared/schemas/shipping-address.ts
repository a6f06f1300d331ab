import { z } from 'zod';
import { msg, renderValidationMessage } from '../i18n/validation';
import { findPostalCodeProblem, normalizePostalCode } from '../postal-codes';
import { textField } from './field-text';

// A draft's address may be half typed (it is saved as the family types, field by field): each part is
// checked for type and length, and a postal code typed must be one of its country's (ZShippingAddressInput).
// What makes it complete is a publish rule (findMissingAddressParts). This shape alone is what is
// stored and answered: an address saved before postal codes were checked still reads (its owner is
// asked to correct it, and no donor is shown it until then).
export const ZShippingAddress = z.strictObject({
  name: textField('validation.field.recipientName', 100).default(''),
  line1: textField('validation.field.addressLine1', 200).default(''),
  line2: textField('validation.field.addressLine2', 200).default(''),
  city: textField('validation.field.city', 100).default(''),
  region: textField('validation.field.stateOrRegion', 100).default(''),
  postalCode: textField('validation.field.postalCode', 20).default(''),
  country: textField('validation.field.country', 2)
    .regex(/^([A-Z]{2})?$/, msg('validation.list.countryCode'))
    .default('US'),
});
export type TShippingAddress = z.infer<typeof ZShippingAddress>;

/** An address as the family sends it: its postal code written as its country writes them, and checked. */
export const ZShippingAddressInput = ZShippingAddress.transform((address) => ({
  ...address,
  postalCode: normalizePostalCode(address.postalCode, address.country),
})).superRefine((address, context) => {
  const problem = findPostalCodeProblem(address.postalCode, address.country);
  if (problem)
    context.addIssue({ code: 'custom', path: ['postalCode'], message: renderValidationMessage(problem) });
});
