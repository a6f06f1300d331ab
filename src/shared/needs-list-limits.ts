// Limits and fixed choices of needs lists, without Zod: pages that only need a number or a list of
// options (browse, a list page, the editor) do not load the validation library for it.

// Limits of a needs list and its items. Titles and stories count the characters people see
// (#shared/visible-text: an emoji is one); what a field or the database holds of one is capped apart,
// generously (a family emoji is one character, seven code points and eleven UTF-16 units).
export const LIST_TITLE_MIN = 5;
export const LIST_TITLE_MAX = 100;
export const LIST_TITLE_UNITS_MAX = LIST_TITLE_MAX * 16;
/** A title needs words: at least this many letters (any script), not only emoji or symbols. */
export const LIST_TITLE_MIN_LETTERS = 3;
export const LIST_STORY_MIN = 50;
export const LIST_STORY_MAX = 5000;
export const LIST_STORY_UNITS_MAX = LIST_STORY_MAX * 16;
export const ITEM_NAME_MAX = 200;
/** An item is named in words (donors search the stores by its name): at least one letter. */
export const ITEM_NAME_MIN_LETTERS = 1;
export const ITEM_DESCRIPTION_MAX = 1000;
export const ITEM_QUANTITY_MAX = 999;
export const ITEM_PRICE_MAX_CENTS = 10_000_000;
export const LIST_PHOTOS_MAX = 5;
export const LIST_ITEMS_MAX = 100;

// Browse
export const BROWSE_PAGE_SIZE = 12;
export const BROWSE_SORTS = ['newest', 'urgent', 'closest', 'soonest'] as const;
/** A place search around a city or ZIP code reaches this far; results come in bands of distance. */
export const NEAR_RADIUS_MILES = 50;
export const NEAR_BANDS_MILES = [10, 25] as const;
/** The postal filter matches at most this many first characters (a US ZIP3 area). */
export const POSTAL_PREFIX_MAX = 3;

// Sharing and reporting
export const SHARE_CHANNELS = ['copy', 'native', 'facebook', 'x', 'whatsapp', 'email'] as const;
export const REPORT_REASONS = ['scam', 'duplicate', 'inappropriate', 'private-info', 'other'] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  scam: 'It looks like a scam or is not genuine',
  duplicate: 'It copies another list',
  inappropriate: 'It has offensive or inappropriate content',
  'private-info': 'It shows someone’s private information',
  other: 'Something else',
};
