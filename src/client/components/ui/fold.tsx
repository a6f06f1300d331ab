import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A part of a form that starts folded: its summary line says what is chosen, so a person can leave
 * it as it is without opening it. Controlled, so a link elsewhere ("add the rest of the address")
 * can open it before moving the focus inside.
 */
export function Fold({
  title,
  summary,
  isOpen,
  onToggle,
  children,
}: {
  title: string;
  summary: string;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      open={isOpen}
      onToggle={(event) => {
        if (event.currentTarget.open !== isOpen) onToggle(event.currentTarget.open);
      }}
      className="group rounded-xl border border-slate-300 bg-white"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="block wrap-anywhere text-slate-700 text-sm">{summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-700 group-open:rotate-180" />
      </summary>
      <div className="grid gap-5 border-slate-200 border-t px-4 py-5">{children}</div>
    </details>
  );
}
