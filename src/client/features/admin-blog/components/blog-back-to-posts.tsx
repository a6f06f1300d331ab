import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';

/** Back to the list of posts; with unsaved changes, only after asking. */
export function BlogBackToPosts({ isDirty, onClose }: { isDirty: boolean; onClose: () => void }) {
  const button = (
    <Button variant="ghost" className="-ml-4" onClick={isDirty ? undefined : onClose}>
      <span aria-hidden="true">←</span> All posts
    </Button>
  );
  if (!isDirty) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title="Leave without saving?"
      description="Your changes to this post are not saved yet. They will be lost."
      confirmLabel="Leave without saving"
      pendingLabel="Leaving…"
      cancelLabel="Keep editing"
      onConfirm={async () => onClose()}
    />
  );
}
