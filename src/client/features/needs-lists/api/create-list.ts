import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TListCreateInput, type TOwnList, ZOwnList } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';
import { MY_LISTS_QUERY_KEY } from './get-my-lists';

export function createList(input: TListCreateInput): Promise<TOwnList> {
  return requestJson<TOwnList>('POST', needsListApi.root, input, undefined, __CHECK_RESPONSES__ && ZOwnList);
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: (list) => {
      queryClient.setQueryData(listQueryKey(list.id), { ...list, isOwner: true });
      void queryClient.invalidateQueries({ queryKey: MY_LISTS_QUERY_KEY });
    },
  });
}
