import { formatDocumentTitle, matchRoute } from '#shared/routes';
import { tRoutes } from './routes-messages';
import { tTitles } from './titles-messages';

/** The title of the page at `path`, in this build's language. */
export function setDocumentTitle(path: string): void {
  const match = matchRoute(path);
  document.title = formatDocumentTitle(tTitles, tRoutes, match?.page ?? null, path);
}
