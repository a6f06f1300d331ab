import { useId } from 'react';
import { useSearch } from 'wouter';
import { AdminHeader } from '#client/features/admin/components/admin-header';
import { AdminSectionNav } from '#client/features/admin/components/admin-section-nav';
import { AuditLogSection } from '#client/features/admin/components/audit-log-section';
import { ContactMessagesSection } from '#client/features/admin/components/contact-messages-section';
import { ModerationQueue } from '#client/features/admin/components/moderation-queue';
import { UsersSection } from '#client/features/admin/components/users-section';
import { readAdminTab, type TAdminTab } from '#client/features/admin/utils/admin-tabs';
import { RequireAdmin } from '#client/features/auth/components/require-admin';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';

const t = createTranslator(catalog);

function AdminSection({ tab, currentUserId }: { tab: TAdminTab; currentUserId: string }) {
  // Each section titles itself (its h2 carries this id), so the region is named by what it shows.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      {tab === 'moderation' ? <ModerationQueue headingId={headingId} /> : null}
      {tab === 'users' ? <UsersSection headingId={headingId} currentUserId={currentUserId} /> : null}
      {tab === 'messages' ? <ContactMessagesSection headingId={headingId} /> : null}
      {tab === 'audit' ? <AuditLogSection headingId={headingId} /> : null}
    </section>
  );
}

function AdminScreen({ currentUserId }: { currentUserId: string }) {
  // The section lives in the URL (?tab=…): back, reload and a shared link all land on it.
  const tab = readAdminTab(useSearch());
  return (
    <>
      <AdminHeader />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('admin.page.title')}</h1>
        <p className="mt-2 text-slate-700">{t('admin.page.intro')}</p>
        <AdminSectionNav current={tab} />
        <AdminSection tab={tab} currentUserId={currentUserId} />
      </div>
    </>
  );
}

export default function AdminPage() {
  return (
    <RequireAdmin title={t('admin.page.title')}>
      {(user) => <AdminScreen currentUserId={user.id} />}
    </RequireAdmin>
  );
}
