import { formatCount } from '#client/lib/format-count';
import type { TAdminStats } from '#shared/schemas/admin-stats';
import { formatDays, formatDuration, formatHours } from '../utils/stats-format';

const NO_MEDIAN_TEXT = 'No data in this period';

type TFigure = { label: string; value: string | null; hint?: string };
type TFigureGroup = { title: string; figures: TFigure[] };

function formatMedian(value: number | null, format: (value: number) => string): string | null {
  return value === null ? null : format(value);
}

function buildFigureGroups(stats: TAdminStats): TFigureGroup[] {
  return [
    {
      title: 'Visits',
      figures: [{ label: 'Page views', value: formatCount(stats.visits.pageViews) }],
    },
    {
      title: 'Lists',
      figures: [
        { label: 'Lists created', value: formatCount(stats.lists.created) },
        { label: 'Lists published', value: formatCount(stats.lists.published) },
        {
          label: 'Median time to complete a list',
          value: formatMedian(stats.lists.medianSecondsToComplete, formatDuration),
          hint: 'From the first thing typed to the list created',
        },
      ],
    },
    {
      title: 'Giving',
      figures: [
        { label: 'Items received', value: formatCount(stats.giving.itemsReceived) },
        { label: 'Lists fulfilled', value: formatCount(stats.giving.listsFulfilled) },
        {
          label: 'Median time to fulfilment',
          value: formatMedian(stats.giving.medianDaysToFulfil, formatDays),
          hint: 'From a list’s publication to its fulfilment',
        },
        { label: 'Expired reservations', value: formatCount(stats.giving.expiredReservations) },
      ],
    },
    {
      title: 'Reports',
      figures: [
        { label: 'Reports opened', value: formatCount(stats.reports.opened) },
        { label: 'Reports resolved', value: formatCount(stats.reports.resolved) },
        {
          label: 'Median time to resolve a report',
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
        Headline figures
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
                      <span className="block font-semibold text-base text-slate-700">{NO_MEDIAN_TEXT}</span>
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
