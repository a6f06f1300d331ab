import { AdminHeader } from '#client/features/admin/components/admin-header';
import { StatsDashboard } from '#client/features/admin-stats/components/stats-dashboard';
import { RequireAdmin } from '#client/features/auth/components/require-admin';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';

const t = createTranslator(catalog);

export default function AdminStatsPage() {
  return (
    <RequireAdmin title={t('admin-stats.page.title')}>
      {() => (
        <>
          <AdminHeader />
          <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
            <h1 id="stats-title" className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
              {t('admin-stats.page.title')}
            </h1>
            <p className="mt-3 max-w-3xl text-slate-700 leading-relaxed">{t('admin-stats.page.intro')}</p>
            <StatsDashboard />
          </section>
        </>
      )}
    </RequireAdmin>
  );
}
