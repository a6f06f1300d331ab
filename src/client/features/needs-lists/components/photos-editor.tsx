import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { checkPhotoFile } from '#client/lib/check-photo-file';
import { parseFieldError } from '#client/lib/form-errors';
import { readApiErrorMessage } from '#client/lib/request';
import { PHOTO_ACCEPTED_TYPES } from '#shared/constants';
import { LIST_PHOTOS_MAX } from '#shared/needs-list-limits';
import type { TListPhoto } from '#shared/schemas/needs-list';
import { useRemoveListPhoto } from '../api/remove-list-photo';
import { useUploadListPhoto } from '../api/upload-list-photo';

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
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const isFull = photos.length + previews.length >= LIST_PHOTOS_MAX;

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, LIST_PHOTOS_MAX - photos.length);
    event.target.value = '';
    setError(null);
    const id = files.length > 0 ? (listId ?? (await ensureListId())) : null;
    if (!id) {
      if (files.length > 0)
        setError('Your draft could not be saved yet, so the photo was not added. Try again.');
      return;
    }
    for (const file of files) {
      const problem = checkPhotoFile(file);
      if (problem) {
        setError(`${file.name}: ${problem}`);
        continue;
      }
      // Shown at once from the device; replaced by the server's copy when the upload is done.
      const preview = URL.createObjectURL(file);
      setPreviews((current) => [...current, preview]);
      try {
        await upload.mutateAsync({ listId: id, photo: file });
      } catch (uploadError) {
        const text = readApiErrorMessage(uploadError);
        setError(`${file.name}: ${parseFieldError(text, ['photo'] as const)?.message ?? text}`);
      } finally {
        setPreviews((current) => current.filter((url) => url !== preview));
        URL.revokeObjectURL(preview);
      }
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-slate-700 text-sm">
        Up to {LIST_PHOTOS_MAX} photos, JPEG, PNG or WebP. The first one is shown in search results and when
        the list is shared. We remove the hidden location data phones store in photos. Avoid showing your
        house number or faces of children if you can.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id} className="relative overflow-hidden rounded-lg border border-slate-200">
            <img
              src={photo.thumbnailUrl}
              alt={index === 0 ? 'Cover of the list' : `Number ${index + 1} of the list`}
              width={640}
              height={480}
              className="aspect-[4/3] w-full object-cover"
            />
            {index === 0 ? (
              <span className="absolute top-2 left-2 rounded bg-white/90 px-2 py-0.5 font-semibold text-slate-900 text-xs">
                Cover
              </span>
            ) : null}
            <Button
              variant="secondary"
              size="md"
              className="absolute top-2 right-2"
              aria-label={`Remove photo ${index + 1}`}
              disabled={remove.isPending}
              onClick={async () => {
                setError(null);
                try {
                  if (listId) await remove.mutateAsync({ listId, photoId: photo.id });
                } catch (removeError) {
                  setError(readApiErrorMessage(removeError));
                }
              }}
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
            <img src={preview} alt="Uploading" className="aspect-[4/3] w-full object-cover" />
            <span className="absolute inset-x-0 bottom-0 bg-white/90 p-1 text-center text-slate-900 text-xs">
              Uploading…
            </span>
          </li>
        ))}
      </ul>
      {isFull ? (
        <p className="text-slate-700 text-sm">
          This list has the most photos it can hold. Remove one to add another.
        </p>
      ) : (
        <label
          className={getButtonClassName(
            'secondary',
            'md',
            'w-fit cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700',
          )}
        >
          <Camera aria-hidden="true" className="size-4" />
          Add photos
          <input
            type="file"
            multiple
            accept={PHOTO_ACCEPTED_TYPES.join(',')}
            className="sr-only"
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => void onChosen(event)}
          />
        </label>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
