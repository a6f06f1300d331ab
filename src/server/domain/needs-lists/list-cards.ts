import { sql } from 'drizzle-orm';
import { needsLists } from '#server/db/schema/needs-lists';
import { toThumbnailUrl } from '#server/uploads/list-photos';
import type { TListCard } from '#shared/schemas/browse';

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
  language: needsLists.language,
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

/**
 * The first photo of the list in the same row, as a correlated subquery on `needs_lists`. Select it
 * only where few rows are projected (a query's outer level over a page already cut, or one family's
 * lists): in a sorted query's own select it would run for every matching list before the sort.
 */
export const COVER_FIELD = sql<string | null>`(select p.url from list_photos p
  where p.list_id = needs_lists.id order by p.position limit 1)`;

export type TCardRow = Pick<
  typeof needsLists.$inferSelect,
  | 'id'
  | 'title'
  | 'story'
  | 'language'
  | 'category'
  | 'urgency'
  | 'city'
  | 'region'
  | 'isVerified'
  | 'isDemo'
  | 'neededBy'
  | 'publishedAt'
> & { wanted: number; received: number; itemsCount: number; cover: string | null };

/** A card of a row read with CARD_FIELDS and its cover. */
export function toListCard(row: TCardRow): TListCard {
  return {
    id: row.id,
    title: row.title,
    excerpt: toExcerpt(row.story),
    language: row.language,
    category: row.category as TListCard['category'],
    urgency: row.urgency,
    city: row.city,
    region: row.region,
    photoUrl: row.cover ? toThumbnailUrl(row.cover) : null,
    isVerified: row.isVerified,
    isDemo: row.isDemo,
    neededBy: row.neededBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    progress: { wanted: row.wanted, received: row.received, items: row.itemsCount },
  };
}
