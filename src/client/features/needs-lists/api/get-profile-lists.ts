import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as userApi from '#shared/api-paths/users';
import { type TProfileLists, ZProfileLists } from '#shared/schemas/browse';

export function profileListsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [userApi.root, encodeURIComponent(userId), 'lists'],
    queryFn: createQueryFn<TProfileLists>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZProfileLists }),
    retry: false,
  });
}

export function useProfileLists(userId: string) {
  return useQuery({ ...profileListsQueryOptions(userId), enabled: userId !== '' });
}
