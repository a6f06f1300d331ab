import { Link } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';
import { TOPIC_SLUGS, TOPIC_TITLES } from '#shared/routes';

// Labels here differ from the navbar's on purpose, so every link name on a page is unambiguous.
const FOOTER_GROUPS = [
  {
    heading: 'Kindlist',
    links: [
      { label: 'About Kindlist', href: PAGE_PATHS.about },
      { label: 'Blog', href: PAGE_PATHS.blog },
      { label: 'Community', href: PAGE_PATHS.community },
      { label: 'Our impact', href: PAGE_PATHS.impact },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'FAQ', href: PAGE_PATHS.faq },
      { label: 'Guides', href: PAGE_PATHS.resources },
      { label: 'Support resources', href: PAGE_PATHS.supportResources },
      { label: 'Contact', href: PAGE_PATHS.contact },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms and conditions', href: PAGE_PATHS.terms },
      { label: 'Privacy policy', href: PAGE_PATHS.privacy },
      { label: 'Cookies policy', href: PAGE_PATHS.cookies },
      { label: 'Data deletion', href: PAGE_PATHS.dataDeletion },
    ],
  },
] as const;

const LINK_CLASS =
  'inline-flex min-h-8 items-center rounded text-slate-700 text-sm pointer-coarse:min-h-11 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export function Footer() {
  return (
    <footer className="border-slate-200 border-t bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-bold text-lg text-slate-900">Kindlist</p>
          <p className="mt-2 text-slate-700 text-sm">
            Needs lists for families rebuilding after a fire, a flood or a hard time.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={`${group.heading} links`}>
            <h2 className="font-semibold text-slate-900 text-sm">{group.heading}</h2>
            <ul className="mt-1 grid gap-0.5 sm:mt-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={LINK_CLASS}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The eleven topics, each with what people in that situation ask for and the lists open now. */}
      <nav aria-label="Topics" className="mx-auto max-w-6xl px-4 pb-8">
        <h2 className="font-semibold text-slate-900 text-sm">Find help by topic</h2>
        <ul className="mt-1 flex flex-wrap gap-x-4 sm:mt-2">
          {TOPIC_SLUGS.map((slug) => (
            <li key={slug}>
              <Link href={`/${slug}`} className={LINK_CLASS}>
                {TOPIC_TITLES[slug]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-slate-200 border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-slate-700 text-xs">
          © {new Date().getFullYear()} Kindlist
        </p>
      </div>
    </footer>
  );
}
