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
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/quick-actions.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';

const t = createTranslator(catalog);

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
      title: t('quick-actions.create.title'),
      description: t('quick-actions.create.description'),
      href: PAGE_PATHS.create,
      icon: PlusCircle,
    },
    {
      title: t('quick-actions.browse.title'),
      description: t('quick-actions.browse.description'),
      href: PAGE_PATHS.browse,
      icon: Search,
    },
    {
      title: t('quick-actions.myLists.title'),
      description: t('quick-actions.myLists.description'),
      href: PAGE_PATHS.myLists,
      icon: ListChecks,
    },
    {
      title: t('quick-actions.products.title'),
      description: t('quick-actions.products.description'),
      href: PAGE_PATHS.products,
      icon: ShoppingBag,
    },
    {
      title: t('quick-actions.profile.title'),
      description: completion
        ? completion.percent === 100
          ? t('quick-actions.profile.complete')
          : t('quick-actions.profile.progress', {
              done: completion.doneCount,
              total: completion.steps.length,
            })
        : t('quick-actions.profile.description'),
      href: PAGE_PATHS.profileEdit,
      icon: UserRound,
    },
    {
      title: t('quick-actions.privacy.title'),
      description: t('quick-actions.privacy.description'),
      href: PAGE_PATHS.profilePrivacy,
      icon: ShieldCheck,
    },
    {
      title: t('quick-actions.settings.title'),
      description: t('quick-actions.settings.description'),
      href: PAGE_PATHS.settings,
      icon: Settings,
    },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {tTitles('titles.quick-actions')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('quick-actions.intro')}</p>
      {user.emailVerified ? null : (
        <section
          aria-labelledby="quick-verify"
          className="mt-8 flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900"
        >
          <h2 id="quick-verify" className="flex items-center gap-2 font-bold">
            <MailCheck aria-hidden="true" className="size-6 text-amber-700" />
            {t('quick-actions.verify.title')}
          </h2>
          <p>
            <RichText
              t={t}
              id="quick-actions.verify.text"
              values={{ email: <>{user.email}</> }}
              components={{ 0: <strong className="break-all" /> }}
            />
          </p>
          <ResendVerificationButton size="md" variant="secondary" label={t('quick-actions.verify.resend')} />
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
    <RequireSignIn title={tTitles('titles.quick-actions')} reason={t('quick-actions.signIn')}>
      {(user) => <QuickActions user={user} />}
    </RequireSignIn>
  );
}
