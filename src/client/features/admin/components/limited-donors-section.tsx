import { useId } from 'react';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin.json';
import type { TLimitedDonor } from '#shared/schemas/admin';
import { formatAccountAge, formatAdminDateTime } from '../utils/admin-format';
import { describeDonorLimit } from '../utils/moderation-labels';
import { AdminBadge } from './admin-badge';

const t = createTranslator(catalog);

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
        {t('admin.donors.heading')}
      </h3>
      <p className="mt-1 text-slate-700">{t('admin.donors.intro')}</p>
      {donors.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-300 border-dashed bg-white p-4 text-slate-700">
          {t('admin.donors.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {donors.map((donor) => (
            <li key={donor.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <p className="wrap-anywhere font-bold text-slate-900">{donor.name}</p>
                {donor.suspendedAt ? (
                  <AdminBadge tone="danger">{t('admin.badge.suspended')}</AdminBadge>
                ) : null}
              </div>
              <p className="wrap-anywhere text-slate-700 text-sm">
                {donor.email} · {formatAccountAge(donor.createdAt, now)}
              </p>
              <ul className="mt-2 grid gap-1 text-slate-800 text-sm">
                {donor.limitHits.map((hit) => (
                  <li key={hit.limit}>
                    <RichText
                      t={t}
                      id="admin.donors.limitHit"
                      values={{
                        limit: describeDonorLimit(hit.limit),
                        count: hit.count,
                        when: formatAdminDateTime(hit.lastHitAt),
                      }}
                      components={{ 0: <time dateTime={hit.lastHitAt} /> }}
                    />
                  </li>
                ))}
                {donor.giftsNeverCame > 0 ? (
                  <li>{t('admin.donors.neverCame', { count: donor.giftsNeverCame })}</li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
