import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { getBootData } from '#client/lib/boot-data';
import { INTL_LOCALE } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { tTitles } from '#client/lib/titles-messages';
import { tUi } from '#client/lib/ui-messages';
import * as PAGE_PATHS from '#shared/page-paths';

/** The date the privacy, cookies and terms pages last changed (all three changed together). */
export const LEGAL_LAST_CHANGED = { iso: '2026-11-27' } as const;

// A calendar day: formatted in UTC, so it reads the same in every time zone.
const LAST_CHANGED_TEXT = new Intl.DateTimeFormat(INTL_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(LEGAL_LAST_CHANGED.iso));

export const LEGAL_LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

/** Classes for the parts of a legal section, so the three pages read alike. */
export const LEGAL_LIST_CLASS = 'grid list-disc gap-2 pl-5';
export const LEGAL_SUBHEADING_CLASS = 'mt-3 font-bold text-lg text-slate-900';

/** Whether this deployment loads Google Analytics now (it does only when configured), said plainly. */
export function GoogleAnalyticsStatus({ whenOn, whenOff }: { whenOn: string; whenOff: string }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-white p-3 font-semibold text-slate-900">
      {getBootData().gaMeasurementId !== null ? whenOn : whenOff}
    </p>
  );
}

export type TLegalSection = { id: string; title: string; content: ReactNode };

// Each named by its page's title.
const RELATED_PAGES = [
  { href: PAGE_PATHS.privacy, label: 'titles.privacy' },
  { href: PAGE_PATHS.cookies, label: 'titles.cookies' },
  { href: PAGE_PATHS.terms, label: 'titles.terms' },
  { href: PAGE_PATHS.dataDeletion, label: 'titles.data-deletion' },
  { href: PAGE_PATHS.accessibility, label: 'titles.accessibility' },
] as const;

/**
 * One legal page: its heading, the date it last changed, a short table of contents and its sections
 * (each an h2; a section's own subheadings are h3). Short paragraphs and lists, for reading on a phone.
 */
export function LegalPage({
  title,
  intro,
  sections,
  currentPath,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly TLegalSection[];
  /** This page's path: it is left out of the links to the other legal pages. */
  currentPath: (typeof RELATED_PAGES)[number]['href'];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-slate-700">
        <RichText
          t={tUi}
          id="ui.legal.lastChanged"
          values={{ date: LAST_CHANGED_TEXT }}
          components={{ 0: <time dateTime={LEGAL_LAST_CHANGED.iso} /> }}
        />
      </p>
      <div className="mt-4 grid gap-3 text-lg text-slate-800 leading-relaxed">{intro}</div>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="legal-contents" className="font-bold text-slate-900">
          {tUi('ui.legal.contents')}
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-6 text-slate-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={LEGAL_LINK_CLASS}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-20 font-bold text-2xl text-slate-900">
            {section.title}
          </h2>
          <div className="mt-3 grid gap-3 text-slate-800 leading-relaxed">{section.content}</div>
        </section>
      ))}

      <section aria-labelledby="legal-more" className="mt-12 border-slate-200 border-t pt-6">
        <h2 id="legal-more" className="font-bold text-slate-900 text-xl">
          {tUi('ui.legal.more')}
        </h2>
        <p className="mt-2 text-slate-800 leading-relaxed">
          <RichText
            t={tUi}
            id="ui.legal.contact"
            components={{ 0: <Link href={PAGE_PATHS.contact} className={LEGAL_LINK_CLASS} /> }}
          />
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {RELATED_PAGES.filter((page) => page.href !== currentPath).map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={LEGAL_LINK_CLASS}>
                {tTitles(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
