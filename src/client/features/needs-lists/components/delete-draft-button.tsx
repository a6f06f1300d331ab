import { Trash2 } from 'lucide-react';
import { Button, type TButtonSize } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { useDeleteList } from '../api/delete-list';
import { forgetDraft } from '../utils/draft-storage';

/** Deletes a draft, after asking: its items and photos go with it. */
export function DeleteDraftButton({
  listId,
  title,
  size = 'sm',
  onDeleted,
}: {
  listId: string;
  title: string;
  size?: TButtonSize;
  onDeleted?: () => void;
}) {
  const deleteList = useDeleteList();
  const name = title.trim();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          size={size}
          aria-label={name ? `Delete draft: ${name}` : 'Delete this unnamed draft'}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete draft
        </Button>
      }
      title="Delete this draft?"
      description={`${name ? `“${name}”` : 'This draft'} will be deleted with its items and photos. This cannot be undone.`}
      confirmLabel="Delete draft"
      pendingLabel="Deleting…"
      onConfirm={async () => {
        await deleteList.mutateAsync(listId);
        forgetDraft(listId);
        onDeleted?.();
      }}
    />
  );
}
