import { SimplePage } from '../components/layout/simple-page';
import { RequireAdmin } from '../features/auth/components/require-admin';

export default function AdminPage() {
  return (
    <RequireAdmin title="Administration">
      {() => (
        <SimplePage
          title="Administration"
          description="The moderation queue of reported and new lists, verification, user management and the audit log will be here."
        />
      )}
    </RequireAdmin>
  );
}
