import { useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '#shared/schemas/user';
import { currentUserQueryOptions } from '../api/get-current-user';

/** How often the user is asked for while their email waits to be confirmed and the tab is in view. */
export const CONFIRMATION_POLL_MS = 15_000;

const isWaitingForConfirmation = (query: { state: { data: TCurrentUser | null | undefined } }) =>
  query.state.data?.emailVerified === false;

/**
 * A signed-in user whose email is not confirmed often confirms it elsewhere (a phone's mail app opens
 * the link in its own browser). While that is so, the user is asked for again when the tab comes back
 * into view and every little while while it is in view, so this tab learns it without a reload.
 */
export function useEmailConfirmationWatch(): void {
  useQuery({
    ...currentUserQueryOptions,
    refetchInterval: (query) => (isWaitingForConfirmation(query) ? CONFIRMATION_POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => (isWaitingForConfirmation(query) ? 'always' : false),
  });
}
