import { z } from 'zod';
import { field, msg } from '../i18n/validation';
import { BROWSE_SORTS, NEAR_RADIUS_MILES, POSTAL_PREFIX_MAX } from '../needs-list-limits';
import { ZCategory, ZUrgency } from './needs-list';
import { checkText } from './text';
import { ZLocale } from './user';

// Browse's query and answer, the list cards it shows (also on topic pages and profiles).

export const ZBrowseSort = z.enum(BROWSE_SORTS, msg('validation.browse.sort'));
export type TBrowseSort = z.infer<typeof ZBrowseSort>;

// Everything browse reads from the URL; blank values mean "not filtered".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const ZBrowseQuery = z.strictObject({
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(200, msg('validation.search.tooLong', { max: 200 }))
      .superRefine(checkText('validation.field.search'))
      .optional(),
  ),
  category: z.preprocess(blankToUndefined, ZCategory.optional()),
  urgency: z.preprocess(blankToUndefined, ZUrgency.optional()),
  near: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100, msg('validation.text.tooLong', { field: field('validation.field.place'), max: 100 }))
      .superRefine(checkText('validation.field.place'))
      .optional()
      .meta({
        description: `A place in the US: a city ("Denver", "Aurora, CO", "Aurora, Colorado"), a state by name or two-letter code ("Colorado", "CO"), a ZIP code ("80012") or the first three digits of one ("800"). A city or ZIP code finds lists within ${NEAR_RADIUS_MILES} miles, closest first in bands (under 10 miles, 10 to 25, 25 to 50: never by exact distance, so no list's place can be worked out from the order); a state finds the lists in that state. A place we do not know matches lists whose city or state is written exactly so.`,
      }),
  ),
  region: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100, msg('validation.text.tooLong', { field: field('validation.field.region'), max: 100 }))
      .superRefine(checkText('validation.field.region'))
      .optional()
      .meta({
        description:
          'A state: its name or two-letter code match each other ("Colorado" finds lists in "CO"). Anything else matches lists whose region is written exactly so.',
      }),
  ),
  // At most a ZIP3 area: a longer prefix would let anyone walk out a list's full postal code, which
  // is never shown, one character at a time.
  postal: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(POSTAL_PREFIX_MAX, msg('validation.browse.postalTooLong', { max: POSTAL_PREFIX_MAX }))
      .regex(/^[A-Za-z0-9]*$/, msg('validation.browse.postalCharacters'))
      .optional()
      .meta({
        description: `The first 1 to ${POSTAL_PREFIX_MAX} characters of a postal code (a US ZIP3 area such as 452): lists whose postal code starts with them. Longer values are refused with 400, so that no list's postal code can be read out.`,
      }),
  ),
  sort: z.preprocess(blankToUndefined, ZBrowseSort.optional()),
  page: z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' && /^\d{1,6}$/.test(blank) ? Number(blank) : blank;
    },
    z
      .int(msg('validation.page.wholeNumber'))
      .min(1, msg('validation.page.atLeastOne'))
      .max(500, msg('validation.page.tooHigh', { max: 500 }))
      .default(1),
  ),
});
export type TBrowseQuery = z.output<typeof ZBrowseQuery>;

export const ZListCard = z
  .object({
    id: z.string(),
    title: z.string(),
    excerpt: z.string(),
    /** The language the title and excerpt are written in (never translated). */
    language: ZLocale,
    category: ZCategory.nullable(),
    urgency: ZUrgency,
    city: z.string(),
    region: z.string(),
    photoUrl: z.string().nullable(),
    isVerified: z.boolean(),
    isDemo: z.boolean(),
    neededBy: z.string().nullable(),
    publishedAt: z.string().nullable(),
    /** `wanted` and `received` count pieces (an item's quantity); `items` counts the items. */
    progress: z.object({ wanted: z.int(), received: z.int(), items: z.int() }),
  })
  .meta({ id: 'ListCard' });
export type TListCard = z.infer<typeof ZListCard>;

export const ZBrowseResult = z
  .object({
    lists: z.array(ZListCard),
    page: z.int(),
    pageSize: z.int(),
    hasNextPage: z.boolean(),
    /** 'Best match' ranks the newest matches only, and this page is the last of them. */
    isRankingCapped: z.boolean(),
    /** How `near` was understood: around a point (closest first), a whole state, or not known to us. */
    place: z
      .object({
        kind: z.enum(['near', 'state', 'unknown']),
        label: z.string(),
        radiusMiles: z.int().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'BrowseResult' });
export type TBrowseResult = z.infer<typeof ZBrowseResult>;

// A family's lists as their public profile shows them.
export const ZProfileLists = z
  .object({
    /** The owner's choice "show my lists on my public profile"; without it `lists` is empty. */
    areListsShown: z.boolean(),
    lists: z.array(ZListCard),
    /** Lists published for others to see (public or unlisted, not hidden), and how many of them arrived in full. */
    publishedCount: z.int(),
    fulfilledCount: z.int(),
  })
  .meta({ id: 'ProfileLists' });
export type TProfileLists = z.infer<typeof ZProfileLists>;
