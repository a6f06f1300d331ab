import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin-stats.json';
import { useAdminStats } from '../api/get-admin-stats';
import { isStatsPeriodEmpty } from '../utils/stats-datasets';
import { formatStatsPeriod } from '../utils/stats-format';
import {
  buildDaysSearch,
  buildRangeSearch,
  buildStatsApiSearch,
  readStatsPeriodParams,
} from '../utils/stats-period';
import { PeriodPicker } from './period-picker';
import { StatsReport } from './stats-report';

const t = createTranslator(catalog);

// Tailwind's spin ignores the reduced-motion setting: stopped, the spinner is still a visible ring.
const STILL_SPINNER_CLASSES = 'motion-reduce:[&_svg]:animate-none';

/** The period picker and the figures for the period in the URL (?days=7|30|90 or ?from=…&to=…). */
export function StatsDashboard() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const periodParams = useMemo(() => readStatsPeriodParams(search), [search]);
  const stats = useAdminStats(buildStatsApiSearch(periodParams));
  // A 400 is the server refusing the period: its reason belongs next to the picker, not in a failure box.
  const isPeriodRefused = getErrorStatus(stats.error) === 400;

  const onChooseDays = (days: number) => navigate(`${location}?${buildDaysSearch(days)}`);
  const onApplyRange = (from: string, to: string) => navigate(`${location}?${buildRangeSearch(from, to)}`);

  return (
    <div className="mt-6 grid gap-6">
      <PeriodPicker
        periodParams={periodParams}
        shownPeriod={stats.data?.period}
        problem={isPeriodRefused ? readApiErrorMessage(stats.error) : null}
        onChooseDays={onChooseDays}
        onApplyRange={onApplyRange}
      />
      {stats.isPending ? (
        <Spinner label={t('admin-stats.dashboard.loading')} className={STILL_SPINNER_CLASSES} />
      ) : null}
      {stats.isError && isPeriodRefused ? (
        <p className="text-slate-800">{t('admin-stats.dashboard.periodRefused')}</p>
      ) : null}
      {stats.isError && !isPeriodRefused ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>
            {t('admin-stats.dashboard.failed', { reason: readApiErrorMessage(stats.error) })}
          </FormAlert>
          <Button variant="secondary" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            {stats.isFetching ? t('admin-stats.dashboard.tryingAgain') : t('admin-stats.dashboard.tryAgain')}
          </Button>
        </div>
      ) : null}
      {stats.data ? (
        <div aria-busy={stats.isPlaceholderData} className="grid gap-6">
          <div className="grid gap-1">
            <p className="text-lg text-slate-900">
              <span className="font-semibold">{formatStatsPeriod(stats.data.period)}</span>{' '}
              <span className="text-slate-700">
                {t('admin-stats.dashboard.days', { count: stats.data.period.days })}
              </span>
            </p>
            <p role="status" className="min-h-5 text-slate-700 text-sm">
              {stats.isPlaceholderData ? t('admin-stats.dashboard.loadingPeriod') : ''}
            </p>
          </div>
          {isStatsPeriodEmpty(stats.data) ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-lg text-slate-900">
              {t('admin-stats.dashboard.empty')}
            </p>
          ) : (
            <div className={stats.isPlaceholderData ? 'opacity-60' : undefined}>
              <StatsReport stats={stats.data} />
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
