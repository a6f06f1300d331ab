import type { ReactNode } from 'react';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { SessionsList } from '../features/account/components/sessions-list';
import { MAIL_CHOICES, SettingsToggles } from '../features/account/components/settings-toggles';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-slate-200 border-t py-8">
      <h2 id={id} className="font-bold text-slate-900 text-xl">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export default function SettingsPage() {
  return (
    <RequireSignIn title="Settings" reason="Sign in to change your account settings.">
      {() => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Settings</h1>
          <p className="mt-3 text-lg text-slate-700">
            Your email choices, your password and where you are signed in.
          </p>
          <div className="mt-8">
            <SettingsSection
              id="settings-mail"
              title="Email"
              description="Choose which events also reach you by email."
            >
              <SettingsToggles
                legend="Email choices"
                choices={MAIL_CHOICES}
                savedMessage="Your email choices were updated."
              />
            </SettingsSection>
            <SettingsSection
              id="settings-password"
              title="Password"
              description="Enter your current password to choose a new one."
            >
              <ChangePasswordForm />
            </SettingsSection>
            <SettingsSection
              id="settings-sessions"
              title="Where you are signed in"
              description="Every browser or device that is signed in to your account."
            >
              <SessionsList />
            </SettingsSection>
          </div>
        </div>
      )}
    </RequireSignIn>
  );
}
