import {
  GoogleAnalyticsStatus,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/privacy.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import { legalLink } from './legal-link';

const t = createTranslator(catalog);

// Every statement here describes what the code does today (accounts: src/server/auth, db/schema; lists and
// addresses: domain/needs-lists, crypto/address-cipher.ts; analytics: client/lib/analytics.ts; deletion:
// domain/accounts/account-deletion.ts). Change the page, and its date, when the behaviour changes.

/** The privacy policy's second half: messages, analytics, logs, where and how long, and your choices. */
export function readPrivacyYourRights(): readonly TLegalSection[] {
  return [
    {
      id: 'contact-and-reports',
      title: t('privacy.contact.title'),
      content: (
        <>
          <p>
            <RichText t={t} id="privacy.contact.message" components={{ 0: legalLink(PAGE_PATHS.contact) }} />
          </p>
          <p>{t('privacy.contact.deleted')}</p>
          <p>{t('privacy.contact.reports')}</p>
        </>
      ),
    },
    {
      id: 'analytics',
      title: t('privacy.analytics.title'),
      content: (
        <>
          <p>{t('privacy.analytics.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.analytics.pageView')}</li>
            <li>{t('privacy.analytics.click')}</li>
            <li>{t('privacy.analytics.published')}</li>
            <li>{t('privacy.analytics.storeLink')}</li>
            <li>{t('privacy.analytics.bought')}</li>
          </ul>
          <p>
            <RichText t={t} id="privacy.analytics.kept" components={{ 0: legalLink(PAGE_PATHS.cookies) }} />
          </p>
          <p>{t('privacy.analytics.noEndDate')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.analytics.ga.title')}</h3>
          <GoogleAnalyticsStatus
            whenOn={t('privacy.analytics.ga.on')}
            whenOff={t('privacy.analytics.ga.off')}
          />
          <p>{t('privacy.analytics.ga.text')}</p>
        </>
      ),
    },
    {
      id: 'logs-and-limits',
      title: t('privacy.logs.title'),
      content: (
        <>
          <p>{t('privacy.logs.log')}</p>
          <p>{t('privacy.logs.counters.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.logs.counters.account')}</li>
            <li>{t('privacy.logs.counters.contact')}</li>
            <li>{t('privacy.logs.counters.stores')}</li>
          </ul>
          <p>{t('privacy.logs.counters.kept')}</p>
        </>
      ),
    },
    {
      id: 'where-data-lives',
      title: t('privacy.where.title'),
      content: (
        <>
          <p>{t('privacy.where.kept')}</p>
          <p>{t('privacy.where.leaves')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.where.mail')}</li>
            <li>{t('privacy.where.google')}</li>
            <li>{t('privacy.where.social')}</li>
            <li>{t('privacy.where.stores')}</li>
            <li>{t('privacy.where.photos')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-long',
      title: t('privacy.howLong.title'),
      content: (
        <ul className={LEGAL_LIST_CLASS}>
          <li>{t('privacy.howLong.reservation', { hours: RESERVATION_HOURS })}</li>
          <li>{t('privacy.howLong.session')}</li>
          <li>{t('privacy.howLong.links')}</li>
          <li>{t('privacy.howLong.views')}</li>
          <li>{t('privacy.howLong.counters')}</li>
          <li>{t('privacy.howLong.rest')}</li>
          <li>{t('privacy.howLong.statistics')}</li>
          <li>{t('privacy.howLong.deletionRecord')}</li>
        </ul>
      ),
    },
    {
      id: 'your-choices',
      title: t('privacy.choices.title'),
      content: (
        <>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.choices.see.title')}</h3>
          <ul className={LEGAL_LIST_CLASS}>
            <li>
              <RichText
                t={t}
                id="privacy.choices.see.profile"
                components={{ 0: legalLink(PAGE_PATHS.profileEdit) }}
              />
            </li>
            <li>
              <RichText
                t={t}
                id="privacy.choices.see.privacy"
                components={{ 0: legalLink(PAGE_PATHS.profilePrivacy) }}
              />
            </li>
            <li>
              <RichText
                t={t}
                id="privacy.choices.see.settings"
                components={{ 0: legalLink(PAGE_PATHS.settings) }}
              />
            </li>
            <li>
              <RichText
                t={t}
                id="privacy.choices.see.lists"
                components={{ 0: legalLink(PAGE_PATHS.myLists) }}
              />
            </li>
            <li>{t('privacy.choices.see.gifts')}</li>
          </ul>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.choices.download.title')}</h3>
          <p>
            <RichText t={t} id="privacy.choices.download.text" components={{ 0: <strong /> }} />
          </p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.choices.delete.title')}</h3>
          <p>
            <RichText t={t} id="privacy.choices.delete.how" components={{ 0: <strong /> }} />
          </p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.choices.delete.profile')}</li>
            <li>{t('privacy.choices.delete.social')}</li>
            <li>{t('privacy.choices.delete.notifications')}</li>
            <li>{t('privacy.choices.delete.lists')}</li>
            <li>{t('privacy.choices.delete.contact')}</li>
          </ul>
          <p>{t('privacy.choices.delete.after')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.choices.stay.gifts')}</li>
            <li>{t('privacy.choices.stay.reports')}</li>
            <li>{t('privacy.choices.stay.pictures')}</li>
            <li>{t('privacy.choices.stay.mail')}</li>
          </ul>
          <p>
            <RichText
              t={t}
              id="privacy.choices.delete.code"
              components={{ 0: legalLink(PAGE_PATHS.dataDeletion) }}
            />
          </p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.choices.facebook.title')}</h3>
          <p>{t('privacy.choices.facebook.text')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('privacy.choices.other.title')}</h3>
          <p>
            <RichText
              t={t}
              id="privacy.choices.other.text"
              components={{ 0: legalLink(PAGE_PATHS.contact) }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('privacy.changes.title'),
      content: <p>{t('privacy.changes.text')}</p>,
    },
  ];
}
