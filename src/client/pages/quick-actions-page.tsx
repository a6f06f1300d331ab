import {
  ListChecks,
  type LucideIcon,
  MailCheck,
  PlusCircle,
  Search,
  Settings,
  ShieldCheck,
  ShoppingBag,
  UserRound,
} from 'lucide-react';
import { Link } from 'wouter';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button';
import { useMyPledges } from '#client/features/pledges/api/get-my-pledges';
import { MyGiftsSummary } from '#client/features/pledges/components/my-gifts';
import { useOwnProfile } from '#client/features/profile/api/get-own-profile';
import { getProfileCompletion } from '#client/features/profile/utils/get-profile-completion';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';

type TAction = { title: string; description: string; href: string; icon: LucideIcon };

const CARD_CLASS =
  'flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function ActionCard({ action }: { action: TAction }) {
  const Icon = action.icon;
  return (
    <li>
      <Link href={action.href} className={CARD_CLASS}>
        <Icon aria-hidden="true" className="size-7 shrink-0 text-teal-700" />
        <span>
          <span className="block font-bold text-slate-900">{action.title}</span>
          <span className="mt-1 block text-slate-700 text-sm">{action.description}</span>
        </span>
      </Link>
    </li>
  );
}

function QuickActions({ user }: { user: TCurrentUser }) {
  const profile = useOwnProfile();
  // Reservations run out: when there are some, they come before everything else.
  const myPledges = useMyPledges(true);
  const hasReservations = (myPledges.data?.activeReservations ?? 0) > 0;
  const completion = profile.data ? getProfileCompletion(profile.data) : null;
  const actions: TAction[] = [
    {
      title: 'Create a needs list',
      description: 'List what your family needs, with a short story. It takes a few minutes.',
      href: PAGE_PATHS.create,
      icon: PlusCircle,
    },
    {
      title: 'Find needs lists',
      description: 'Search lists by place, need or urgency, and help a family directly.',
      href: PAGE_PATHS.browse,
      icon: Search,
    },
    {
      title: 'My needs lists',
      description: 'Your lists, drafts included, with what has been bought and received.',
      href: PAGE_PATHS.myLists,
      icon: ListChecks,
    },
    {
      title: 'Find products',
      description: 'Everyday essentials with typical prices, to add to a list.',
      href: PAGE_PATHS.products,
      icon: ShoppingBag,
    },
    {
      title: 'Complete your profile',
      description: completion
        ? completion.percent === 100
          ? 'Your profile is complete. Change your photo or details any time.'
          : `${completion.doneCount} of ${completion.steps.length} steps done: a photo and a few words build trust.`
        : 'A photo and a few words help donors and families trust you.',
      href: PAGE_PATHS.profileEdit,
      icon: UserRound,
    },
    {
      title: 'Privacy',
      description: 'Choose whether others see your full name and your lists.',
      href: PAGE_PATHS.profilePrivacy,
      icon: ShieldCheck,
    },
    {
      title: 'Settings',
      description: 'Email choices, password, devices, your data.',
      href: PAGE_PATHS.settings,
      icon: Settings,
    },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Quick actions</h1>
      <p className="mt-3 text-lg text-slate-700">The things you do most, one tap away.</p>
      {user.emailVerified ? null : (
        <section
          aria-labelledby="quick-verify"
          className="mt-8 flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900"
        >
          <h2 id="quick-verify" className="flex items-center gap-2 font-bold">
            <MailCheck aria-hidden="true" className="size-6 text-amber-700" />
            Confirm your email to publish lists
          </h2>
          <p>
            We sent a link to <strong className="break-all">{user.email}</strong>. Did not get it?
          </p>
          <ResendVerificationButton size="md" variant="secondary" label="Resend verification email" />
        </section>
      )}
      {hasReservations ? (
        <div className="mt-8">
          <MyGiftsSummary />
        </div>
      ) : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {actions.map((action) => (
          <ActionCard key={action.href} action={action} />
        ))}
      </ul>
      {hasReservations ? null : (
        <div className="mt-8">
          <MyGiftsSummary />
        </div>
      )}
    </div>
  );
}

export default function QuickActionsPage() {
  return (
    <RequireSignIn title="Quick actions" reason="Sign in to see your quick actions.">
      {(user) => <QuickActions user={user} />}
    </RequireSignIn>
  );
}
