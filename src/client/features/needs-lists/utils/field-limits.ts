import { LIST_STORY_MAX, LIST_TITLE_MAX } from '#shared/needs-list-limits';
import type { TListFormField } from './list-form-values';

/**
 * The most characters each of the editor's text fields takes, as the shared schemas check them
 * (field-limits.test.ts holds the two together). The fields keep whatever is typed or pasted past it,
 * marked with how much to remove, rather than cutting it off unseen.
 */
export const LIST_FIELD_LIMITS = {
  title: LIST_TITLE_MAX,
  story: LIST_STORY_MAX,
  city: 100,
  region: 100,
  beneficiaryName: 100,
  beneficiaryRelationship: 100,
  addressName: 100,
  addressLine1: 200,
  addressLine2: 200,
  addressCity: 100,
  addressRegion: 100,
} as const satisfies Partial<Record<TListFormField, number>>;

/** The store's name of an item. */
export const ITEM_RETAILER_MAX = 100;
