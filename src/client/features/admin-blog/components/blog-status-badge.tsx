import clsx from 'clsx';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';
import type { TBlogPostStatus } from '#shared/schemas/blog-admin';

const t = createTranslator(catalog);

const STATUS_LABEL_KEYS = {
  draft: 'admin-blog.status.draft',
  published: 'admin-blog.status.published',
} as const satisfies Record<TBlogPostStatus, keyof typeof catalog>;

export function BlogStatusBadge({ status }: { status: TBlogPostStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs',
        status === 'published' ? 'bg-teal-100 text-teal-900' : 'bg-slate-200 text-slate-900',
      )}
    >
      {t(STATUS_LABEL_KEYS[status])}
    </span>
  );
}
