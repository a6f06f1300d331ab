// What must hold in the database whenever a killed process is restarted: each query counts the rows
// that break one rule (0 is a pass).
import type pg from 'pg';

const INVARIANTS: ReadonlyArray<{ name: string; sql: string }> = [
  {
    name: "every item's reserved, purchased and received counts equal the sums of its gifts",
    sql: `select count(*) from list_items i
      left join lateral (
        select coalesce(sum(quantity) filter (where status = 'reserved'), 0) as reserved,
          coalesce(sum(quantity) filter (where status in ('purchased', 'received')), 0) as purchased,
          coalesce(sum(quantity) filter (where status = 'received'), 0) as received
        from pledges p where p.item_id = i.id) s on true
      where i.quantity_reserved <> s.reserved or i.quantity_purchased <> s.purchased
        or i.quantity_received <> s.received`,
  },
  {
    name: 'no item has more given than it wants',
    sql: 'select count(*) from list_items where quantity_reserved + quantity_purchased > quantity',
  },
  {
    name: 'no gift without its item (on its own list)',
    sql: `select count(*) from pledges p left join list_items i on i.id = p.item_id
      where i.id is null or i.list_id <> p.list_id`,
  },
  {
    name: 'no gift half-changed (a bought gift has its time, a reserved one none)',
    sql: `select count(*) from pledges where (status in ('purchased', 'received') and purchased_at is null)
      or (status = 'received' and received_at is null) or (status = 'reserved' and purchased_at is not null)`,
  },
  {
    name: 'no notification pointing at a missing gift',
    sql: `select count(*) from notifications n where n.pledge_id is not null
      and not exists (select 1 from pledges p where p.id = n.pledge_id)`,
  },
  {
    name: 'no gift reported bought without its notice to the family',
    sql: `select count(*) from pledges p where p.status in ('purchased', 'received') and not exists
      (select 1 from notifications n where n.pledge_id = p.id and n.type = 'item_purchased')`,
  },
  {
    name: 'no half-published list (published: a time, items, and its sums, item count and status agree with its items)',
    sql: `select count(*) from needs_lists l
      left join lateral (
        select count(*) as items, coalesce(sum(quantity), 0) as wanted,
          coalesce(sum(quantity_received), 0) as received,
          count(*) filter (where quantity_received < quantity) as waiting
        from list_items i where i.list_id = l.id) s on true
      where l.items_count <> s.items or l.quantity_wanted <> s.wanted or l.quantity_received <> s.received
        or (l.status <> 'draft' and (l.published_at is null or s.items = 0))
        or (l.status = 'fulfilled' and (s.waiting > 0 or l.fulfilled_at is null))
        or (l.status = 'active' and s.items > 0 and s.waiting = 0)`,
  },
  {
    name: "every idempotency key kept holds its answer, naming a gift of the key's user",
    sql: `select count(*) from idempotency_keys k where k.status_code is null or k.body is null
      or not exists (select 1 from pledges p where p.id::text = k.body->>'id' and p.donor_id = k.user_id)`,
  },
];

export const INVARIANT_COUNT = INVARIANTS.length;

/** Runs every check; returns the ones that failed, with how many rows break them. */
export async function checkInvariants(client: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  for (const invariant of INVARIANTS) {
    const { rows } = await client.query<{ count: string }>(invariant.sql);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) failures.push(`${invariant.name}: ${count} rows`);
  }
  return failures;
}

/** Gifts in the database against what the answers (and the retries of lost ones) said was written. */
export async function countGifts(client: pg.Client): Promise<{ gifts: number; bought: number }> {
  const { rows } = await client.query<{ gifts: string; bought: string }>(
    `select count(*) as gifts, count(*) filter (where status in ('purchased', 'received')) as bought from pledges`,
  );
  return { gifts: Number(rows[0]?.gifts ?? 0), bought: Number(rows[0]?.bought ?? 0) };
}
