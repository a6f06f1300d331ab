import { describe, expect, it } from 'vitest';
import { ITEM_NAME_MAX } from '#shared/needs-list-limits';
import { ZItemInput, ZListDraftFields } from '#shared/schemas/needs-list';
import { ZShippingAddress } from '#shared/schemas/shipping-address';
import { ITEM_RETAILER_MAX, LIST_FIELD_LIMITS } from './field-limits';

const ADDRESS_PARTS = {
  addressName: 'name',
  addressLine1: 'line1',
  addressLine2: 'line2',
  addressCity: 'city',
  addressRegion: 'region',
} as const;

/** Whether the shared schema takes `length` letters in this field of the editor. */
function isTaken(field: keyof typeof LIST_FIELD_LIMITS, length: number): boolean {
  const text = 'a'.repeat(length);
  if (field in ADDRESS_PARTS) {
    const part = ADDRESS_PARTS[field as keyof typeof ADDRESS_PARTS];
    return ZShippingAddress.safeParse({ [part]: text }).success;
  }
  return ZListDraftFields.partial().safeParse({ [field]: text }).success;
}

describe("the editor's field limits", () => {
  it('are the limits the server checks, to the character', () => {
    for (const [field, max] of Object.entries(LIST_FIELD_LIMITS) as [
      keyof typeof LIST_FIELD_LIMITS,
      number,
    ][]) {
      expect(isTaken(field, max), field).toBe(true);
      expect(isTaken(field, max + 1), field).toBe(false);
    }
    const item = (fields: object) => ZItemInput.safeParse({ name: 'Coat', quantity: 1, ...fields }).success;
    expect(item({ retailer: 'a'.repeat(ITEM_RETAILER_MAX) })).toBe(true);
    expect(item({ retailer: 'a'.repeat(ITEM_RETAILER_MAX + 1) })).toBe(false);
    expect(item({ name: 'a'.repeat(ITEM_NAME_MAX + 1) })).toBe(false);
  });
});
