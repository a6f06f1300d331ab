import { ClipboardList, PlusCircle, Search, Settings, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { useHomeOverview } from '#client/features/home/api/get-home-overview';
import { ListsNeedingAttention } from '#client/features/home/components/lists-needing-attention';
import { ListCardRow } from '#client/features/needs-lists/components/list-card-row';
import { UnreadNotifications } from '#client/features/notifications/components/unread-notifications';
import { GiftsToFinish } from '#client/features/pledges/components/gifts-to-finish';
import { tRoutes } from '#client/lib/routes-messages';
import * as PAGE_PATHS from '#shared/page-paths';
import { isTopicSlug } from '#shared/routes';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

// Labels deliberately differ from the navbar and account menu, so each link name is unique on the page.
const ACTIONS = [
  {
    href: PAGE_PATHS.create,
    label: 'Start a new list',
    text: 'Describe what your family needs.',
    icon: PlusCircle,
  },
  { href: PAGE_PATHS.myLists, label: 'Your lists', text: 'Drafts and published lists.', icon: ClipboardList },
  {
    href: PAGE_PATHS.browse,
    label: 'Help a family',
    text: 'Browse lists from people in need.',
    icon: Search,
  },
  {
    href: PAGE_PATHS.products,
    label: 'Product catalog',
    text: 'Everyday essentials to add to a list.',
    icon: ShoppingCart,
  },
  {
    href: PAGE_PATHS.profile,
    label: 'Your profile',
    text: 'Your gifts and thank-you notes.',
    icon: UserRound,
  },
  {
    href: PAGE_PATHS.settings,
    label: 'Account preferences',
    text: 'Email, privacy and your data.',
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
      ? `Lists near ${suggestions.label}`
      : suggestions.kind === 'helped-category' && isTopicSlug(suggestions.label)
        ? `More ${tRoutes(`routes.topic.${suggestions.label}`)} lists, where you helped before`
        : 'Recently published lists';
  return (
    <div className="mt-10">
      <ListCardRow id="suggested-heading" title={title} lists={suggestions.lists} />
      <Link
        href={PAGE_PATHS.browse}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
      >
        Find more lists to help
      </Link>
    </div>
  );
}

function YourLists() {
  const overview = useHomeOverview();
  if (overview.isPending) return <Spinner label="Loading your lists…" className="py-8" />;
  if (overview.error) {
    return (
      <div className="mt-3 grid justify-items-start gap-3">
        <FormAlert>{readApiErrorMessage(overview.error)}</FormAlert>
        <Button variant="secondary" onClick={() => overview.refetch()}>
          Try again
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
        Welcome{user?.firstName ? `, ${user.firstName}` : ''}
      </h1>
      <p className="mt-3 text-lg text-slate-700">Here is what is waiting for you today.</p>

      <div className="grid gap-x-8 lg:grid-cols-3">
        <HomeSection id="attention-heading" title="Your lists">
          <YourLists />
        </HomeSection>
        <HomeSection id="gifts-heading" title="Gifts to finish">
          <GiftsToFinish />
        </HomeSection>
        <HomeSection id="notifications-heading" title="Unread notifications">
          <UnreadNotifications />
        </HomeSection>
      </div>

      <SuggestedLists />

      <section aria-labelledby="shortcuts-heading" className="mt-12">
        <h2 id="shortcuts-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
          Shortcuts
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
                  <span className="block font-semibold text-slate-900">{action.label}</span>
                  <span className="mt-1 block text-slate-700 text-sm">{action.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
