import clsx from 'clsx';
import { Link, useLocation } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import * as PAGE_PATHS from '#shared/page-paths';

const t = createTranslator(catalog);

const ADMIN_LINKS = [
  { href: PAGE_PATHS.admin, labelKey: 'admin.header.home' },
  { href: PAGE_PATHS.adminStats, labelKey: 'admin.header.stats' },
  { href: PAGE_PATHS.adminBlog, labelKey: 'admin.header.blog' },
] as const;

const LINK_CLASSES =
  'inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** Admin pages have no site navigation bar: this is their own, with the way back to the site. */
export function AdminHeader() {
  const [path] = useLocation();
  return (
    <header className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <p className="font-bold text-lg text-slate-900">{t('admin.header.brand')}</p>
        <nav aria-label={t('admin.header.navLabel')} className="min-w-0">
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
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/" className={clsx(LINK_CLASSES, 'text-teal-800 underline')}>
                <span aria-hidden="true">←</span>&nbsp;{t('admin.header.backToSite')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
