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
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

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
            Hello, {profile.data.firstName || 'there'}
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
          Edit profile
        </Link>
        <Link href={pagePaths.publicProfile(profile.data.id)} className={getButtonClassName('secondary')}>
          View public profile
        </Link>
        <Link href={PAGE_PATHS.quickActions} className={getButtonClassName('ghost')}>
          Quick actions
        </Link>
      </div>

      {profile.data.emailVerified ? null : (
        <section
          aria-labelledby="dashboard-verify"
          className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900"
        >
          <h2 id="dashboard-verify" className="font-bold text-lg">
            Confirm your email address
          </h2>
          <p className="mt-1">
            We sent a link to <strong className="break-all">{profile.data.email}</strong>. You need a
            confirmed address to publish a needs list.
          </p>
          <ResendVerificationButton size="md" variant="secondary" label="Send the link again" />
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
            Notifications
          </h2>
          <p className="mt-3 text-slate-800">
            {notifications.isPending
              ? 'Loading…'
              : unreadCount === 0
                ? 'You are all caught up: no unread notifications.'
                : `You have ${unreadCount} unread ${unreadCount === 1 ? 'notification' : 'notifications'}. Open the bell at the top of the page to read them.`}
          </p>
          <p className="mt-4 text-slate-700 text-sm">
            Choose which ones also reach you by email in{' '}
            <Link href={PAGE_PATHS.settings} className={LINK_CLASS}>
              Settings
            </Link>
            .
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
    <RequireSignIn title="Your dashboard" reason="Sign in to see your dashboard.">
      {(user) => (
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <Dashboard user={user} />
        </div>
      )}
    </RequireSignIn>
  );
}
