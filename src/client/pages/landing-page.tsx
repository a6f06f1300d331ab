import { HeartHandshake, ListChecks, type LucideIcon, Search } from 'lucide-react';
import { type ComponentType, type FormEvent, lazy, Suspense, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { useLandingData } from '#client/features/content/api/get-landing-data';
import { LiveFigures } from '#client/features/content/components/live-figures';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/landing.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import { TOPIC_SLUGS } from '#shared/routes';
import { ListIllustration } from '../components/layout/list-illustration';
import { WhenNearView } from '../components/layout/when-near-view';
import { ButtonLink, getButtonClassName } from '../components/ui/button';
import { trackCtaClick } from '../lib/analytics';

const t = createTranslator(catalog);

const FAMILY_STEPS = ['landing.steps.family.1', 'landing.steps.family.2', 'landing.steps.family.3'] as const;
const DONOR_STEPS = ['landing.steps.donor.1', 'landing.steps.donor.2', 'landing.steps.donor.3'] as const;

// The values the steps and safety points may name: how long a reservation holds an item.
const MESSAGE_VALUES = { hours: RESERVATION_HOURS };

type TLandingKey = Parameters<typeof t>[0];

function HowItWorks({
  icon: Icon,
  title,
  steps,
  action,
}: {
  icon: LucideIcon;
  title: string;
  steps: readonly TLandingKey[];
  action: { href: string; label: string; ctaId: string };
}) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Icon aria-hidden="true" className="size-7 text-teal-700" />
      <h3 className="mt-3 font-semibold text-lg text-slate-900">{title}</h3>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-slate-700 leading-relaxed">
        {steps.map((step) => (
          <li key={step}>{t(step, MESSAGE_VALUES)}</li>
        ))}
      </ol>
      <Link
        href={action.href}
        onClick={() => trackCtaClick(action.ctaId)}
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
      >
        {action.label}
      </Link>
    </div>
  );
}

// The cards' code is loaded when the lists come near the screen, not with the page. A chunk that
// fails to load leaves the lists out rather than breaking the page.
const LandingTrust = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('#client/features/content/components/landing-trust')
      .then((module) => ({ default: module.LandingTrust }))
      .catch(() => ({ default: () => null })),
);

const ListCardRow = lazy(() =>
  import('#client/features/needs-lists/components/list-card-row')
    .then((module) => ({ default: module.ListCardRow }))
    .catch(() => ({ default: () => null })),
);

// Both read the one answer (asked for at once; the served page preloads it). Until it is there, and if
// it fails, they are left out: they are below the first screen, and the calls to action still work.
function LandingFigures() {
  const { data } = useLandingData();
  return data ? <LiveFigures totals={data.totals} /> : null;
}

function LandingLists() {
  const { data } = useLandingData();
  if (!data || data.urgentLists.length + data.recentLists.length === 0) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-14">
      <WhenNearView>
        <Suspense fallback={null}>
          <ListCardRow id="urgent-heading" title={t('landing.lists.urgent')} lists={data.urgentLists} />
          <ListCardRow id="recent-heading" title={t('landing.lists.recent')} lists={data.recentLists} />
        </Suspense>
      </WhenNearView>
      <Link href={PAGE_PATHS.browse} className={getButtonClassName('secondary', 'md', 'mt-8')}>
        {t('landing.lists.all')}
      </Link>
    </div>
  );
}

function SearchForm() {
  const [, navigate] = useLocation();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // The constant, not the builder: the builders' chunk would join the first load.
    navigate(query ? `${PAGE_PATHS.browse}?q=${encodeURIComponent(query)}` : PAGE_PATHS.browse);
  };
  return (
    <search className="mt-8 block max-w-xl">
      <form action={PAGE_PATHS.browse} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="block font-semibold text-sm text-teal-50">
          {t('landing.search.label')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            name="q"
            type="search"
            placeholder={t('landing.search.placeholder')}
            className="min-h-12 w-full min-w-0 rounded-lg border border-white/30 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-offset-2 focus:outline-white"
          />
          {/* On a phone the button is its icon (its word stays its name), so the box has room for its
              whole placeholder. */}
          <button
            type="submit"
            className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-amber-300 px-3 font-semibold text-slate-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:px-4"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{t('landing.search.button')}</span>
          </button>
        </div>
      </form>
    </search>
  );
}

export default function LandingPage() {
  return (
    <>
      <section className="bg-teal-800 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_auto]">
          <div>
            <p className="font-semibold text-amber-200 text-sm uppercase tracking-wide">
              {t('landing.eyebrow')}
            </p>
            <h1 className="mt-3 max-w-3xl font-bold text-4xl leading-tight tracking-tight sm:text-5xl">
              {t('landing.title')}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-teal-50 leading-relaxed">{t('landing.intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink
                href={PAGE_PATHS.create}
                variant="inverse"
                size="lg"
                onClick={() => trackCtaClick('landing_create_list')}
              >
                {t('landing.cta.create')}
              </ButtonLink>
              <ButtonLink
                href={PAGE_PATHS.browse}
                variant="outline-inverse"
                size="lg"
                onClick={() => trackCtaClick('landing_find_family')}
              >
                {t('landing.cta.find')}
              </ButtonLink>
            </div>
            <SearchForm />
          </div>
          <ListIllustration />
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="steps-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {t('landing.steps.heading')}
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <HowItWorks
              icon={ListChecks}
              title={t('landing.steps.family.title')}
              steps={FAMILY_STEPS}
              action={{
                href: PAGE_PATHS.create,
                label: t('landing.steps.family.action'),
                ctaId: 'landing_how_create_list',
              }}
            />
            <HowItWorks
              icon={HeartHandshake}
              title={t('landing.steps.donor.title')}
              steps={DONOR_STEPS}
              action={{
                href: PAGE_PATHS.browse,
                label: t('landing.steps.donor.action'),
                ctaId: 'landing_how_find_list',
              }}
            />
          </div>
        </div>
      </section>

      <LandingFigures />

      <section aria-labelledby="topics-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="topics-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          {t('landing.topics.heading')}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {TOPIC_SLUGS.map((slug) => (
            <li key={slug}>
              <Link
                href={`/${slug}`}
                className="flex min-h-12 items-center rounded-lg border border-slate-200 bg-white px-4 font-medium text-slate-900 hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                {tRoutes(`routes.topic.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <LandingLists />

      <WhenNearView>
        <Suspense fallback={null}>
          <LandingTrust />
        </Suspense>
      </WhenNearView>
    </>
  );
}
