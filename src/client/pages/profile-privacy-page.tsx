import { PRIVACY_CHOICES, SettingsToggles } from '#client/features/account/components/settings-toggles';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';

export default function ProfilePrivacyPage() {
  return (
    <RequireSignIn title="Privacy settings" reason="Sign in to choose what others see about you.">
      {() => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Privacy settings</h1>
          <p className="mt-3 text-lg text-slate-700">
            Choose what other people see about you. Your email address and your shipping address are never
            shown on your profile.
          </p>
          <div className="mt-8 border-slate-200 border-t pt-8">
            <SettingsToggles
              legend="What others see"
              choices={PRIVACY_CHOICES}
              savedMessage="Your privacy choices were updated."
            />
          </div>
        </div>
      )}
    </RequireSignIn>
  );
}
