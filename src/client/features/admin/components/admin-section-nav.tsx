import clsx from 'clsx';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import { ADMIN_TAB_LABEL_KEYS, ADMIN_TABS, getAdminTabHref, type TAdminTab } from '../utils/admin-tabs';

const t = createTranslator(catalog);

// Links rather than ARIA tabs: each section has its own address, so back, reload and sharing work,
// and a link is what a screen reader user expects to move somewhere.
export function AdminSectionNav({ current }: { current: TAdminTab }) {
  return (
    <nav aria-label={t('admin.sections.label')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {ADMIN_TABS.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab}>
              <Link
                href={getAdminTabHref(tab)}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                  isCurrent
                    ? 'border-teal-800 bg-teal-800 text-white'
                    : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
                )}
              >
                {t(ADMIN_TAB_LABEL_KEYS[tab])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
