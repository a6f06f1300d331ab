import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function ProfilePrivacyPage() {
  return (
    <RequireSignIn title="Privacy settings" reason="Sign in to choose what others see about you.">
      {() => (
        <SimplePage
          title="Privacy settings"
          description="Choosing whether others see your full name or first name only, and whether your lists appear on your profile, will be possible here."
        />
      )}
    </RequireSignIn>
  );
}
