import { z } from 'zod';
import { ZListCard } from './browse';
import { ZCategory } from './needs-list';

/**
 * Figures computed from the database at the time of asking (never typed in): lists published (ever,
 * not private, neither hidden by a moderator nor held for review), pieces confirmed received by their families, and
 * lists that received everything they asked for. Demo lists are never counted.
 */
export const ZImpactTotals = z
  .object({
    listsPublished: z.int(),
    itemsReceived: z.int(),
    listsFulfilled: z.int(),
  })
  .meta({ id: 'ImpactTotals' });
export type TImpactTotals = z.infer<typeof ZImpactTotals>;

export const ZImpactMonth = z.object({
  /** Calendar month in UTC, "YYYY-MM". */
  month: z.string(),
  listsPublished: z.int(),
  itemsReceived: z.int(),
});
export type TImpactMonth = z.infer<typeof ZImpactMonth>;

export const ZImpactCategory = z.object({
  category: ZCategory,
  listsPublished: z.int(),
  itemsReceived: z.int(),
});
export type TImpactCategory = z.infer<typeof ZImpactCategory>;

export const ZImpact = z
  .object({
    totals: ZImpactTotals,
    /** The last 12 calendar months, oldest first, months without activity included as zeros. */
    months: z.array(ZImpactMonth),
    /** Every category, in the order of the topic list, zeros included. */
    categories: z.array(ZImpactCategory),
  })
  .meta({ id: 'Impact' });
export type TImpact = z.infer<typeof ZImpact>;

/** What the landing page shows below its first screen, read in one request. */
export const ZLandingData = z
  .object({
    totals: ZImpactTotals,
    /** Public lists marked urgent or high, most urgent and newest first (at most 3). */
    urgentLists: z.array(ZListCard),
    /** The most recently published public lists (at most 3), none of them repeated from urgentLists. */
    recentLists: z.array(ZListCard),
  })
  .meta({ id: 'LandingData' });
export type TLandingData = z.infer<typeof ZLandingData>;
