import { Link } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';
import { getButtonClassName } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="font-semibold text-sm text-teal-800">404</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">The page you asked for does not exist or has moved.</p>
      <Link href={PAGE_PATHS.root} className={getButtonClassName('primary', 'lg', 'mt-8')}>
        Go to the home page
      </Link>
    </section>
  );
}
