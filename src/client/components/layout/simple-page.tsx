import type { ReactNode } from 'react';

// The shell of a page whose real content is still to come: its heading and one honest sentence.
export function SimplePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
      <h1 className="max-w-3xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 leading-relaxed">{description}</p>
      {children}
    </section>
  );
}
