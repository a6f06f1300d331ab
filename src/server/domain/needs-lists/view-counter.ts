import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { toClientNetwork } from '../../services/client-address';
import { type TClock, toUtcDay } from '../../services/clock';

/** A signed-in visitor by their id; anyone else by their address (hashed, per day); the browser only tells crawlers apart. */
export type TVisitor = { userId: string } | { ip: string; userAgent: string };

export type TListViewCounter = {
  /** Notes a view in memory: the page's answer does not wait for the database. */
  record: (listId: string, visitor: TVisitor) => void;
  /** Writes the views noted so far; each visitor counts once per list and day, whichever instance saw them. */
  flush: () => Promise<void>;
};

// Views noted between two flushes; beyond this many (a flood) further ones wait for the next flush.
const MAX_PENDING = 20_000;
const BATCH_SIZE = 500;
// Crawlers and link previews that run the page's script are not people.
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|headless|lighthouse/i;

export function createListViewCounter({
  db,
  clock,
  secret,
}: {
  db: TDatabase;
  clock: TClock;
  secret: string;
}): TListViewCounter {
  let pending = new Map<string, { day: string; listId: string; visitor: string }>();
  let lastPrunedDay = '';

  function toVisitorHash(day: string, visitor: string): string {
    // Keyed and salted with the day: the table never holds an address, and one day's rows cannot be
    // linked to another's.
    return createHmac('sha256', secret).update(`list-view:${day}:${visitor}`).digest('base64url');
  }

  async function writeBatch(batch: Array<{ day: string; listId: string; visitor: string }>): Promise<void> {
    const rows = sql.join(
      batch.map(({ day, listId, visitor }) => sql`(${day}::date, ${listId}, ${toVisitorHash(day, visitor)})`),
      sql`, `,
    );
    const listIds = [...new Set(batch.map((view) => view.listId))].sort();
    await db.transaction(async (tx) => {
      // The lists are locked in one order first: two instances flushing the same lists wait for each
      // other instead of deadlocking.
      await tx.execute(
        sql`select id from needs_lists where id in (${sql.join(
          listIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
      );
      // The unique key decides what is new (so two instances never count one visitor twice), and only
      // what is new is added to the lists' counts. Lists deleted meanwhile are skipped.
      await tx.execute(sql`
        with seen (day, list_id, visitor_hash) as (values ${rows}),
        fresh as (
          insert into list_views (day, list_id, visitor_hash)
          select seen.day, seen.list_id, seen.visitor_hash from seen
          join needs_lists on needs_lists.id = seen.list_id
          on conflict do nothing
          returning list_id
        )
        update needs_lists set view_count = view_count + counted.views
        from (select list_id, count(*)::int as views from fresh group by list_id) as counted
        where needs_lists.id = counted.list_id`);
    });
  }

  return {
    record(listId, visitor) {
      if ('userAgent' in visitor && NOT_A_PERSON.test(visitor.userAgent)) return;
      if (pending.size >= MAX_PENDING) return;
      const day = toUtcDay(clock.now());
      // An anonymous view counts for its address (an IPv6 one by its /64 network: one home's or
      // phone's), never the browser it names, which anyone can change on every request.
      const key = 'userId' in visitor ? `user:${visitor.userId}` : `guest:${toClientNetwork(visitor.ip)}`;
      pending.set(`${day}\n${listId}\n${key}`, { day, listId, visitor: key });
    },
    async flush() {
      const today = toUtcDay(clock.now());
      if (today !== lastPrunedDay) {
        // Yesterday's rows still dedupe views noted just before midnight; older ones are not needed.
        await db.execute(sql`delete from list_views where day < ${today}::date - 1`);
        lastPrunedDay = today;
      }
      if (pending.size === 0) return;
      const views = [...pending.values()];
      pending = new Map();
      for (let start = 0; start < views.length; start += BATCH_SIZE) {
        try {
          await writeBatch(views.slice(start, start + BATCH_SIZE));
        } catch (error) {
          // The database is away: what was not written waits for the next flush.
          for (const view of views.slice(start)) {
            if (pending.size < MAX_PENDING) pending.set(`${view.day}\n${view.listId}\n${view.visitor}`, view);
          }
          throw error;
        }
      }
    },
  };
}
