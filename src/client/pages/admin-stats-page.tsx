import { SimplePage } from '../components/layout/simple-page';
import { RequireAdmin } from '../features/auth/components/require-admin';

export default function AdminStatsPage() {
  return (
    <RequireAdmin title="Statistics">
      {() => (
        <SimplePage
          title="Statistics"
          description="Charts of visits, CTA clicks, lists created, outbound clicks and reported purchases, counted from real events, will be here."
        />
      )}
    </RequireAdmin>
  );
}
