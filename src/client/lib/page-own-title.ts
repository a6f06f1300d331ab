import { useEffect } from 'react';
import type { TTitlesMessageKey } from '#shared/routes';

/**
 * Titles the tab after what the page shows, `name` (a list's title), in the site's pattern ("Winter
 * coats for the Ortiz family · Kindlist") or in `template` first ("Edit “{title}”"); null or blank: the
 * route's title. The titles load here, after the page is on screen, as they do for the router.
 */
export function usePageOwnTitle(name: string | null, template?: TTitlesMessageKey): void {
  useEffect(() => {
    const trimmed = name?.trim() ?? '';
    if (trimmed === '') return;
    const path = window.location.pathname;
    const titles = import('./document-title');
    void titles.then(({ setPageOwnTitle }) => setPageOwnTitle(path, trimmed, template));
    return () => void titles.then(({ clearPageOwnTitle }) => clearPageOwnTitle(path));
  }, [name, template]);
}

/** The same, as an element of the page (rendered only once there is something to name it after). */
export function PageOwnTitle({ name, template }: { name: string; template?: TTitlesMessageKey }): null {
  usePageOwnTitle(name, template);
  return null;
}
