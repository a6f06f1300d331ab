import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { type TClock, toUtcDay } from '#server/services/clock';
import { pruneListVisits, type TVisitor, toVisitorHash, toVisitorKey } from './list-visitors';
import { recordListShare } from './shares-and-reports';

export type TListViewCounter = {
  /** Notes a view in memory: the page's answer does not wait for the database. */
  record: (listId: string, visitor: TVisitor) => void;
  /** Writes the views noted so far; each visitor counts once per list and day, whichever instance saw them. */
  flush: () => Promise<void>;
  /**
   * Counts a share of a list anyone with the link may see, once per visitor, list and day, as views
   * are; false when there is no such list.
   */
  recordShare: (listId: string, visitor: TVisitor) => Promise<boolean>;
};

// Views noted between two flushes; beyond this many (a flood) further ones wait for the next flush.
const MAX_PENDING = 20_000;
const BATCH_SIZE = 500;

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

  async function writeBatch(batch: Array<{ day: string; listId: string; visitor: string }>): Promise<void> {
    const rows = sql.join(
      batch.map(
        ({ day, listId, visitor }) =>
          sql`(${day}::date, ${listId}, ${toVisitorHash(secret, 'view', day, visitor)})`,
      ),
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
          insert into list_views (day, list_id, kind, visitor_hash)
          select seen.day, seen.list_id, 'view', seen.visitor_hash from seen
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
      const key = toVisitorKey(visitor);
      if (key === null || pending.size >= MAX_PENDING) return;
      const day = toUtcDay(clock.now());
      pending.set(`${day}\n${listId}\n${key}`, { day, listId, visitor: key });
    },
    recordShare(listId, visitor) {
      const key = toVisitorKey(visitor);
      const day = toUtcDay(clock.now());
      return recordListShare(
        db,
        listId,
        key === null ? null : { day, hash: toVisitorHash(secret, 'share', day, key) },
      );
    },
    async flush() {
      const today = toUtcDay(clock.now());
      if (today !== lastPrunedDay) {
        await pruneListVisits(db, today);
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
