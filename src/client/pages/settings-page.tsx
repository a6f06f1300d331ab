import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function SettingsPage() {
  return (
    <RequireSignIn title="Settings" reason="Sign in to change your account settings.">
      {() => (
        <SimplePage
          title="Settings"
          description="Your email preferences, a download of your data and deleting your account will be available here."
        />
      )}
    </RequireSignIn>
  );
}
