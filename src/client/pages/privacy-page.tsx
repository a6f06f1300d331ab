import { readPrivacyGiftsAndMail } from '#client/features/content/legal/privacy-gifts-and-mail';
import { readPrivacyWhatWeKeep } from '#client/features/content/legal/privacy-what-we-keep';
import { readPrivacyYourRights } from '#client/features/content/legal/privacy-your-rights';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/privacy.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { LegalPage } from '../components/layout/legal-page';

const t = createTranslator(catalog);

export default function PrivacyPage() {
  return (
    <LegalPage
      title={t('privacy.title')}
      currentPath={PAGE_PATHS.privacy}
      intro={<p>{t('privacy.intro')}</p>}
      sections={[...readPrivacyWhatWeKeep(), ...readPrivacyGiftsAndMail(), ...readPrivacyYourRights()]}
    />
  );
}
