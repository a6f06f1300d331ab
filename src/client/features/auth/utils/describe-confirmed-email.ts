import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import type { TSignUpReason } from '#shared/schemas/user';

const t = createTranslator(catalog);

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
  if (isListEditorPath(continueTo)) return t('auth.confirmed.publish');
  // Back to an item they were giving (?give=): a hold they made is a full reservation now.
  if (LIST_PAGE.test(continueTo) && /[?&]give=/.test(continueTo)) {
    return t('auth.confirmed.held', { hours: RESERVATION_HOURS });
  }
  if (LIST_PAGE.test(continueTo)) return t('auth.confirmed.reserve');
  if (isAdmin) return t('auth.confirmed.done');
  return t('auth.confirmed.both');
}

/** Why someone signs up, by where they go on afterwards: a list of their own, or a family's list. */
export function toSignUpReason(continueTo: string | null): TSignUpReason | null {
  if (!continueTo) return null;
  if (isListEditorPath(continueTo)) return 'publish';
  return LIST_PAGE.test(continueTo) ? 'give' : null;
}
