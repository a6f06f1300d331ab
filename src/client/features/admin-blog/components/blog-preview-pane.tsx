import clsx from 'clsx';
import { type MouseEvent, useId } from 'react';
import { BLOG_PROSE_CLASSES } from '#client/components/layout/blog-prose';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin-blog.json';
import { useBlogPreview } from '../api/preview-blog-post';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const t = createTranslator(catalog);

const TYPING_PAUSE_MS = 300;

// A link followed from the preview would leave the editor and what is not saved yet: it opens in a
// new tab instead.
function onPreviewClick(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element)) return;
  const href = event.target.closest('a')?.getAttribute('href');
  if (!href) return;
  event.preventDefault();
  window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * The body as readers will see it: rendered by the server's one Markdown renderer (the published
 * post's), a moment after typing pauses, in the public post page's styles.
 */
export function BlogPreviewPane({ bodyMarkdown }: { bodyMarkdown: string }) {
  const headingId = useId();
  const settled = useDebouncedValue(bodyMarkdown, TYPING_PAUSE_MS);
  const preview = useBlogPreview(settled);
  const isEmpty = settled.trim() === '';
  const isUpdating = !isEmpty && (preview.isFetching || settled !== bodyMarkdown);

  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-4 lg:self-start">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-slate-200 border-b px-4 py-3 sm:px-6">
        <h3 id={headingId} className="font-bold text-lg text-slate-900">
          {t('admin-blog.preview.heading')}
        </h3>
        <p className="text-slate-700 text-sm">
          {isUpdating ? t('admin-blog.preview.updating') : t('admin-blog.preview.asReaders')}
        </p>
      </div>
      {/* Scrolls on its own beside the form on wide screens: focusable, so a keyboard can scroll it too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby={headingId}
        aria-busy={isUpdating || undefined}
        className="rounded-b-xl px-4 py-5 focus-visible:outline-2 focus-visible:outline-teal-700 sm:px-6 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
      >
        {preview.isError ? (
          <div className="mb-4">
            <FormAlert>
              {t('admin-blog.preview.failed', { reason: readApiErrorMessage(preview.error) })}
            </FormAlert>
          </div>
        ) : null}
        {isEmpty ? (
          <p className="text-slate-700">{t('admin-blog.preview.empty')}</p>
        ) : preview.data ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks on the links inside
          // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter key is a click already
          <div
            className={clsx(BLOG_PROSE_CLASSES, isUpdating && 'opacity-70')}
            onClick={onPreviewClick}
            // Safe to insert: the server renders the Markdown without raw HTML and sanitises the result
            // (no scripts, no event handlers, no styles) with the published post's renderer.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised on the server
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        ) : preview.isPending ? (
          <Spinner label={t('admin-blog.preview.loading')} className="py-8" />
        ) : null}
      </section>
    </div>
  );
}
