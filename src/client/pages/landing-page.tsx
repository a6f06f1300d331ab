import { HeartHandshake, ListChecks, Search, ShieldCheck, ShoppingBag } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { TOPIC_SLUGS, TOPIC_TITLES } from '../../shared/routes';
import { ButtonLink } from '../components/ui/button';
import { trackCtaClick } from '../lib/analytics';

const STEPS = [
  {
    icon: ListChecks,
    title: 'A family lists what they need',
    text: 'Clothes after a fire, formula for a new baby, supplies for school: the concrete things that would help right now, with a short story.',
  },
  {
    icon: ShoppingBag,
    title: 'A donor picks one item',
    text: 'Choose something that fits your budget and buy it from the store you already use, shipped to the family.',
  },
  {
    icon: HeartHandshake,
    title: 'Everyone knows it is covered',
    text: 'Mark the item as bought so nobody buys it twice; the family confirms when it arrives and can say thank you.',
  },
] as const;

// Decorative only: a needs list drawn with shapes, no invented names, items or numbers.
function ListIllustration() {
  const rows = [
    { y: 118, isChecked: true, width: 150 },
    { y: 168, isChecked: true, width: 120 },
    { y: 218, isChecked: false, width: 165 },
    { y: 268, isChecked: false, width: 105 },
  ];
  return (
    <svg aria-hidden="true" viewBox="0 0 320 340" className="hidden w-full max-w-sm lg:block">
      <rect x="24" y="24" width="272" height="296" rx="24" fill="#115e59" />
      <rect x="12" y="12" width="272" height="296" rx="24" fill="#ffffff" />
      <rect x="12" y="12" width="272" height="70" rx="24" fill="#fcd34d" />
      <rect x="12" y="58" width="272" height="24" fill="#fcd34d" />
      <path
        d="M58 66 41.5 50.2a10.5 10.5 0 0 1 14.8-14.9L58 37l1.7-1.7a10.5 10.5 0 0 1 14.8 14.9Z"
        fill="#0f766e"
      />
      <rect x="92" y="38" width="120" height="12" rx="6" fill="#134e4a" opacity="0.8" />
      <rect x="92" y="58" width="80" height="8" rx="4" fill="#134e4a" opacity="0.45" />
      {rows.map((row) => (
        <g key={row.y}>
          <rect
            x="40"
            y={row.y - 14}
            width="28"
            height="28"
            rx="8"
            fill={row.isChecked ? '#0f766e' : '#ffffff'}
            stroke="#0f766e"
            strokeWidth="3"
          />
          {row.isChecked ? (
            <path
              d={`M47 ${row.y} l5 5 l10 -11`}
              fill="none"
              stroke="#ffffff"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : null}
          <rect x="84" y={row.y - 6} width={row.width} height="12" rx="6" fill="#cbd5e1" />
        </g>
      ))}
    </svg>
  );
}

function SearchForm() {
  const [, navigate] = useLocation();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(query ? `/browse?q=${encodeURIComponent(query)}` : '/browse');
  };
  return (
    <search className="mt-8 block max-w-xl">
      <form action="/browse" method="get" onSubmit={onSubmit}>
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
                href="/create"
                variant="inverse"
                size="lg"
                onClick={() => trackCtaClick('landing_create_list')}
              >
                Create a needs list
              </ButtonLink>
              <ButtonLink
                href="/browse"
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

      <section aria-labelledby="audience-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="audience-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          Who Kindlist is for
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-lg text-slate-900">
              Families and people going through hardship
            </h3>
            <p className="mt-2 text-slate-700 leading-relaxed">
              Put the things you need in one list and share a single link with friends, neighbours and
              strangers who want to help. Only your city and region are public; your address stays private.
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-lg text-slate-900">Donors who want their help to land</h3>
            <p className="mt-2 text-slate-700 leading-relaxed">
              See exactly what a family is missing, give one real thing instead of guessing, and know that no
              one else is buying the same item.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="steps-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <step.icon aria-hidden="true" className="size-7 text-teal-700" />
                <h3 className="mt-3 font-semibold text-lg text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700 leading-relaxed">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

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
                {TOPIC_TITLES[slug]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="trust-heading" className="border-slate-200 border-t bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14 md:flex-row md:items-start">
          <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-teal-700" />
          <div>
            <h2 id="trust-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
              Built to protect the families who use it
            </h2>
            <p className="mt-3 max-w-3xl text-slate-700 leading-relaxed">
              Kindlist is designed so that a shipping address is shown only to a signed-in donor who has
              reserved an item, and the family can see who viewed it. Anyone can report a list for our team to
              review, and retailer links never carry hidden affiliate codes.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
