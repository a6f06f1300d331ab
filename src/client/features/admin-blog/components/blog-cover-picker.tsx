import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { checkPhotoFile } from '#client/lib/check-photo-file';
import { parseFieldError } from '#client/lib/form-errors';
import { readApiErrorMessage } from '#client/lib/request';
import { PHOTO_ACCEPTED_TYPES } from '#shared/constants';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { useRemoveBlogCover } from '../api/remove-blog-cover';
import { useUploadBlogCover } from '../api/upload-blog-cover';

/**
 * The post's cover: shown as it is stored (re-encoded by the server), replaced or removed at once, with
 * its description for people who cannot see it (`altField`, saved with the rest of the form).
 */
export function BlogCoverPicker({
  post,
  coverAlt,
  ensureSaved,
  altField,
}: {
  post: TAdminBlogPost | null;
  coverAlt: string;
  /** A cover belongs to a saved post: a new one is saved first (it needs a title for that). */
  ensureSaved: () => Promise<TAdminBlogPost | null>;
  altField: ReactNode;
}) {
  const upload = useUploadBlogCover();
  const remove = useRemoveBlogCover();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isBusy = upload.isPending || remove.isPending;
  const coverUrl = post?.coverImageUrl ?? null;

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || isBusy) return;
    setError(null);
    setNotice(null);
    const problem = checkPhotoFile(file);
    if (problem) {
      setError(`${file.name}: ${problem}`);
      return;
    }
    const saved = post ?? (await ensureSaved());
    if (!saved) {
      setError('Save the post first (it needs a title), then add its cover.');
      return;
    }
    try {
      await upload.mutateAsync({ postId: saved.id, photo: file });
      setNotice('The cover is saved.');
    } catch (uploadError) {
      const text = readApiErrorMessage(uploadError);
      setError(parseFieldError(text, ['photo'] as const)?.message ?? text);
    }
  };

  const onRemove = async () => {
    if (!post || isBusy) return;
    setError(null);
    setNotice(null);
    try {
      await remove.mutateAsync(post.id);
      setNotice('The cover is removed.');
      // The button that had the focus is gone with the cover.
      fileInputRef.current?.focus();
    } catch (removeError) {
      setError(readApiErrorMessage(removeError));
    }
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-semibold text-slate-900 text-sm">Cover</legend>
      <p className="text-slate-700 text-sm">
        Shown at the top of the post and when it is shared. JPEG, PNG or WebP; we make it at most 1600 px wide
        and remove hidden data such as the place it was taken.
      </p>
      {coverUrl ? (
        <img
          src={coverUrl}
          alt={coverAlt ? `Current cover: ${coverAlt}` : 'Current cover (no description yet)'}
          width={1200}
          height={630}
          className="aspect-[1200/630] h-auto w-full max-w-md rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <p className="rounded-lg border border-slate-300 border-dashed bg-slate-50 p-4 text-slate-700 text-sm">
          No cover yet.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <label
          className={getButtonClassName(
            'secondary',
            'md',
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading…' : coverUrl ? 'Replace the cover' : 'Upload a cover'}
          <input
            type="file"
            accept={PHOTO_ACCEPTED_TYPES.join(',')}
            ref={fileInputRef}
            className="sr-only"
            aria-describedby={error || notice ? messageId : undefined}
            onChange={(event) => void onChosen(event)}
          />
        </label>
        {coverUrl ? (
          <Button variant="secondary" aria-disabled={isBusy || undefined} onClick={() => void onRemove()}>
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.isPending ? 'Removing…' : 'Remove the cover'}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-red-800 text-sm">
          {error}
        </p>
      ) : (
        <p id={messageId} role="status" className={notice ? 'text-slate-800 text-sm' : 'sr-only'}>
          {notice}
        </p>
      )}
      {altField}
    </fieldset>
  );
}
