import { Link } from 'wouter';
import { tCommon } from '#client/lib/common-messages';

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      aria-label={tCommon('common.logo')}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path
          d="M32 50 15.5 34.2a10.5 10.5 0 0 1 14.8-14.9L32 21l1.7-1.7a10.5 10.5 0 0 1 14.8 14.9Z"
          fill="#fff"
        />
        <path d="M25 33.5h14M32 26.5v14" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span>Kindlist</span>
    </Link>
  );
}
