import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import type { TProfileLists } from '#shared/schemas/browse';
import { whereVisibleToOthers } from './list-access';
import { CARD_FIELDS, COVER_FIELD, toListCard } from './list-cards';

const PROFILE_LISTS_MAX = 50;

/**
 * What a family's public profile shows of their lists: what a donor needs to trust them (how many
 * lists they published, how many were fulfilled) and, when they chose to show them, their public
 * lists as browse would show them (active first, then fulfilled). Drafts, private and unlisted lists,
 * hidden ones and those held for review are never among them (nor counted, for private and hidden ones). Null when there is no such user.
 */
export async function getProfileLists(db: TDatabase, userId: string): Promise<TProfileLists | null> {
  const [owner] = await db
    .select({ areListsShown: users.areListsShownOnProfile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!owner) return null;
  const published = and(eq(needsLists.ownerId, userId), whereVisibleToOthers());
  const [counts] = await db
    .select({
      published: sql<number>`count(*)::int`,
      fulfilled: sql<number>`count(*) filter (where ${needsLists.quantityWanted} > 0 and ${needsLists.quantityReceived} >= ${needsLists.quantityWanted})::int`,
    })
    .from(needsLists)
    .where(published);
  const rows = owner.areListsShown
    ? await db
        .select({ ...CARD_FIELDS, cover: COVER_FIELD })
        .from(needsLists)
        .where(
          and(
            published,
            inArray(needsLists.status, ['active', 'fulfilled']),
            eq(needsLists.visibility, 'public'),
            eq(needsLists.isFlagged, false),
          ),
        )
        .orderBy(sql`${needsLists.status} = 'active' desc`, desc(needsLists.publishedAt))
        .limit(PROFILE_LISTS_MAX)
    : [];
  return {
    areListsShown: owner.areListsShown,
    lists: rows.map(toListCard),
    publishedCount: counts?.published ?? 0,
    fulfilledCount: counts?.fulfilled ?? 0,
  };
}
