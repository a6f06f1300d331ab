import clsx from 'clsx';
import { tCommon } from '#client/lib/common-messages';

export function Spinner({
  label = tCommon('common.loading'),
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={clsx('flex items-center justify-center py-16', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8 animate-spin text-teal-700 motion-reduce:animate-none"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
