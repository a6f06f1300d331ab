import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button';
import { UserAvatar } from '#client/features/auth/components/user-avatar';
import { useNotifications } from '#client/features/notifications/api/get-notifications';
import { MyGifts } from '#client/features/pledges/components/my-gifts';
import { useOwnProfile } from '#client/features/profile/api/get-own-profile';
import { ProfileCompletionCard } from '#client/features/profile/components/profile-completion-card';
import { PlaceAndMemberSince } from '#client/features/profile/components/profile-summary';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/profile.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { createTranslator } from '../lib/i18n';
import { readApiErrorMessage } from '../lib/request';
import { RichText } from '../lib/rich-text';
import { tRoutes } from '../lib/routes-messages';

const t = createTranslator(catalog);

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

function Dashboard({ user }: { user: TCurrentUser }) {
  const profile = useOwnProfile();
  const notifications = useNotifications(true);
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert>{readApiErrorMessage(profile.error)}</FormAlert>;
  const unreadCount = notifications.data?.filter((notification) => !notification.isRead).length ?? 0;

  return (
    <>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <h1 className="wrap-anywhere font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {profile.data.firstName
              ? t('profile.dashboard.hello', { name: profile.data.firstName })
              : t('profile.dashboard.helloThere')}
          </h1>
          <PlaceAndMemberSince
            city={profile.data.city}
            region={profile.data.region}
            since={profile.data.createdAt}
          />
        </div>
      </header>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={PAGE_PATHS.profileEdit} className={getButtonClassName('primary')}>
          {t('profile.editProfile')}
        </Link>
        <Link href={pagePaths.publicProfile(profile.data.id)} className={getButtonClassName('secondary')}>
          {t('profile.dashboard.viewPublic')}
        </Link>
        <Link href={PAGE_PATHS.quickActions} className={getButtonClassName('ghost')}>
          {tTitles('titles.quick-actions')}
        </Link>
      </div>

      {profile.data.emailVerified ? null : (
        <section
          aria-labelledby="dashboard-verify"
          className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900"
        >
          <h2 id="dashboard-verify" className="font-bold text-lg">
            {t('profile.dashboard.verifyTitle')}
          </h2>
          <p className="mt-1">
            <RichText
              t={t}
              id="profile.dashboard.verifyText"
              values={{ email: <>{profile.data.email}</> }}
              components={{ 0: <strong className="break-all" /> }}
            />
          </p>
          <ResendVerificationButton size="md" variant="secondary" label={t('profile.dashboard.resend')} />
        </section>
      )}

      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <ProfileCompletionCard profile={profile.data} />
        <section
          aria-labelledby="dashboard-notifications"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2
            id="dashboard-notifications"
            className="flex items-center gap-2 font-bold text-lg text-slate-900"
          >
            <Bell aria-hidden="true" className="size-5 text-teal-700" />
            {t('profile.dashboard.notifications')}
          </h2>
          <p className="mt-3 text-slate-800">
            {notifications.isPending
              ? t('profile.loading')
              : unreadCount === 0
                ? t('profile.dashboard.noUnread')
                : t('profile.dashboard.unread', { count: unreadCount })}
          </p>
          <p className="mt-4 text-slate-700 text-sm">
            <RichText
              t={t}
              id="profile.dashboard.emailChoices"
              components={{ 0: <Link href={PAGE_PATHS.settings} className={LINK_CLASS} /> }}
            />
          </p>
        </section>
      </div>
      <div className="mt-8">
        <MyGifts />
      </div>
    </>
  );
}

export default function ProfilePage() {
  return (
    <RequireSignIn title={tTitles('titles.profile')} reason={t('profile.dashboard.signIn')}>
      {(user) => (
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <Dashboard user={user} />
        </div>
      )}
    </RequireSignIn>
  );
}
