import { PRIVACY_CHOICES, SettingsToggles } from '#client/features/account/components/settings-toggles';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/account.json';

const t = createTranslator(catalog);

export default function ProfilePrivacyPage() {
  return (
    <RequireSignIn title={tTitles('titles.profile-privacy')} reason={t('account.privacy.signIn')}>
      {() => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {tTitles('titles.profile-privacy')}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{t('account.privacy.intro')}</p>
          <div className="mt-8 border-slate-200 border-t pt-8">
            <SettingsToggles
              legend={t('account.privacy.legend')}
              choices={PRIVACY_CHOICES}
              savedMessage={t('account.privacy.saved')}
            />
          </div>
        </div>
      )}
    </RequireSignIn>
  );
}
