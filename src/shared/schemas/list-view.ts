import { z } from 'zod';
import { ZOwnList, ZPublicList } from './needs-list';

/** A list's page: the owner's full view, or what anyone else may see. */
export const ZListView = z.union([
  ZOwnList.extend({ isOwner: z.literal(true) }),
  ZPublicList.extend({ isOwner: z.literal(false) }),
]);
export type TListView = z.infer<typeof ZListView>;
