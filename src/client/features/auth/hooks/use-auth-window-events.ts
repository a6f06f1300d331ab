import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { USER_DATA_UPDATED_EVENT, USER_LOGGED_OUT_EVENT } from '#client/lib/events';
import { CURRENT_USER_QUERY_KEY } from '../api/get-current-user';

// Other parts of the page announce a changed or ended session with window events; the avatar
// (and everything else reading the user) follows.
export function useAuthWindowEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onUserDataUpdated = () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    };
    const onUserLoggedOut = () => {
      void queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    };
    window.addEventListener(USER_DATA_UPDATED_EVENT, onUserDataUpdated);
    window.addEventListener(USER_LOGGED_OUT_EVENT, onUserLoggedOut);
    return () => {
      window.removeEventListener(USER_DATA_UPDATED_EVENT, onUserDataUpdated);
      window.removeEventListener(USER_LOGGED_OUT_EVENT, onUserLoggedOut);
    };
  }, [queryClient]);
}
