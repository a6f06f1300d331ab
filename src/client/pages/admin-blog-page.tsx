import { SimplePage } from '../components/layout/simple-page';
import { RequireAdmin } from '../features/auth/components/require-admin';

export default function AdminBlogPage() {
  return (
    <RequireAdmin title="Blog editor">
      {() => (
        <SimplePage
          title="Blog editor"
          description="Writing, previewing and publishing blog posts will be possible here."
        />
      )}
    </RequireAdmin>
  );
}
