import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function ProfileEditPage() {
  return (
    <RequireSignIn title="Edit profile" reason="Sign in to edit your profile.">
      {() => (
        <SimplePage
          title="Edit profile"
          description="Changing your name, photo and short introduction will be possible here."
        />
      )}
    </RequireSignIn>
  );
}
