import { HeartHandshake, ListChecks, type LucideIcon, Search, ShieldCheck } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { useLandingData } from '#client/features/content/api/get-landing-data';
import { LiveFigures } from '#client/features/content/components/live-figures';
import { tRoutes } from '#client/lib/routes-messages';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import { TOPIC_SLUGS } from '#shared/routes';
import { ListIllustration } from '../components/layout/list-illustration';
import { WhenNearView } from '../components/layout/when-near-view';
import { ButtonLink, getButtonClassName } from '../components/ui/button';
import { trackCtaClick } from '../lib/analytics';

const FAMILY_STEPS = [
  'Write down what would help right now: sizes, quantities, and a few words about what happened.',
  'Share one link with friends, neighbours, your church or school, and people who want to help.',
  'Confirm each gift when it arrives, and send a thank-you note through Kindlist if you like.',
] as const;

const DONOR_STEPS = [
  'Find a family by place, topic or need, and pick one item that fits your budget.',
  `Reserve it: it is held for you for ${RESERVATION_HOURS} hours so nobody else buys the same thing.`,
  'Buy it at the store you already use, shipped to the family, and mark it as bought.',
] as const;

// Only what the product does today, each stated as plainly as the privacy policy states it.
const SAFETY_POINTS = [
  {
    title: 'Your address stays private',
    text: 'It is stored encrypted and never shown on a list. Only a signed-in donor holding an item for you sees it. You see each time it is shown, and to whom unless the donor gives anonymously. We always know who it was: tell us of any concern.',
  },
  {
    title: 'No item bought twice',
    text: `A reservation holds an item for one donor for ${RESERVATION_HOURS} hours and then frees it by itself if nothing was bought.`,
  },
  {
    title: 'What arrived is what counts',
    text: 'Progress shows what the family confirmed received, not only what donors said they bought.',
  },
  {
    title: 'Lists are watched',
    text: 'Anyone signed in can report a list. A list that copies another’s story or photos is held for our team to review.',
  },
  {
    title: 'Thanks without sharing contact details',
    text: 'Thank-you notes travel through Kindlist, so even an anonymous donor can be thanked.',
  },
  {
    title: 'No hidden affiliate codes',
    text: 'Links to stores go straight to the store, with nothing added to earn us a commission.',
  },
] as const;

function HowItWorks({
  icon: Icon,
  title,
  steps,
  action,
}: {
  icon: LucideIcon;
  title: string;
  steps: readonly string[];
  action: { href: string; label: string; ctaId: string };
}) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Icon aria-hidden="true" className="size-7 text-teal-700" />
      <h3 className="mt-3 font-semibold text-lg text-slate-900">{title}</h3>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-slate-700 leading-relaxed">
        {steps.map((step) => (
          <li key={step}>{step}</li>
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
          <ListCardRow id="urgent-heading" title="Families who need help soon" lists={data.urgentLists} />
          <ListCardRow id="recent-heading" title="Recently published lists" lists={data.recentLists} />
        </Suspense>
      </WhenNearView>
      <Link href={PAGE_PATHS.browse} className={getButtonClassName('secondary', 'md', 'mt-8')}>
        See every needs list
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
          Search needs lists
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            name="q"
            type="search"
            placeholder="A city or a need…"
            className="min-h-12 w-full min-w-0 rounded-lg border border-white/30 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-offset-2 focus:outline-white"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg bg-amber-300 px-4 font-semibold text-slate-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Search aria-hidden="true" className="size-5" />
            <span>Search</span>
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
              Needs lists for families in hardship
            </p>
            <h1 className="mt-3 max-w-3xl font-bold text-4xl leading-tight tracking-tight sm:text-5xl">
              Help a family rebuild, one item at a time
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-teal-50 leading-relaxed">
              Kindlist lets families recovering from a fire, a flood, an illness or a hard stretch publish the
              everyday things they need. Donors choose an item, buy it where they like, and let the family
              know it is on its way.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink
                href={PAGE_PATHS.create}
                variant="inverse"
                size="lg"
                onClick={() => trackCtaClick('landing_create_list')}
              >
                Create a needs list
              </ButtonLink>
              <ButtonLink
                href={PAGE_PATHS.browse}
                variant="outline-inverse"
                size="lg"
                onClick={() => trackCtaClick('landing_find_family')}
              >
                Find a family to help
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
            How it works
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <HowItWorks
              icon={ListChecks}
              title="For families and people going through hardship"
              steps={FAMILY_STEPS}
              action={{ href: PAGE_PATHS.create, label: 'Start your list', ctaId: 'landing_how_create_list' }}
            />
            <HowItWorks
              icon={HeartHandshake}
              title="For donors who want their help to land"
              steps={DONOR_STEPS}
              action={{
                href: PAGE_PATHS.browse,
                label: 'Find a list to give to',
                ctaId: 'landing_how_find_list',
              }}
            />
          </div>
        </div>
      </section>

      <LandingFigures />

      <section aria-labelledby="topics-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="topics-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          Browse by topic
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

      <section aria-labelledby="trust-heading" className="border-slate-200 border-t bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <div className="flex items-center gap-3">
            <ShieldCheck aria-hidden="true" className="size-9 shrink-0 text-teal-700" />
            <h2 id="trust-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              How we keep families safe
            </h2>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SAFETY_POINTS.map((point) => (
              <li key={point.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-slate-900">{point.title}</h3>
                <p className="mt-2 text-slate-700 leading-relaxed">{point.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            More in{' '}
            <Link href={PAGE_PATHS.privacy} className="font-semibold text-teal-800 underline">
              our privacy policy
            </Link>{' '}
            and the{' '}
            <Link href={PAGE_PATHS.faq} className="font-semibold text-teal-800 underline">
              answers to common questions
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
