import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchUserDataUpdated } from '#client/lib/events';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { type TOwnProfile, ZOwnProfile } from '#shared/schemas/profile';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

export function removeProfilePhoto(): Promise<TOwnProfile> {
  return requestJson<TOwnProfile>(
    'DELETE',
    accountApi.photo,
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZOwnProfile,
  );
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      dispatchUserDataUpdated();
    },
  });
}
