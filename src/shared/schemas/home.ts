import { z } from 'zod';
import { ZListCard } from './browse';
import { ZListStatus } from './needs-list';

/** One of the user's lists with something for them to do. */
export const ZAttentionList = z.object({
  id: z.string(),
  title: z.string(),
  status: ZListStatus,
  /** Gifts donors marked bought that the family has not yet confirmed (or said did not arrive). */
  giftsToConfirm: z.int(),
  /** Received gifts from donors who can still be thanked and have not been. */
  thanksToSend: z.int(),
});
export type TAttentionList = z.infer<typeof ZAttentionList>;

export const ZHomeSuggestions = z.object({
  /** Why these lists: near the place on the user's profile, or in a category they gave to before. */
  kind: z.enum(['near', 'helped-category', 'newest']),
  /** Where or what, for the heading: "Dayton, OH", a topic's slug ("baby-items"); '' for the newest lists. */
  label: z.string(),
  lists: z.array(ZListCard),
});
export type THomeSuggestions = z.infer<typeof ZHomeSuggestions>;

export const ZHomeOverview = z
  .object({
    /** Drafts, and lists with gifts to confirm or thanks to send; most recently changed first. */
    listsNeedingAttention: z.array(ZAttentionList),
    suggestions: ZHomeSuggestions,
  })
  .meta({ id: 'HomeOverview' });
export type THomeOverview = z.infer<typeof ZHomeOverview>;
