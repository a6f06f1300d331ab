import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchUserDataUpdated } from '#client/lib/events';
import { fetchWithNetworkError, readResponseJson, throwIfResponseNotOk } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { type TOwnProfile, ZOwnProfile } from '#shared/schemas/profile';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

export async function uploadProfilePhoto(photo: File): Promise<TOwnProfile> {
  const body = new FormData();
  body.append('photo', photo);
  const response = await fetchWithNetworkError(accountApi.photo, { method: 'PUT', body });
  await throwIfResponseNotOk(response);
  return readResponseJson<TOwnProfile>(response, accountApi.photo, __CHECK_RESPONSES__ && ZOwnProfile);
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      // The avatar everywhere refreshes on this event.
      dispatchUserDataUpdated();
    },
  });
}
