import { Download } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_URL } from '#client/features/account/api/export-account-data';
import { useAccountSettings } from '#client/features/account/api/get-account-settings';
import { ChangeEmailForm } from '#client/features/account/components/change-email-form';
import { ChangePasswordForm } from '#client/features/account/components/change-password-form';
import { DeleteAccountForm } from '#client/features/account/components/delete-account-form';
import { SessionsList } from '#client/features/account/components/sessions-list';
import { MAIL_CHOICES, SettingsToggles } from '#client/features/account/components/settings-toggles';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { PageSection } from '../components/layout/page-section';
import { getButtonClassName } from '../components/ui/button';

function SettingsContent({ user }: { user: TCurrentUser }) {
  const settings = useAccountSettings();
  // Until the settings arrive, assume a password: asking for one is the safe side.
  const hasPassword = settings.data?.hasPassword ?? true;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Settings</h1>
      <p className="mt-3 text-lg text-slate-700">
        Your email, your password, where you are signed in, and your data.
      </p>
      <div className="mt-8">
        <PageSection
          id="settings-mail"
          title="Email"
          description="Choose which events also reach you by email."
        >
          <SettingsToggles
            legend="Email choices"
            choices={MAIL_CHOICES}
            savedMessage="Your email choices were updated."
          />
        </PageSection>
        <PageSection
          id="settings-email-address"
          title="Email address"
          description="We send a link to the new address; your account moves to it once you open that link."
        >
          {user.emailVerified ? (
            <ChangeEmailForm currentEmail={user.email} hasPassword={hasPassword} />
          ) : (
            <p className="text-slate-700">
              First confirm <strong className="break-all text-slate-900">{user.email}</strong> with the link
              we mailed you (or{' '}
              <Link
                href={PAGE_PATHS.verifyEmail}
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                ask for a new one
              </Link>
              ); then you can move your account to another address.
            </p>
          )}
        </PageSection>
        {hasPassword ? (
          <PageSection
            id="settings-password"
            title="Password"
            description="Enter your current password to choose a new one."
          >
            <ChangePasswordForm />
          </PageSection>
        ) : null}
        <PageSection
          id="settings-sessions"
          title="Where you are signed in"
          description="Every browser or device that is signed in to your account."
        >
          <SessionsList />
        </PageSection>
        <PageSection
          id="settings-export"
          title="Your data"
          description="Download everything we hold about you (profile, settings, sign-ins, notifications and activity) as a JSON file."
        >
          <a href={ACCOUNT_EXPORT_URL} download className={getButtonClassName('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            Export my data
          </a>
        </PageSection>
        <PageSection
          id="settings-delete"
          title="Delete account"
          description="Remove your account and everything in it for good."
        >
          <DeleteAccountForm hasPassword={hasPassword} />
        </PageSection>
      </div>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <RequireSignIn title="Settings" reason="Sign in to change your account settings.">
      {(user) => <SettingsContent user={user} />}
    </RequireSignIn>
  );
}
