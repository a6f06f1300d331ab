import {
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/privacy.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { legalLink } from './legal-link';

const t = createTranslator(catalog);

// Every statement here describes what the code does today (accounts: src/server/auth, db/schema; lists and
// addresses: domain/needs-lists, crypto/address-cipher.ts; analytics: client/lib/analytics.ts; deletion:
// domain/accounts/account-deletion.ts). Change the page, and its date, when the behaviour changes.

/** The privacy policy's first half: who we are, and what Kindlist keeps and who sees it. */
export function readPrivacyWhatWeKeep(): readonly TLegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: t('privacy.whoWeAre.title'),
      content: (
        <>
          <p>{t('privacy.whoWeAre.intro')}</p>
          <p>
            <RichText t={t} id="privacy.whoWeAre.contact" components={{ 0: legalLink(PAGE_PATHS.contact) }} />
          </p>
        </>
      ),
    },
    {
      id: 'short-version',
      title: t('privacy.short.title'),
      content: (
        <ul className={LEGAL_LIST_CLASS}>
          <li>{t('privacy.short.needs')}</li>
          <li>{t('privacy.short.address')}</li>
          <li>{t('privacy.short.noAds')}</li>
          <li>{t('privacy.short.statistics')}</li>
          <li>
            <RichText t={t} id="privacy.short.control" components={{ 0: legalLink(PAGE_PATHS.settings) }} />
          </li>
        </ul>
      ),
    },
    {
      id: 'your-account',
      title: t('privacy.account.title'),
      content: (
        <>
          <p>{t('privacy.account.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.account.names')}</li>
            <li>{t('privacy.account.password')}</li>
            <li>{t('privacy.account.profile')}</li>
            <li>{t('privacy.account.choices')}</li>
            <li>{t('privacy.account.dates')}</li>
          </ul>
          <p>{t('privacy.account.use')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.account.social.title')}</h3>
          <p>{t('privacy.account.social.shared')}</p>
          <p>
            <RichText
              t={t}
              id="privacy.account.social.photo"
              components={{ 0: legalLink(PAGE_PATHS.profileEdit) }}
            />
          </p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.account.sessions.title')}</h3>
          <p>
            <RichText
              t={t}
              id="privacy.account.sessions.text"
              components={{ 0: legalLink(PAGE_PATHS.settings) }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'your-lists',
      title: t('privacy.lists.title'),
      content: (
        <>
          <p>{t('privacy.lists.intro')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.lists.photos.title')}</h3>
          <p>{t('privacy.lists.photos.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.lists.copies.title')}</h3>
          <p>{t('privacy.lists.copies.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.lists.postalCode.title')}</h3>
          <p>{t('privacy.lists.postalCode.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.lists.shipping.title')}</h3>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.lists.shipping.encrypted')}</li>
            <li>{t('privacy.lists.shipping.shownTo')}</li>
            <li>{t('privacy.lists.shipping.recorded')}</li>
            <li>{t('privacy.lists.shipping.admins')}</li>
          </ul>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.lists.views.title')}</h3>
          <p>{t('privacy.lists.views.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.lists.storeItems.title')}</h3>
          <p>{t('privacy.lists.storeItems.text')}</p>
        </>
      ),
    },
    {
      id: 'who-sees-what',
      title: t('privacy.whoSees.title'),
      content: (
        <>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.whoSees.anyone.title')}</h3>
          <p>{t('privacy.whoSees.anyone.text')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>
              <RichText t={t} id="privacy.whoSees.anyone.public" components={{ 0: <strong /> }} />
            </li>
            <li>
              <RichText t={t} id="privacy.whoSees.anyone.unlisted" components={{ 0: <strong /> }} />
            </li>
            <li>
              <RichText t={t} id="privacy.whoSees.anyone.private" components={{ 0: <strong /> }} />
            </li>
            <li>{t('privacy.whoSees.anyone.preview')}</li>
            <li>{t('privacy.whoSees.anyone.archived')}</li>
          </ul>
          <p>
            <RichText
              t={t}
              id="privacy.whoSees.name"
              components={{ 0: legalLink(PAGE_PATHS.profilePrivacy) }}
            />
          </p>
          <p>{t('privacy.whoSees.photoAddresses')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.whoSees.owner.title')}</h3>
          <p>{t('privacy.whoSees.owner.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.whoSees.donor.title')}</h3>
          <p>{t('privacy.whoSees.donor.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.whoSees.team.title')}</h3>
          <p>{t('privacy.whoSees.team.text')}</p>
        </>
      ),
    },
  ];
}
