import { ImagePlus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { PhotoFileButton } from '#client/components/photo-picker/photo-file-button';
import { usePhotoPicker } from '#client/components/photo-picker/use-photo-picker';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { useRemoveBlogCover } from '../api/remove-blog-cover';
import { useUploadBlogCover } from '../api/upload-blog-cover';

const t = createTranslator(catalog);

function CoverPreview({ coverUrl, coverAlt }: { coverUrl: string | null; coverAlt: string }) {
  if (!coverUrl) {
    return (
      <p className="rounded-lg border border-slate-300 border-dashed bg-slate-50 p-4 text-slate-700 text-sm">
        {t('admin-blog.cover.none')}
      </p>
    );
  }
  return (
    <img
      src={coverUrl}
      alt={
        coverAlt ? t('admin-blog.cover.currentAlt', { alt: coverAlt }) : t('admin-blog.cover.currentNoAlt')
      }
      width={1200}
      height={630}
      className="aspect-[1200/630] h-auto w-full max-w-md rounded-lg border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

// The status line is always there (empty until something happens), so its first notice is announced.
function CoverMessage({ id, error, notice }: { id: string; error: string | null; notice: string | null }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-red-800 text-sm">
        {error}
      </p>
    );
  }
  return (
    <p id={id} role="status" className={notice ? 'text-slate-800 text-sm' : 'sr-only'}>
      {notice}
    </p>
  );
}

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
  const picker = usePhotoPicker();
  const { messageId, error, notice } = picker;
  const isBusy = upload.isPending || remove.isPending;
  const coverUrl = post?.coverImageUrl ?? null;

  const onChosen = async ([file]: File[]) => {
    if (!file || isBusy) return;
    picker.clearMessages();
    if (!picker.acceptFile(file, file.name)) return;
    const saved = post ?? (await ensureSaved());
    if (!saved) {
      picker.setError(t('admin-blog.cover.saveFirst'));
      return;
    }
    await picker.sendPhoto(() => upload.mutateAsync({ postId: saved.id, photo: file }), {
      doneNotice: t('admin-blog.cover.saved'),
    });
  };

  const onRemove = async () => {
    if (!post || isBusy) return;
    const isRemoved = await picker.removePhoto(
      () => remove.mutateAsync(post.id),
      t('admin-blog.cover.removed'),
    );
    // The button that had the focus is gone with the cover.
    if (isRemoved) fileInputRef.current?.focus();
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-semibold text-slate-900 text-sm">{t('admin-blog.cover.legend')}</legend>
      <p className="text-slate-700 text-sm">{t('admin-blog.cover.hint')}</p>
      <CoverPreview coverUrl={coverUrl} coverAlt={coverAlt} />
      <div className="flex flex-wrap gap-3">
        <PhotoFileButton
          icon={ImagePlus}
          label={
            upload.isPending
              ? t('admin-blog.cover.uploading')
              : coverUrl
                ? t('admin-blog.cover.replace')
                : t('admin-blog.cover.upload')
          }
          inputRef={fileInputRef}
          describedBy={error || notice ? messageId : undefined}
          onFilesChosen={(files) => void onChosen(files)}
        />
        {coverUrl ? (
          <Button variant="secondary" aria-disabled={isBusy || undefined} onClick={() => void onRemove()}>
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.isPending ? t('admin-blog.cover.removing') : t('admin-blog.cover.remove')}
          </Button>
        ) : null}
      </div>
      <CoverMessage id={messageId} error={error} notice={notice} />
      {altField}
    </fieldset>
  );
}
