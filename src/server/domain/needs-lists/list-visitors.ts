import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { toClientNetwork } from '#server/services/client-address';

/** A signed-in visitor by their id; anyone else by their address (hashed, per day); the browser only tells crawlers apart. */
export type TVisitor = { userId: string } | { ip: string; userAgent: string };

/** What a visitor did on a list that counts once a day: looked at it, or shared it. */
export type TListVisitKind = 'view' | 'share';

// Crawlers and link previews that run the page's script are not people.
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|headless|lighthouse/i;

/** Who counts as one visitor for a day, or null for a crawler. */
export function toVisitorKey(visitor: TVisitor): string | null {
  if ('userId' in visitor) return `user:${visitor.userId}`;
  if (NOT_A_PERSON.test(visitor.userAgent)) return null;
  // An anonymous visitor counts for their address (an IPv6 one by its /64 network: one home's or
  // phone's), never the browser it names, which anyone can change on every request.
  return `guest:${toClientNetwork(visitor.ip)}`;
}

/**
 * The visitor as list_views keeps them: keyed and salted with the day, so the table never holds an
 * address or an id, and one day's rows cannot be linked to another's.
 */
export function toVisitorHash(secret: string, kind: TListVisitKind, day: string, visitorKey: string): string {
  return createHmac('sha256', secret).update(`list-${kind}:${day}:${visitorKey}`).digest('base64url');
}

/** Forgets visits before yesterday: yesterday's rows still dedupe those noted just before midnight. */
export async function pruneListVisits(db: TDatabase, today: string): Promise<void> {
  await db.execute(sql`delete from list_views where day < ${today}::date - 1`);
}
