import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function QuickActionsPage() {
  return (
    <RequireSignIn title="Quick actions" reason="Sign in to see your quick actions.">
      {() => (
        <SimplePage
          title="Quick actions"
          description="Shortcuts to the things you do most, like adding an item or thanking a donor, will be collected here."
        />
      )}
    </RequireSignIn>
  );
}
