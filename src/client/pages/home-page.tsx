import { ClipboardList, PlusCircle, Search, Settings, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { useHomeOverview } from '#client/features/home/api/get-home-overview';
import { ListsNeedingAttention } from '#client/features/home/components/lists-needing-attention';
import { ListCardRow } from '#client/features/needs-lists/components/list-card-row';
import { UnreadNotifications } from '#client/features/notifications/components/unread-notifications';
import { GiftsToFinish } from '#client/features/pledges/components/gifts-to-finish';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/home.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { isTopicSlug } from '#shared/routes';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

// Labels deliberately differ from the navbar and account menu, so each link name is unique on the page.
const ACTIONS = [
  { href: PAGE_PATHS.create, label: 'home.action.create', text: 'home.action.create.text', icon: PlusCircle },
  {
    href: PAGE_PATHS.myLists,
    label: 'home.action.myLists',
    text: 'home.action.myLists.text',
    icon: ClipboardList,
  },
  { href: PAGE_PATHS.browse, label: 'home.action.browse', text: 'home.action.browse.text', icon: Search },
  {
    href: PAGE_PATHS.products,
    label: 'home.action.products',
    text: 'home.action.products.text',
    icon: ShoppingCart,
  },
  {
    href: PAGE_PATHS.profile,
    label: 'home.action.profile',
    text: 'home.action.profile.text',
    icon: UserRound,
  },
  {
    href: PAGE_PATHS.settings,
    label: 'home.action.settings',
    text: 'home.action.settings.text',
    icon: Settings,
  },
] as const;

function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-bold text-2xl text-slate-900 tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SuggestedLists() {
  const overview = useHomeOverview();
  if (overview.error) return null;
  const suggestions = overview.data?.suggestions;
  if (!suggestions || suggestions.lists.length === 0) return null;
  const title =
    suggestions.kind === 'near'
      ? t('home.suggested.near', { place: suggestions.label })
      : suggestions.kind === 'helped-category' && isTopicSlug(suggestions.label)
        ? t('home.suggested.topic', { topic: tRoutes(`routes.topic.${suggestions.label}`) })
        : t('home.suggested.recent');
  return (
    <div className="mt-10">
      <ListCardRow id="suggested-heading" title={title} lists={suggestions.lists} />
      <Link
        href={PAGE_PATHS.browse}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
      >
        {t('home.suggested.more')}
      </Link>
    </div>
  );
}

function YourLists() {
  const overview = useHomeOverview();
  if (overview.isPending) return <Spinner label={t('home.lists.loading')} className="py-8" />;
  if (overview.error) {
    return (
      <div className="mt-3 grid justify-items-start gap-3">
        <FormAlert>{readApiErrorMessage(overview.error)}</FormAlert>
        <Button variant="secondary" onClick={() => overview.refetch()}>
          {t('home.lists.retry')}
        </Button>
      </div>
    );
  }
  return <ListsNeedingAttention lists={overview.data.listsNeedingAttention} />;
}

export default function HomePage() {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {user?.firstName ? t('home.welcomeName', { name: user.firstName }) : t('home.welcome')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('home.intro')}</p>

      <div className="grid gap-x-8 lg:grid-cols-3">
        <HomeSection id="attention-heading" title={t('home.yourLists')}>
          <YourLists />
        </HomeSection>
        <HomeSection id="gifts-heading" title={t('home.giftsToFinish')}>
          <GiftsToFinish />
        </HomeSection>
        <HomeSection id="notifications-heading" title={t('home.unread')}>
          <UnreadNotifications />
        </HomeSection>
      </div>

      <SuggestedLists />

      <section aria-labelledby="shortcuts-heading" className="mt-12">
        <h2 id="shortcuts-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
          {t('home.shortcuts')}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ACTIONS.map((action) => (
            <li key={action.href}>
              <Link
                href={action.href}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <action.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{t(action.label)}</span>
                  <span className="mt-1 block text-slate-700 text-sm">{t(action.text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
