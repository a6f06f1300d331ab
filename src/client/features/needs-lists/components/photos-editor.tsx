import { Camera, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PhotoFileButton } from '#client/components/photo-picker/photo-file-button';
import { usePhotoPicker } from '#client/components/photo-picker/use-photo-picker';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { LIST_PHOTOS_MAX } from '#shared/needs-list-limits';
import type { TListPhoto } from '#shared/schemas/needs-list';
import { useRemoveListPhoto } from '../api/remove-list-photo';
import { useUploadListPhoto } from '../api/upload-list-photo';

const t = createTranslator(catalog);

export function PhotosEditor({
  listId,
  photos,
  ensureListId,
}: {
  listId: string | null;
  photos: TListPhoto[];
  /** Saves the draft first when there is none yet (nothing waits for a title). */
  ensureListId: () => Promise<string | null>;
}) {
  const upload = useUploadListPhoto();
  const remove = useRemoveListPhoto();
  const picker = usePhotoPicker();
  const { messageId, error } = picker;
  const [previews, setPreviews] = useState<string[]>([]);
  const isFull = photos.length + previews.length >= LIST_PHOTOS_MAX;

  const uploadWithPreview = async (id: string, file: File) => {
    // Shown at once from the device; replaced by the server's copy when the upload is done.
    const preview = URL.createObjectURL(file);
    setPreviews((current) => [...current, preview]);
    await picker.sendPhoto(() => upload.mutateAsync({ listId: id, photo: file }), { label: file.name });
    setPreviews((current) => current.filter((url) => url !== preview));
    URL.revokeObjectURL(preview);
  };

  const onChosen = async (chosen: File[]) => {
    const files = chosen.slice(0, LIST_PHOTOS_MAX - photos.length);
    picker.clearMessages();
    if (files.length === 0) return;
    const id = listId ?? (await ensureListId());
    if (!id) {
      picker.setError(t('list-editor.photos.notSaved'));
      return;
    }
    for (const file of files) {
      if (picker.acceptFile(file, file.name)) await uploadWithPreview(id, file);
    }
  };

  const onRemove = (photoId: string) =>
    picker.removePhoto(async () => {
      if (listId) await remove.mutateAsync({ listId, photoId });
    });

  return (
    <div className="grid gap-4">
      <p className="text-slate-700 text-sm">{t('list-editor.photos.intro', { max: LIST_PHOTOS_MAX })}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id} className="relative overflow-hidden rounded-lg border border-slate-200">
            <img
              src={photo.thumbnailUrl}
              alt={
                index === 0
                  ? t('list-editor.photos.coverAlt')
                  : t('list-editor.photos.numberAlt', { number: index + 1 })
              }
              width={640}
              height={480}
              className="aspect-[4/3] w-full object-cover"
            />
            {index === 0 ? (
              <span className="absolute top-2 left-2 rounded bg-white/90 px-2 py-0.5 font-semibold text-slate-900 text-xs">
                {t('list-editor.photos.cover')}
              </span>
            ) : null}
            <Button
              variant="secondary"
              size="md"
              className="absolute top-2 right-2"
              aria-label={t('list-editor.photos.remove', { number: index + 1 })}
              disabled={remove.isPending}
              onClick={() => void onRemove(photo.id)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
        {previews.map((preview) => (
          <li
            key={preview}
            className="relative overflow-hidden rounded-lg border border-slate-200 opacity-60"
          >
            <img
              src={preview}
              alt={t('list-editor.photos.uploadingAlt')}
              className="aspect-[4/3] w-full object-cover"
            />
            <span className="absolute inset-x-0 bottom-0 bg-white/90 p-1 text-center text-slate-900 text-xs">
              {t('list-editor.photos.uploading')}
            </span>
          </li>
        ))}
      </ul>
      {isFull ? (
        <p className="text-slate-700 text-sm">{t('list-editor.photos.full')}</p>
      ) : (
        <PhotoFileButton
          icon={Camera}
          label={t('list-editor.photos.add')}
          isMultiple
          className="w-fit"
          describedBy={error ? messageId : undefined}
          onFilesChosen={(files) => void onChosen(files)}
        />
      )}
      {error ? (
        <p id={messageId} role="alert" className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
