import { formatDocumentTitle, matchRoute, type TTitlesMessageKey } from '#shared/routes';
import { tRoutes } from './routes-messages';
import { tTitles } from './titles-messages';

// A page may name itself after what it shows (a list's title) rather than its route ("Needs list").
// The router titles every page after a move in an effect of its own, which may run before or after the
// page's: both write through here, and the page's own title wins for its path.
let ownTitle: { path: string; title: string } | null = null;

/** The title of the page at `path`, in this build's language. */
export function setDocumentTitle(path: string): void {
  const match = matchRoute(path);
  document.title =
    (ownTitle?.path === path ? ownTitle.title : null) ??
    formatDocumentTitle(tTitles, tRoutes, match?.page ?? null, path);
}

/**
 * Titles the page at `path` after what it shows: `name` in the site's pattern ("Winter coats for the
 * Ortiz family · Kindlist"), put in `template` first ("Edit “{title}”") when there is one.
 */
export function setPageOwnTitle(path: string, name: string, template?: TTitlesMessageKey): void {
  const title = tTitles('titles.ofPage', { title: template ? tTitles(template, { title: name }) : name });
  ownTitle = { path, title };
  if (window.location.pathname === path) document.title = title;
}

/** The page at `path` no longer names itself: its route's title again, if it is still the page shown. */
export function clearPageOwnTitle(path: string): void {
  if (ownTitle?.path !== path) return;
  ownTitle = null;
  if (window.location.pathname === path) setDocumentTitle(path);
}
