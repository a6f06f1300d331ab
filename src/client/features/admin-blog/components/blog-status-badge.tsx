import clsx from 'clsx';
import type { TBlogPostStatus } from '#shared/schemas/blog-admin';

const STATUS_LABELS: Record<TBlogPostStatus, string> = { draft: 'Draft', published: 'Published' };

export function BlogStatusBadge({ status }: { status: TBlogPostStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs',
        status === 'published' ? 'bg-teal-100 text-teal-900' : 'bg-slate-200 text-slate-900',
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
