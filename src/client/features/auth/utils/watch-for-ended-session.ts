import type { QueryClient } from '@tanstack/react-query';
import { dispatchUserLoggedOut } from '#client/lib/events';
import { getErrorStatus } from '#client/lib/request';
import { CURRENT_USER_QUERY_KEY } from '../api/get-current-user';

/**
 * A session can end elsewhere: "sign out everywhere else" on another device, a password reset, an
 * expired session. The first request that meets a 401 while this page still shows a user announces
 * it (userLoggedOut), so the avatar and signed-in pages follow at once.
 */
export function watchForEndedSession(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (getErrorStatus(error) !== 401) return;
    if (!queryClient.getQueryData(CURRENT_USER_QUERY_KEY)) return;
    dispatchUserLoggedOut();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
