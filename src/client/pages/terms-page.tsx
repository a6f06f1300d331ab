import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/terms.json';
import { REPORT_REASONS } from '#shared/needs-list-limits';
import * as PAGE_PATHS from '#shared/page-paths';
import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '#shared/pledge-limits';
import {
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  LegalPage,
  type TLegalSection,
} from '../components/layout/legal-page';

const t = createTranslator(catalog);
type TTermsKey = Parameters<typeof t>[0];

// The rules as the site applies them: the numbers come from the constants the server uses. Change the
// page, and its date, when the rules change.

/** A message whose <0>…</0> is bold. */
function Bold({ id }: { id: TTermsKey }) {
  return <RichText t={t} id={id} components={{ 0: <strong /> }} />;
}

/** A message whose <0>…</0> links to one of our pages. */
function Linked({ id, to }: { id: TTermsKey; to: string }) {
  return <RichText t={t} id={id} components={{ 0: <Link href={to} className={LEGAL_LINK_CLASS} /> }} />;
}

function readSections(): readonly TLegalSection[] {
  return [
    {
      id: 'what-kindlist-is',
      title: t('terms.whatItIs.title'),
      content: (
        <>
          <p>{t('terms.whatItIs.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>
              <Bold id="terms.whatItIs.noMoney" />
            </li>
            <li>
              <Bold id="terms.whatItIs.notAStore" />
            </li>
            <li>
              <Bold id="terms.whatItIs.noChecks" />
            </li>
            <li>
              <Bold id="terms.whatItIs.noEmergency" />
            </li>
            <li>{t('terms.whatItIs.examples')}</li>
          </ul>
          <p>{t('terms.whatItIs.applies')}</p>
        </>
      ),
    },
    {
      id: 'your-account',
      title: t('terms.account.title'),
      content: (
        <ul className={LEGAL_LIST_CLASS}>
          <li>{t('terms.account.realName')}</li>
          <li>{t('terms.account.confirm')}</li>
          <li>{t('terms.account.ownAccount')}</li>
          <li>
            <Linked id="terms.account.password" to={PAGE_PATHS.settings} />
          </li>
        </ul>
      ),
    },
    {
      id: 'for-families',
      title: t('terms.families.title'),
      content: (
        <ul className={LEGAL_LIST_CLASS}>
          <li>{t('terms.families.need')}</li>
          <li>{t('terms.families.story')}</li>
          <li>{t('terms.families.photos')}</li>
          <li>{t('terms.families.privateInfo')}</li>
          <li>{t('terms.families.address')}</li>
          <li>{t('terms.families.noDelete')}</li>
        </ul>
      ),
    },
    {
      id: 'for-donors',
      title: t('terms.donors.title'),
      content: (
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            {t('terms.donors.reserve', {
              hours: RESERVATION_HOURS,
              reminderHours: RESERVATION_REMINDER_HOURS,
            })}
          </li>
          <li>{t('terms.donors.limit', { max: ACTIVE_RESERVATIONS_MAX })}</li>
          <li>{t('terms.donors.cancel')}</li>
          <li>{t('terms.donors.bought')}</li>
          <li>
            <Bold id="terms.donors.address" />
          </li>
          <li>{t('terms.donors.noReturn')}</li>
        </ul>
      ),
    },
    {
      id: 'reporting',
      title: t('terms.reporting.title'),
      content: (
        <>
          <p>
            <Bold id="terms.reporting.how" />
          </p>
          <ul className={LEGAL_LIST_CLASS}>
            {REPORT_REASONS.map((reason) => (
              <li key={reason}>{t(`terms.reporting.reason.${reason}`)}</li>
            ))}
          </ul>
          <p>{t('terms.reporting.anonymous')}</p>
          <p>
            <Linked id="terms.reporting.hide" to={PAGE_PATHS.contact} />
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: t('terms.content.title'),
      content: (
        <>
          <p>{t('terms.content.yours')}</p>
          <p>{t('terms.content.responsible')}</p>
          <h3 className={LEGAL_SUBHEADING_CLASS}>{t('terms.content.otherSites.title')}</h3>
          <p>{t('terms.content.otherSites.text')}</p>
        </>
      ),
    },
    {
      id: 'no-guarantees',
      title: t('terms.noGuarantees.title'),
      content: (
        <>
          <p>{t('terms.noGuarantees.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('terms.noGuarantees.gifts')}</li>
            <li>{t('terms.noGuarantees.arrival')}</li>
            <li>{t('terms.noGuarantees.stories')}</li>
            <li>{t('terms.noGuarantees.available')}</li>
          </ul>
          <p>{t('terms.noGuarantees.purchases')}</p>
        </>
      ),
    },
    {
      id: 'ending',
      title: t('terms.ending.title'),
      content: (
        <p>
          <RichText
            t={t}
            id="terms.ending.text"
            components={{
              0: <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS} />,
              1: <Link href={PAGE_PATHS.privacy} className={LEGAL_LINK_CLASS} />,
            }}
          />
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      content: <p>{t('terms.changes.text')}</p>,
    },
  ];
}

export default function TermsPage() {
  return (
    <LegalPage
      title={t('terms.title')}
      currentPath={PAGE_PATHS.terms}
      intro={<p>{t('terms.intro')}</p>}
      sections={readSections()}
    />
  );
}
