import { sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import type { TExecutor } from '#server/db/transaction';
import type { TDonorLimit } from '#shared/pledge-limits';
import type { TLimitedDonor } from '#shared/schemas/admin';

const LIMITED_DONORS_MAX = 100;

type TLimitedDonorRow = {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date | string;
  suspended_at: Date | string | null;
  hits: Array<{ limit: TDonorLimit; count: number; last_hit_at: string }> | null;
  never_came: number;
};

/**
 * Donors a pledge limit stopped since `since`, or whose gifts a family said never came: the accounts
 * to look at first when a list is being blocked or its address read. Most recent first.
 */
export async function readLimitedDonors(db: TExecutor, since: Date): Promise<TLimitedDonor[]> {
  const at = since.toISOString();
  const rows = toRows<TLimitedDonorRow>(
    await db.execute(sql`
      with hits as (
        select donor_id, limit_name, sum(count)::int as count, max(last_hit_at) as last_hit_at
        from donor_limit_hits where last_hit_at >= ${at}::timestamptz
        group by donor_id, limit_name
      ), never_came as (
        select donor_id, count(*)::int as count, max(ended_at) as last_at from pledges
        where ended_reason = 'never_came' and ended_at >= ${at}::timestamptz and donor_id is not null
        group by donor_id
      ), donors as (
        select donor_id, max(last_hit_at) as last_at from hits group by donor_id
        union all
        select donor_id, last_at from never_came
      )
      select u.id, u.name, u.first_name, u.last_name, u.email, u.created_at, u.suspended_at,
        (select json_agg(json_build_object('limit', h.limit_name, 'count', h.count,
            'last_hit_at', h.last_hit_at) order by h.last_hit_at desc)
          from hits h where h.donor_id = u.id) as hits,
        coalesce((select n.count from never_came n where n.donor_id = u.id), 0) as never_came
      from (select donor_id, max(last_at) as last_at from donors group by donor_id) d
        join users u on u.id = d.donor_id
      order by d.last_at desc, u.id
      limit ${LIMITED_DONORS_MAX}`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim() || row.name,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    suspendedAt: row.suspended_at === null ? null : new Date(row.suspended_at).toISOString(),
    limitHits: (row.hits ?? []).map((hit) => ({
      limit: hit.limit,
      count: Number(hit.count),
      lastHitAt: new Date(hit.last_hit_at).toISOString(),
    })),
    giftsNeverCame: Number(row.never_came),
  }));
}
