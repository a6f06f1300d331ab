import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';

const t = createTranslator(catalog);

/** Back to the list of posts; with unsaved changes, only after asking. */
export function BlogBackToPosts({ isDirty, onClose }: { isDirty: boolean; onClose: () => void }) {
  const button = (
    <Button variant="ghost" className="-ml-4" onClick={isDirty ? undefined : onClose}>
      <span aria-hidden="true">←</span> {t('admin-blog.allPosts')}
    </Button>
  );
  if (!isDirty) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title={t('admin-blog.leave.title')}
      description={t('admin-blog.leave.description')}
      confirmLabel={t('admin-blog.leave.confirm')}
      pendingLabel={t('admin-blog.leave.pending')}
      cancelLabel={t('admin-blog.leave.keepEditing')}
      onConfirm={async () => onClose()}
    />
  );
}
