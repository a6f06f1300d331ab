import { Link } from 'wouter';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/accessibility.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { LEGAL_LINK_CLASS, LEGAL_LIST_CLASS, type TLegalSection } from '../components/layout/legal-page';

const t = createTranslator(catalog);

/** The day this statement was last checked against the site (YYYY-MM-DD). Change it with each review. */
const LAST_REVIEWED = '2026-11-27';

// A calendar day, not an instant: formatted in UTC so that no time zone moves it to the day before.
const DAY_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

// What the statement promises and reports, as numbers: the phone width the audits run at, the smallest
// target, and how soon we answer a report.
const PHONE_WIDTH_PX = 390;
const TARGET_MIN_PX = 24;
const ANSWER_WORKING_DAYS = 5;

// Every statement here must stay true: what we test is what the automated suite runs on every change.
function readSections(): readonly TLegalSection[] {
  return [
    {
      id: 'our-target',
      title: t('accessibility.target.title'),
      content: (
        <>
          <p>{t('accessibility.target.standard')}</p>
          <p>{t('accessibility.target.everyone')}</p>
        </>
      ),
    },
    {
      id: 'how-we-test',
      title: t('accessibility.testing.title'),
      content: (
        <>
          <p>{t('accessibility.testing.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('accessibility.testing.axe', { width: PHONE_WIDTH_PX })}</li>
            <li>{t('accessibility.testing.keyboard')}</li>
            <li>{t('accessibility.testing.focus')}</li>
            <li>{t('accessibility.testing.targets', { size: TARGET_MIN_PX })}</li>
            <li>{t('accessibility.testing.motion')}</li>
            <li>{t('accessibility.testing.errors')}</li>
          </ul>
          <p>{t('accessibility.testing.limits')}</p>
        </>
      ),
    },
    {
      id: 'known-gaps',
      title: t('accessibility.gaps.title'),
      content: (
        <>
          <p>{t('accessibility.gaps.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('accessibility.gaps.userContent')}</li>
            <li>{t('accessibility.gaps.blogImages')}</li>
            <li>{t('accessibility.gaps.charts')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'report-a-barrier',
      title: t('accessibility.report.title'),
      content: (
        <>
          <p>
            <RichText
              t={t}
              id="accessibility.report.how"
              components={{ 0: <Link href={PAGE_PATHS.contact} className={LEGAL_LINK_CLASS} /> }}
            />
          </p>
          <p>{t('accessibility.report.include')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('accessibility.report.page')}</li>
            <li>{t('accessibility.report.what')}</li>
            <li>{t('accessibility.report.device')}</li>
          </ul>
          <p>{t('accessibility.report.answer', { days: ANSWER_WORKING_DAYS })}</p>
        </>
      ),
    },
  ];
}

/** Read like the legal pages (same widths, headings and lists), short enough to need no table of contents. */
export default function AccessibilityPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {t('accessibility.title')}
      </h1>
      <p className="mt-2 text-slate-700">
        <RichText
          t={t}
          id="accessibility.lastReviewed"
          values={{ date: DAY_FORMAT.format(new Date(LAST_REVIEWED)) }}
          components={{ 0: <time dateTime={LAST_REVIEWED} /> }}
        />
      </p>
      <div className="mt-4 grid gap-3 text-lg text-slate-800 leading-relaxed">
        <p>{t('accessibility.intro')}</p>
      </div>
      {readSections().map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-20 font-bold text-2xl text-slate-900">
            {section.title}
          </h2>
          <div className="mt-3 grid gap-3 text-slate-800 leading-relaxed">{section.content}</div>
        </section>
      ))}
    </div>
  );
}
