import { useId } from 'react';
import type { TLimitedDonor } from '#shared/schemas/admin';
import { formatAccountAge, formatAdminDateTime, formatCount } from '../utils/admin-format';
import { describeDonorLimit } from '../utils/moderation-labels';
import { AdminBadge } from './admin-badge';

/**
 * Donors a giving limit stopped this week, or whose gifts a family said never came: where to look
 * first when someone blocks families' lists or reads their addresses. Their gifts are on their page
 * under Users, where each can be cancelled.
 */
export function LimitedDonorsSection({ donors, now }: { donors: TLimitedDonor[]; now: Date }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-bold text-slate-900 text-xl">
        Donors stopped by a limit
      </h3>
      <p className="mt-1 text-slate-700">
        Donors a giving limit stopped in the last 7 days, or whose gifts a family said never came. Open them
        under Users to see their gifts and cancel one.
      </p>
      {donors.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-300 border-dashed bg-white p-4 text-slate-700">
          No donor met a limit this week.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {donors.map((donor) => (
            <li key={donor.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <p className="wrap-anywhere font-bold text-slate-900">{donor.name}</p>
                {donor.suspendedAt ? <AdminBadge tone="danger">Suspended</AdminBadge> : null}
              </div>
              <p className="wrap-anywhere text-slate-700 text-sm">
                {donor.email} · {formatAccountAge(donor.createdAt, now)}
              </p>
              <ul className="mt-2 grid gap-1 text-slate-800 text-sm">
                {donor.limitHits.map((hit) => (
                  <li key={hit.limit}>
                    {describeDonorLimit(hit.limit)}: {formatCount(hit.count, 'time')}, last on{' '}
                    <time dateTime={hit.lastHitAt}>{formatAdminDateTime(hit.lastHitAt)}</time>
                  </li>
                ))}
                {donor.giftsNeverCame > 0 ? (
                  <li>Families said {formatCount(donor.giftsNeverCame, 'gift')} never came</li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
