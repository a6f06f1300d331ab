import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function MyListsPage() {
  return (
    <RequireSignIn title="My needs lists" reason="Sign in to see the needs lists you have created.">
      {() => (
        <SimplePage
          title="My needs lists"
          description="Your needs lists, drafts included, with their status and how close each is to complete, will be shown here."
        />
      )}
    </RequireSignIn>
  );
}
