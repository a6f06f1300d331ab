import { asc, inArray } from 'drizzle-orm';
import type { TListCard } from '../../../shared/schemas/browse';
import type { TDatabase } from '../../db/client';
import { listPhotos, needsLists } from '../../db/schema/needs-lists';
import { toThumbnailUrl } from '../../uploads/list-photos';

const EXCERPT_LENGTH = 160;

function toExcerpt(story: string): string {
  const flat = story.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH - 20))}…`;
}

/** The columns a list card shows (browse, topic pages, a family's profile). */
export const CARD_FIELDS = {
  id: needsLists.id,
  title: needsLists.title,
  story: needsLists.story,
  category: needsLists.category,
  urgency: needsLists.urgency,
  city: needsLists.city,
  region: needsLists.region,
  isVerified: needsLists.isVerified,
  isDemo: needsLists.isDemo,
  neededBy: needsLists.neededBy,
  publishedAt: needsLists.publishedAt,
  wanted: needsLists.quantityWanted,
  received: needsLists.quantityReceived,
  itemsCount: needsLists.itemsCount,
};

type TCardRow = Pick<
  typeof needsLists.$inferSelect,
  | 'id'
  | 'title'
  | 'story'
  | 'category'
  | 'urgency'
  | 'city'
  | 'region'
  | 'isVerified'
  | 'isDemo'
  | 'neededBy'
  | 'publishedAt'
> & { wanted: number; received: number; itemsCount: number };

/**
 * Cards for rows already chosen. The covers of these rows only come from a second small query:
 * inside the first one, a per-row subquery ran for every matching list before the sort.
 */
export async function toListCards(db: TDatabase, rows: TCardRow[]): Promise<TListCard[]> {
  const covers = new Map<string, string>();
  if (rows.length > 0) {
    const photoRows = await db
      .selectDistinctOn([listPhotos.listId], { listId: listPhotos.listId, url: listPhotos.url })
      .from(listPhotos)
      .where(
        inArray(
          listPhotos.listId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(listPhotos.listId, asc(listPhotos.position));
    for (const photo of photoRows) covers.set(photo.listId, photo.url);
  }
  return rows.map((row) => {
    const cover = covers.get(row.id);
    return {
      id: row.id,
      title: row.title,
      excerpt: toExcerpt(row.story),
      category: row.category as TListCard['category'],
      urgency: row.urgency,
      city: row.city,
      region: row.region,
      photoUrl: cover ? toThumbnailUrl(cover) : null,
      isVerified: row.isVerified,
      isDemo: row.isDemo,
      neededBy: row.neededBy,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      progress: { wanted: row.wanted, received: row.received, items: row.itemsCount },
    };
  });
}
