import { formatCount } from '#client/lib/format-count';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';
import type { TAdminStats } from '#shared/schemas/admin-stats';
import { formatDays, formatDuration, formatHours } from '../utils/stats-format';

const t = createTranslator(catalog);

type TFigure = { label: string; value: string | null; hint?: string };
type TFigureGroup = { title: string; figures: TFigure[] };

function formatMedian(value: number | null, format: (value: number) => string): string | null {
  return value === null ? null : format(value);
}

function buildFigureGroups(stats: TAdminStats): TFigureGroup[] {
  return [
    {
      title: t('admin-stats.headline.visits'),
      figures: [{ label: t('admin-stats.headline.pageViews'), value: formatCount(stats.visits.pageViews) }],
    },
    {
      title: t('admin-stats.headline.lists'),
      figures: [
        { label: t('admin-stats.headline.listsCreated'), value: formatCount(stats.lists.created) },
        { label: t('admin-stats.headline.listsPublished'), value: formatCount(stats.lists.published) },
        {
          label: t('admin-stats.headline.medianToComplete'),
          value: formatMedian(stats.lists.medianSecondsToComplete, formatDuration),
          hint: t('admin-stats.headline.medianToCompleteHint'),
        },
      ],
    },
    {
      title: t('admin-stats.headline.giving'),
      figures: [
        { label: t('admin-stats.headline.itemsReceived'), value: formatCount(stats.giving.itemsReceived) },
        { label: t('admin-stats.headline.listsFulfilled'), value: formatCount(stats.giving.listsFulfilled) },
        {
          label: t('admin-stats.headline.medianToFulfil'),
          value: formatMedian(stats.giving.medianDaysToFulfil, formatDays),
          hint: t('admin-stats.headline.medianToFulfilHint'),
        },
        {
          label: t('admin-stats.headline.expiredReservations'),
          value: formatCount(stats.giving.expiredReservations),
        },
      ],
    },
    {
      title: t('admin-stats.headline.reports'),
      figures: [
        { label: t('admin-stats.headline.reportsOpened'), value: formatCount(stats.reports.opened) },
        { label: t('admin-stats.headline.reportsResolved'), value: formatCount(stats.reports.resolved) },
        {
          label: t('admin-stats.headline.medianToResolve'),
          value: formatMedian(stats.reports.medianHoursToResolve, formatHours),
        },
      ],
    },
  ];
}

/** The period's key figures as cards, grouped under small headings. */
export function HeadlineFigures({ stats }: { stats: TAdminStats }) {
  return (
    <section aria-labelledby="stats-headline-heading" className="min-w-0 lg:col-span-2">
      <h2 id="stats-headline-heading" className="font-bold text-slate-900 text-xl">
        {t('admin-stats.headline.heading')}
      </h2>
      <div className="mt-4 grid gap-6">
        {buildFigureGroups(stats).map((group) => (
          <div key={group.title}>
            <h3 className="font-semibold text-slate-800">{group.title}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {group.figures.map((figure) => (
                <div
                  key={figure.label}
                  className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
                >
                  <dt className="text-slate-700 text-sm">{figure.label}</dt>
                  <dd className="order-first">
                    {figure.value === null ? (
                      <span className="block font-semibold text-base text-slate-700">
                        {t('admin-stats.headline.noMedian')}
                      </span>
                    ) : (
                      <span className="block font-bold text-slate-900 text-xl tabular-nums sm:text-2xl">
                        {figure.value}
                      </span>
                    )}
                  </dd>
                  {figure.hint ? <dd className="mt-1 text-slate-600 text-xs">{figure.hint}</dd> : null}
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
