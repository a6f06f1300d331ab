import clsx from 'clsx';
import { Link, useLocation } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';

const ADMIN_LINKS = [
  { href: PAGE_PATHS.admin, label: 'Admin home' },
  { href: PAGE_PATHS.adminStats, label: 'Statistics' },
  { href: PAGE_PATHS.adminBlog, label: 'Blog' },
] as const;

const LINK_CLASSES =
  'inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** Admin pages have no site navigation bar: this is their own, with the way back to the site. */
export function AdminHeader() {
  const [path] = useLocation();
  return (
    <header className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <p className="font-bold text-lg text-slate-900">Kindlist admin</p>
        <nav aria-label="Admin" className="min-w-0">
          <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {ADMIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={path === link.href ? 'page' : undefined}
                  className={clsx(
                    LINK_CLASSES,
                    path === link.href ? 'text-teal-900 underline' : 'text-slate-800',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/" className={clsx(LINK_CLASSES, 'text-teal-800 underline')}>
                <span aria-hidden="true">←</span>&nbsp;Back to the site
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
