import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short confirmation that something worked, announced to screen readers. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-teal-200 bg-teal-50 p-4 text-slate-900">
      {children}
    </p>
  );
}

/** The outcome of a whole page's task (account created, password changed...), with what to do next. */
export function SuccessPanel({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div role="status" className="mt-8 rounded-xl border border-teal-200 bg-teal-50 p-6">
      <CheckCircle2 aria-hidden="true" className="size-8 text-teal-700" />
      <p className="mt-3 text-slate-900">{message}</p>
      {children}
    </div>
  );
}
