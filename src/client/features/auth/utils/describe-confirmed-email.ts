import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';

const LIST_PAGE = /^\/(needslist|wishlists?)\//;

/** Where the person goes on once their address is confirmed, and what it lets them do there. */
export function isListEditorPath(path: string): boolean {
  return path.startsWith(PAGE_PATHS.create) || path.startsWith(pagePaths.editList(''));
}

/**
 * What a confirmed address opens, for the person who just confirmed it: a family continuing its
 * list, a donor on a family's list, an admin, or someone who has not said (both sides of giving).
 */
export function describeConfirmedEmail(continueTo: string, isAdmin: boolean): string {
  const confirmed = 'Your email address is confirmed.';
  if (isListEditorPath(continueTo)) return `${confirmed} You can publish your needs list.`;
  // Back to an item they were giving (?give=): a hold they made is a full reservation now.
  if (LIST_PAGE.test(continueTo) && /[?&]give=/.test(continueTo)) {
    return `${confirmed} What you reserved for this family is held for you for ${RESERVATION_HOURS} hours now, and you can see where to send it.`;
  }
  if (LIST_PAGE.test(continueTo)) return `${confirmed} You can reserve a gift for this family.`;
  if (isAdmin) return confirmed;
  return `${confirmed} You can reserve gifts for families, and publish a needs list if you need help yourself.`;
}
