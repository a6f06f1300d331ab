import type { QueryClient } from '@tanstack/react-query';
import * as adminApi from '#shared/api-paths/admin';
import * as needsListApi from '#shared/api-paths/needs-lists';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';

export const MODERATION_QUEUE_QUERY_KEY = [adminApi.moderation] as const;
/** A prefix: the search pages and each user's own query (/api/admin/users/ID). */
export const ADMIN_USERS_QUERY_KEY = [adminApi.users] as const;
export const CONTACT_MESSAGES_QUERY_KEY = [adminApi.contactMessages] as const;
export const AUDIT_LOG_QUERY_KEY = [adminApi.auditLog] as const;
// The public list pages and browse, by their URL, so this feature does not reach into needs-lists:
// an admin who hides a list and then opens it must not see the copy cached before.
const PUBLIC_LISTS_QUERY_KEY = [needsListApi.root] as const;

export function adminUserQueryKey(userId: string) {
  return [...ADMIN_USERS_QUERY_KEY, encodeURIComponent(userId)] as const;
}

/**
 * After a list or report action. Resolves once the queue is read again, so the dialog closes on the
 * queue as it now is (the list already in its new group); the other reads follow in the background.
 */
export async function refreshAfterModeration(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_LISTS_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_QUERY_KEY });
}

/**
 * After a change to an account: its page shows the server's answer at once, and what the change
 * touched is read again in the background (not waited for: a confirmation closes before its own
 * wording flips from "Make admin" to "Remove admin").
 */
export function refreshAfterUserChange(queryClient: QueryClient, user: TAdminUserDetail): void {
  queryClient.setQueryData(adminUserQueryKey(user.id), user);
  void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_LISTS_QUERY_KEY });
  // The user's own query was just set: only the search pages need reading again.
  void queryClient.invalidateQueries({
    queryKey: ADMIN_USERS_QUERY_KEY,
    predicate: (query) => query.queryKey[1] === 'search',
  });
}
