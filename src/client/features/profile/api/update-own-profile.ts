import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchUserDataUpdated } from '#client/lib/events';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { type TOwnProfile, type TProfileUpdate, ZOwnProfile } from '#shared/schemas/profile';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

export function updateOwnProfile(update: TProfileUpdate): Promise<TOwnProfile> {
  return requestJson<TOwnProfile>(
    'PUT',
    accountApi.profile,
    update,
    undefined,
    __CHECK_RESPONSES__ && ZOwnProfile,
  );
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      // The name in the account menu follows at once.
      dispatchUserDataUpdated();
    },
  });
}
