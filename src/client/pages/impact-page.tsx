import type { ReactNode } from 'react';
import { useImpact } from '#client/features/content/api/get-impact';
import { CategoryImpactChart, MonthlyImpactChart } from '#client/features/content/components/impact-charts';
import { ImpactTotals } from '#client/features/content/components/impact-totals';
import {
  formatMonthRange,
  hasAnyFigure,
  isImpactEmpty,
  sumMonths,
} from '#client/features/content/utils/impact-series';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/impact.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TImpact } from '#shared/schemas/impact';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-bold text-2xl text-slate-900 tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-slate-700 leading-relaxed">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function EmptyImpact() {
  return (
    <section
      aria-labelledby="impact-empty"
      className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="impact-empty" className="font-bold text-2xl text-slate-900 tracking-tight">
        {t('impact.empty.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-800 leading-relaxed">{t('impact.empty.text')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={PAGE_PATHS.create} size="lg">
          {t('impact.empty.create')}
        </ButtonLink>
        <ButtonLink href={PAGE_PATHS.browse} variant="secondary" size="lg">
          {t('impact.empty.browse')}
        </ButtonLink>
      </div>
    </section>
  );
}

function ImpactFigures({ impact }: { impact: TImpact }) {
  if (isImpactEmpty(impact)) return <EmptyImpact />;
  const range = formatMonthRange(impact.months);
  const monthTotals = sumMonths(impact.months);
  return (
    <>
      <Section id="impact-totals" title={t('impact.totals.title')}>
        <ImpactTotals totals={impact.totals} />
      </Section>

      <Section
        id="impact-months"
        title={t('impact.months.title')}
        intro={
          range
            ? t('impact.months.intro', { count: impact.months.length, range })
            : t('impact.months.introWithoutRange', { count: impact.months.length })
        }
      >
        {hasAnyFigure(impact.months) ? (
          <>
            <p className="mb-4 text-slate-800">
              {t('impact.months.summary', {
                lists: monthTotals.listsPublished,
                items: monthTotals.itemsReceived,
              })}
            </p>
            <MonthlyImpactChart months={impact.months} />
          </>
        ) : (
          <p className="text-slate-800">{t('impact.months.none')}</p>
        )}
      </Section>

      <Section id="impact-topics" title={t('impact.topics.title')} intro={t('impact.topics.intro')}>
        {hasAnyFigure(impact.categories) ? (
          <CategoryImpactChart categories={impact.categories} />
        ) : (
          <p className="text-slate-800">{t('impact.topics.none')}</p>
        )}
      </Section>
    </>
  );
}

function ImpactContent() {
  const query = useImpact();
  if (query.isPending) return <Spinner label={t('impact.loading')} />;
  if (query.isError && !query.data) {
    const onRetry = () => void query.refetch();
    return (
      <div className="mt-10 grid justify-items-start gap-3">
        <FormAlert>{t('impact.loadFailed', { reason: readApiErrorMessage(query.error) })}</FormAlert>
        <Button variant="secondary" onClick={onRetry} disabled={query.isFetching}>
          {query.isFetching ? t('impact.retrying') : t('impact.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return null;
  return <ImpactFigures impact={query.data} />;
}

export default function ImpactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('impact.title')}</h1>
      <div className="mt-3 grid max-w-3xl gap-3 text-lg text-slate-700 leading-relaxed">
        <p>{t('impact.intro')}</p>
        <p className="text-base">{t('impact.howCounted')}</p>
      </div>
      <ImpactContent />
    </div>
  );
}
