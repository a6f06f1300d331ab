import { Trash2 } from 'lucide-react';
import { Button, type TButtonSize } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/my-lists.json';
import { useDeleteList } from '../api/delete-list';
import { forgetDraft } from '../utils/draft-storage';

const t = createTranslator(catalog);

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
          aria-label={name ? t('my-lists.deleteDraft.named', { name }) : t('my-lists.deleteDraft.unnamed')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('my-lists.deleteDraft.button')}
        </Button>
      }
      title={t('my-lists.deleteDraft.title')}
      description={
        name ? t('my-lists.deleteDraft.description', { name }) : t('my-lists.deleteDraft.descriptionUnnamed')
      }
      confirmLabel={t('my-lists.deleteDraft.button')}
      pendingLabel={t('my-lists.deleteDraft.deleting')}
      onConfirm={async () => {
        await deleteList.mutateAsync(listId);
        forgetDraft(listId);
        onDeleted?.();
      }}
    />
  );
}
