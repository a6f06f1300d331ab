import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { type TCurrentUser, type TSignInInput, ZCurrentUser } from '#shared/schemas/user';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

export function signIn(input: TSignInInput): Promise<TCurrentUser> {
  return requestJson<TCurrentUser>(
    'POST',
    authApi.signIn,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZCurrentUser,
  );
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
  });
}
