import { readCookiesSet } from '#client/features/content/legal/cookies-set';
import { readCookiesStorageAndChoices } from '#client/features/content/legal/cookies-storage-and-choices';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/cookies.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { LegalPage } from '../components/layout/legal-page';

const t = createTranslator(catalog);

export default function CookiesPage() {
  return (
    <LegalPage
      title={t('cookies.title')}
      currentPath={PAGE_PATHS.cookies}
      intro={<p>{t('cookies.intro')}</p>}
      sections={[...readCookiesSet(), ...readCookiesStorageAndChoices()]}
    />
  );
}
