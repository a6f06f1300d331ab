import { Link } from 'wouter';
import { SupportDirectory } from '#client/features/content/components/support-directory';
import * as PAGE_PATHS from '#shared/page-paths';

export default function SupportResourcesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Support resources</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Organisations across the United States that help people through a disaster, an illness or a hard
        month, and how to reach them. Most are free and many answer day and night. In an emergency, call{' '}
        <a href="tel:911" className="font-semibold text-teal-800 underline underline-offset-2">
          911
        </a>
        .
      </p>
      <p className="mt-3 max-w-3xl text-slate-700">
        Kindlist is not part of any of them. For everyday things a donor could send you, you can also{' '}
        <Link href={PAGE_PATHS.create} className="font-semibold text-teal-800 underline underline-offset-2">
          create a needs list
        </Link>
        .
      </p>
      <div className="mt-10">
        <SupportDirectory />
      </div>
    </div>
  );
}
