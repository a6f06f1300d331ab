import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { DateField } from '#client/components/ui/date-field';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin-stats.json';
import { STATS_CUSTOM_DAYS_MAX, STATS_PERIOD_DAYS } from '#shared/schemas/admin-stats';
import { isCustomPeriod, readSelectedDays, type TStatsPeriodParams } from '../utils/stats-period';

const t = createTranslator(catalog);

const PROBLEM_ID = 'stats-period-problem';

const PRESET_CLASSES =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-2 font-semibold sm:px-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** From and to, typed in the page's language's order of day, month and year. */
function CustomRangeForm({
  defaultFrom,
  defaultTo,
  isCustom,
  isRangeInvalid,
  onSubmit,
}: {
  defaultFrom: string;
  defaultTo: string;
  isCustom: boolean;
  isRangeInvalid: boolean;
  onSubmit: (from: string | null, to: string | null) => void;
}) {
  // The last date each field read, and whether what it holds now reads as one.
  const [from, setFrom] = useState({ date: defaultFrom, isReadable: true });
  const [to, setTo] = useState({ date: defaultTo, isReadable: true });
  const toState = (previous: string, value: string | null) => ({
    date: value ?? previous,
    isReadable: value !== null,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(from.isReadable ? from.date : null, to.isReadable ? to.date : null);
      }}
      className="min-w-0"
    >
      <fieldset
        className="min-w-0"
        aria-describedby={isRangeInvalid ? PROBLEM_ID : undefined}
        aria-invalid={isRangeInvalid ? true : undefined}
      >
        <legend className="font-semibold text-slate-900 text-sm">
          <RichText
            t={t}
            id="admin-stats.period.customRange"
            values={{ max: STATS_CUSTOM_DAYS_MAX }}
            components={{ 0: <span className="font-normal text-slate-700" /> }}
          />
        </legend>
        <div className="mt-1 grid grid-cols-2 items-start gap-3 sm:grid-cols-[11rem_11rem_auto] sm:items-end">
          <DateField
            label={t('admin-stats.period.from')}
            value={from.date}
            onChange={(value) => setFrom((previous) => toState(previous.date, value))}
            className="min-w-0"
          />
          <DateField
            label={t('admin-stats.period.to')}
            value={to.date}
            onChange={(value) => setTo((previous) => toState(previous.date, value))}
            className="min-w-0"
          />
          <Button
            type="submit"
            variant={isCustom ? 'primary' : 'secondary'}
            className="col-span-2 sm:col-span-1"
          >
            {t('admin-stats.period.apply')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * The period the page shows, kept in the URL by the caller. `problem` is the server's reason for
 * refusing the period in the URL; it is shown here, next to the dates it is about.
 */
export function PeriodPicker({
  periodParams,
  shownPeriod,
  problem,
  onChooseDays,
  onApplyRange,
}: {
  periodParams: TStatsPeriodParams;
  /** The period of the figures on screen, to start the custom dates from. */
  shownPeriod: { from: string; to: string } | undefined;
  problem: string | null;
  onChooseDays: (days: number) => void;
  onApplyRange: (from: string, to: string) => void;
}) {
  const [missingDatesText, setMissingDatesText] = useState<string | null>(null);
  const selectedDays = readSelectedDays(periodParams);
  const isCustom = isCustomPeriod(periodParams);
  const defaultFrom = (isCustom ? periodParams.from : shownPeriod?.from) ?? '';
  const defaultTo = (isCustom ? periodParams.to : shownPeriod?.to) ?? '';
  const shownProblem = missingDatesText ?? problem;
  const isRangeInvalid = missingDatesText !== null || (problem !== null && isCustom);

  const onSubmitRange = (from: string | null, to: string | null) => {
    // A date typed but not readable is never applied as another one: its field says what is wrong.
    if (!from || !to) {
      setMissingDatesText(t('admin-stats.period.missingDates'));
      return;
    }
    setMissingDatesText(null);
    onApplyRange(from, to);
  };

  const onPickDays = (days: number) => {
    setMissingDatesText(null);
    onChooseDays(days);
  };

  return (
    <section
      aria-labelledby="stats-period-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="stats-period-heading" className="font-bold text-slate-900 text-xl">
        {t('admin-stats.period.heading')}
      </h2>
      <div className="mt-3 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <fieldset className="min-w-0">
          <legend className="font-semibold text-slate-900 text-sm">
            {t('admin-stats.period.recentDays')}
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
            {STATS_PERIOD_DAYS.map((days) => {
              const isSelected = selectedDays === days;
              return (
                <button
                  key={days}
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onPickDays(days)}
                  className={clsx(
                    PRESET_CLASSES,
                    isSelected
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-50',
                  )}
                >
                  {/* The three fit on one line of a phone without "Last", which screen readers still hear. */}
                  <RichText
                    t={t}
                    id="admin-stats.period.lastDays"
                    values={{ days }}
                    components={{ 0: <span className="max-sm:sr-only" /> }}
                  />
                </button>
              );
            })}
          </div>
        </fieldset>
        {/* Keyed by its starting dates: a period chosen elsewhere (a button, Back) resets what is typed. */}
        <CustomRangeForm
          key={`${defaultFrom}|${defaultTo}`}
          defaultFrom={defaultFrom}
          defaultTo={defaultTo}
          isCustom={isCustom}
          isRangeInvalid={isRangeInvalid}
          onSubmit={onSubmitRange}
        />
      </div>
      {shownProblem ? (
        <p
          id={PROBLEM_ID}
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 text-sm"
        >
          {shownProblem}
        </p>
      ) : null}
    </section>
  );
}
