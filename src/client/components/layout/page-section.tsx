import type { ReactNode } from 'react';

/** One titled part of a long page (settings, data deletion), separated by a rule and labelled by its heading. */
export function PageSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-slate-200 border-t py-8">
      <h2 id={id} className="font-bold text-slate-900 text-xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      <div className={description ? 'mt-5' : 'mt-3 grid gap-3 text-slate-800 leading-relaxed'}>
        {children}
      </div>
    </section>
  );
}
