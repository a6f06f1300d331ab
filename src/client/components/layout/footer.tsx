import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/footer.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { TOPIC_SLUGS } from '#shared/routes';
import { WhenNearView } from './when-near-view';

const t = createTranslator(catalog);

// Labels here differ from the navbar's on purpose, so every link name on a page is unambiguous.
const FOOTER_GROUPS = [
  {
    heading: 'footer.group.kindlist',
    links: [
      { label: 'footer.link.about', href: PAGE_PATHS.about },
      { label: 'footer.link.blog', href: PAGE_PATHS.blog },
      { label: 'footer.link.community', href: PAGE_PATHS.community },
      { label: 'footer.link.impact', href: PAGE_PATHS.impact },
    ],
  },
  {
    heading: 'footer.group.help',
    links: [
      { label: 'footer.link.faq', href: PAGE_PATHS.faq },
      { label: 'footer.link.guides', href: PAGE_PATHS.resources },
      { label: 'footer.link.supportResources', href: PAGE_PATHS.supportResources },
      { label: 'footer.link.contact', href: PAGE_PATHS.contact },
    ],
  },
  {
    heading: 'footer.group.legal',
    links: [
      { label: 'footer.link.terms', href: PAGE_PATHS.terms },
      { label: 'footer.link.privacy', href: PAGE_PATHS.privacy },
      { label: 'footer.link.cookies', href: PAGE_PATHS.cookies },
      { label: 'footer.link.dataDeletion', href: PAGE_PATHS.dataDeletion },
      { label: 'footer.link.accessibility', href: PAGE_PATHS.accessibility },
    ],
  },
] as const;

const LINK_CLASS =
  'inline-flex min-h-8 items-center rounded text-slate-700 text-sm pointer-coarse:min-h-11 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** `languageControl`: the shell's control for choosing the language (a feature the layout does not know). */
export function Footer({ languageControl }: { languageControl?: ReactNode }) {
  return (
    <footer className="border-slate-200 border-t bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-bold text-lg text-slate-900">Kindlist</p>
          <p className="mt-2 text-slate-700 text-sm">{t('footer.tagline')}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={t('footer.groupLinks', { group: t(group.heading) })}>
            <h2 className="font-semibold text-slate-900 text-sm">{t(group.heading)}</h2>
            <ul className="mt-1 grid gap-0.5 sm:mt-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={LINK_CLASS}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The eleven topics, each with what people in that situation ask for and the lists open now. */}
      <nav aria-label={t('footer.topics.label')} className="mx-auto max-w-6xl px-4 pb-8">
        <h2 className="font-semibold text-slate-900 text-sm">{t('footer.topics.heading')}</h2>
        <ul className="mt-1 flex flex-wrap gap-x-4 sm:mt-2">
          {TOPIC_SLUGS.map((slug) => (
            <li key={slug}>
              <Link href={`/${slug}`} className={LINK_CLASS}>
                {tRoutes(`routes.topic.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-slate-200 border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-slate-700 text-xs">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          {/* Its code loads as the foot of the page comes near, not with the page. */}
          <WhenNearView margin="300px">
            <Suspense fallback={null}>{languageControl}</Suspense>
          </WhenNearView>
        </div>
      </div>
    </footer>
  );
}
