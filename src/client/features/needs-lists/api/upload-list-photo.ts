import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchWithNetworkError, readResponseJson, throwIfResponseNotOk } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TListPhoto, ZListPhoto } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export async function uploadListPhoto({
  listId,
  photo,
}: {
  listId: string;
  photo: File;
}): Promise<TListPhoto> {
  const body = new FormData();
  body.append('photo', photo);
  const response = await fetchWithNetworkError(needsListApi.photos(listId), {
    method: 'POST',
    body,
  });
  await throwIfResponseNotOk(response);
  return readResponseJson<TListPhoto>(
    response,
    needsListApi.photos(listId),
    __CHECK_RESPONSES__ && ZListPhoto,
  );
}

export function useUploadListPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadListPhoto,
    onSuccess: (_photo, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
