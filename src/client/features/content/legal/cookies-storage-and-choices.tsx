import {
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/cookies.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { Name, StorageEntry } from './cookie-parts';
import { legalLink } from './legal-link';

const t = createTranslator(catalog);

// The browser storage keys of src/client, and what blocking cookies changes. Change the page, and its
// date, when they change.

/** The cookies policy's second half: what the browser keeps, what we never use, and your control. */
export function readCookiesStorageAndChoices(): readonly TLegalSection[] {
  return [
    {
      id: 'browser-storage',
      title: t('cookies.storage.title'),
      content: (
        <>
          <p>{t('cookies.storage.intro')}</p>
          <StorageEntry
            title={t('cookies.storage.visitor.title')}
            names={<Name>kl-visitor-id</Name>}
            purpose={t('cookies.storage.visitor.purpose')}
            lifetime={t('cookies.storage.untilCleared')}
          />
          <StorageEntry
            title={t('cookies.storage.draft.title')}
            names={
              <RichText
                t={t}
                id="cookies.storage.draft.names"
                values={{
                  draft: <Name>kindlist:create-draft</Name>,
                  backup: <Name>kindlist:list-backup:…</Name>,
                  started: <Name>kindlist:list-started:…</Name>,
                }}
                components={{}}
              />
            }
            purpose={t('cookies.storage.draft.purpose')}
            lifetime={t('cookies.storage.draft.lifetime')}
          />
          <StorageEntry
            title={t('cookies.storage.tips.title')}
            names={<Name>kl-quick-tips-dismissed</Name>}
            purpose={t('cookies.storage.tips.purpose')}
            lifetime={t('cookies.storage.untilCleared')}
          />
          <StorageEntry
            title={t('cookies.storage.store.title')}
            names={<Name>kl-gift-store:…</Name>}
            purpose={t('cookies.storage.store.purpose')}
            lifetime={t('cookies.storage.store.lifetime')}
          />
          <p>{t('cookies.storage.sharedDevice')}</p>
        </>
      ),
    },
    {
      id: 'no-advertising',
      title: t('cookies.noAds.title'),
      content: (
        <>
          <p>{t('cookies.noAds.text')}</p>
          <p>{t('cookies.noAds.others')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('cookies.noAds.analytics')}</li>
            <li>{t('cookies.noAds.photos')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'your-control',
      title: t('cookies.control.title'),
      content: (
        <>
          <p>{t('cookies.control.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>
              <RichText t={t} id="cookies.control.blockAll" components={{ 0: <strong /> }} />
            </li>
            <li>
              <RichText t={t} id="cookies.control.remove" components={{ 0: <strong /> }} />
            </li>
            <li>
              <RichText t={t} id="cookies.control.clear" components={{ 0: <strong /> }} />
            </li>
            <li>
              <RichText t={t} id="cookies.control.blockAnalytics" components={{ 0: <strong /> }} />
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('cookies.changes.title'),
      content: (
        <>
          <p>{t('cookies.changes.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('cookies.changes.more.title')}</h3>
          <p>
            <RichText
              t={t}
              id="cookies.changes.more.text"
              components={{ 0: legalLink(PAGE_PATHS.privacy) }}
            />
          </p>
        </>
      ),
    },
  ];
}
