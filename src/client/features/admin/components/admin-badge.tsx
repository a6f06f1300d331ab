import clsx from 'clsx';
import type { ReactNode } from 'react';

export type TBadgeTone = 'neutral' | 'good' | 'warning' | 'danger';

const TONE_CLASSES: Record<TBadgeTone, string> = {
  neutral: 'bg-slate-200 text-slate-900',
  good: 'bg-teal-100 text-teal-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
};

export function AdminBadge({ tone = 'neutral', children }: { tone?: TBadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs',
        TONE_CLASSES[tone],
      )}
    >
      {children}
    </span>
  );
}
