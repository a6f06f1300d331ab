import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function ProfilePage() {
  return (
    <RequireSignIn title="Your dashboard" reason="Sign in to see your dashboard.">
      {() => (
        <SimplePage
          title="Your dashboard"
          description="Your profile, your gifts and the thank-you notes you have received will be gathered here."
        />
      )}
    </RequireSignIn>
  );
}
