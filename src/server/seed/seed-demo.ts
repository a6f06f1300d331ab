import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema/auth';
import { listItems, needsLists } from '../db/schema/needs-lists';
import { createListId } from '../domain/needs-lists/list-access';
import { refreshListDerived } from '../domain/needs-lists/list-derived';
import { placeWaitingLists } from '../domain/needs-lists/list-places';
import { loadPlaces } from '../services/places';
import { DEMO_LISTS, RETAILER_SEARCH } from './demo-lists';

export const DEMO_OWNER_EMAIL = 'examples@demo.kindlist.invalid';
const DEMO_OWNER_ID = 'demo-examples';

// Demo content is always marked (is_demo) and owned by an account that has no password, so nobody can
// sign in as it. Later issues add their example lists to this owner. Safe to run on every start.
export async function seedDemoContent(db: TDatabase, now: Date): Promise<{ isCreated: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OWNER_EMAIL))
    .limit(1);
  if (existing) {
    return { isCreated: await seedDemoLists(db, existing.id, now) };
  }
  await db
    .insert(users)
    .values({
      id: DEMO_OWNER_ID,
      name: 'Kindlist Examples',
      email: DEMO_OWNER_EMAIL,
      emailVerified: true,
      firstName: 'Kindlist',
      lastName: 'Examples',
      isDemo: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await seedDemoLists(db, DEMO_OWNER_ID, now);
  return { isCreated: true };
}

/** The example lists, once (a database that already has them is left alone). */
async function seedDemoLists(db: TDatabase, ownerId: string, now: Date): Promise<boolean> {
  const [anyList] = await db
    .select({ id: needsLists.id })
    .from(needsLists)
    .where(eq(needsLists.ownerId, ownerId))
    .limit(1);
  if (anyList) return false;
  const day = 24 * 60 * 60 * 1000;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_LISTS) {
      const id = createListId();
      const publishedAt = new Date(now.getTime() - demo.daysAgo * day);
      await tx.insert(needsLists).values({
        id,
        ownerId,
        title: demo.title,
        story: demo.story,
        category: demo.category,
        urgency: demo.urgency,
        city: demo.city,
        region: demo.region,
        postalCode: demo.postalCode,
        neededBy:
          demo.neededInDays === null
            ? null
            : new Date(now.getTime() + demo.neededInDays * day).toISOString().slice(0, 10),
        visibility: 'public',
        status: 'active',
        isDemo: true,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      });
      await tx.insert(listItems).values(
        demo.items.map((item, position) => ({
          listId: id,
          name: item.name,
          quantity: item.quantity,
          priority: item.priority,
          priceCents: item.priceCents,
          retailer: item.retailer,
          productUrl: RETAILER_SEARCH[item.retailer]?.(item.search) ?? null,
          position,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })),
      );
      await refreshListDerived(tx, id, now);
    }
  });
  await placeWaitingLists(db, loadPlaces);
  return true;
}
