import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function EditListPage() {
  return (
    <RequireSignIn title="Edit needs list" reason="Sign in to edit your needs list.">
      {() => (
        <SimplePage
          title="Edit needs list"
          description="Editing your list, its items and its photos will be possible here."
        />
      )}
    </RequireSignIn>
  );
}
