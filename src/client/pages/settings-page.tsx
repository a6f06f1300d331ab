import { Download } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_URL } from '#client/features/account/api/export-account-data';
import { useAccountSettings } from '#client/features/account/api/get-account-settings';
import { ChangeEmailForm } from '#client/features/account/components/change-email-form';
import { ChangePasswordForm } from '#client/features/account/components/change-password-form';
import { DeleteAccountForm } from '#client/features/account/components/delete-account-form';
import { LanguageControl } from '#client/features/account/components/language-control';
import { SessionsList } from '#client/features/account/components/sessions-list';
import { MAIL_CHOICES, SettingsToggles } from '#client/features/account/components/settings-toggles';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/account.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { PageSection } from '../components/layout/page-section';
import { getButtonClassName } from '../components/ui/button';

const t = createTranslator(catalog);

function SettingsContent({ user }: { user: TCurrentUser }) {
  const settings = useAccountSettings();
  // Until the settings arrive, assume a password: asking for one is the safe side.
  const hasPassword = settings.data?.hasPassword ?? true;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {tTitles('titles.settings')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('account.settings.intro')}</p>
      <div className="mt-8">
        <PageSection
          id="settings-language"
          title={t('account.settings.language')}
          description={t('account.settings.languageHint')}
        >
          <LanguageControl place="settings" />
        </PageSection>
        <PageSection
          id="settings-mail"
          title={t('account.settings.mail')}
          description={t('account.settings.mailHint')}
        >
          <SettingsToggles
            legend={t('account.settings.mailLegend')}
            choices={MAIL_CHOICES}
            savedMessage={t('account.settings.mailSaved')}
          />
        </PageSection>
        <PageSection
          id="settings-email-address"
          title={t('account.settings.emailAddress')}
          description={t('account.settings.emailAddressHint')}
        >
          {user.emailVerified ? (
            <ChangeEmailForm currentEmail={user.email} hasPassword={hasPassword} />
          ) : (
            <p className="text-slate-700">
              <RichText
                t={t}
                id="account.settings.confirmFirst"
                values={{ email: <>{user.email}</> }}
                components={{
                  0: <strong className="break-all text-slate-900" />,
                  1: (
                    <Link
                      href={PAGE_PATHS.verifyEmail}
                      className="font-semibold text-teal-800 underline underline-offset-2"
                    />
                  ),
                }}
              />
            </p>
          )}
        </PageSection>
        {hasPassword ? (
          <PageSection
            id="settings-password"
            title={t('account.settings.password')}
            description={t('account.settings.passwordHint')}
          >
            <ChangePasswordForm />
          </PageSection>
        ) : null}
        <PageSection
          id="settings-sessions"
          title={t('account.settings.sessions')}
          description={t('account.settings.sessionsHint')}
        >
          <SessionsList />
        </PageSection>
        <PageSection
          id="settings-export"
          title={t('account.settings.data')}
          description={t('account.settings.dataHint')}
        >
          <a href={ACCOUNT_EXPORT_URL} download className={getButtonClassName('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            {t('account.settings.export')}
          </a>
        </PageSection>
        <PageSection
          id="settings-delete"
          title={t('account.settings.delete')}
          description={t('account.settings.deleteHint')}
        >
          <DeleteAccountForm hasPassword={hasPassword} />
        </PageSection>
      </div>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <RequireSignIn title={tTitles('titles.settings')} reason={t('account.settings.signIn')}>
      {(user) => <SettingsContent user={user} />}
    </RequireSignIn>
  );
}
