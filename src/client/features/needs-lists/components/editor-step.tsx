import type { ReactNode } from 'react';

/** One numbered part of the list editor ("1. What you need"). */
export function EditorStep({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-slate-200 border-t py-6">
      <h2 id={id} className="font-bold text-slate-900 text-xl">
        <span className="mr-2 text-teal-700">{number}.</span>
        {title}
      </h2>
      <div className="mt-4 grid gap-5">{children}</div>
    </section>
  );
}
