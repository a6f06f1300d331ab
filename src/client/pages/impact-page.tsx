import type { ReactNode } from 'react';
import { useImpact } from '#client/features/content/api/get-impact';
import { CategoryImpactChart, MonthlyImpactChart } from '#client/features/content/components/impact-charts';
import { ImpactTotals } from '#client/features/content/components/impact-totals';
import {
  formatCountOf,
  formatMonthRange,
  hasAnyFigure,
  isImpactEmpty,
  sumMonths,
} from '#client/features/content/utils/impact-series';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TImpact } from '#shared/schemas/impact';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

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
        Nothing to count yet
      </h2>
      <p className="mt-3 max-w-2xl text-slate-800 leading-relaxed">
        No family has published a list on Kindlist yet, so there are no figures to show. They will appear here
        as soon as the first lists go up and the first gifts arrive.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={PAGE_PATHS.create} size="lg">
          Create a needs list
        </ButtonLink>
        <ButtonLink href={PAGE_PATHS.browse} variant="secondary" size="lg">
          Browse needs lists
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
      <Section id="impact-totals" title="Since Kindlist began">
        <ImpactTotals totals={impact.totals} />
      </Section>

      <Section
        id="impact-months"
        title="Month by month"
        intro={`The last ${impact.months.length} calendar months${range ? `, ${range}` : ''} (months in UTC).`}
      >
        {hasAnyFigure(impact.months) ? (
          <>
            <p className="mb-4 text-slate-800">
              In these months: {formatCountOf(monthTotals.listsPublished, 'list')} published and{' '}
              {formatCountOf(monthTotals.itemsReceived, 'item')} received.
            </p>
            <MonthlyImpactChart months={impact.months} />
          </>
        ) : (
          <p className="text-slate-800">No list was published and no item was received in these months.</p>
        )}
      </Section>

      <Section
        id="impact-topics"
        title="By topic"
        intro="Lists published and items received under each topic, since Kindlist began. An item counts under the topic of the list it was on."
      >
        {hasAnyFigure(impact.categories) ? (
          <CategoryImpactChart categories={impact.categories} />
        ) : (
          <p className="text-slate-800">No published list has a topic yet.</p>
        )}
      </Section>
    </>
  );
}

function ImpactContent() {
  const query = useImpact();
  if (query.isPending) return <Spinner label="Loading the figures…" />;
  if (query.isError && !query.data) {
    const onRetry = () => void query.refetch();
    return (
      <div className="mt-10 grid justify-items-start gap-3">
        <FormAlert>The figures could not be loaded: {readApiErrorMessage(query.error)}</FormAlert>
        <Button variant="secondary" onClick={onRetry} disabled={query.isFetching}>
          {query.isFetching ? 'Trying again…' : 'Try again'}
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
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Community impact</h1>
      <div className="mt-3 grid max-w-3xl gap-3 text-lg text-slate-700 leading-relaxed">
        <p>
          What families and donors have done together on Kindlist, counted from our live database when you
          open this page. Nobody types these figures in.
        </p>
        <p className="text-base">
          A list counts once its family has published it for others to see (private lists, and lists held or
          hidden by our moderators, are left out). An item counts once the family confirms it arrived, and a
          list is fulfilled when everything on it has arrived. The demo lists that show how Kindlist works are
          never counted.
        </p>
      </div>
      <ImpactContent />
    </div>
  );
}
