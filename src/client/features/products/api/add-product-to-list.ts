import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJsonOnce } from '#client/lib/idempotent-request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TAddProductInput, type TAddProductResult, ZAddProductResult } from '#shared/schemas/product';

/**
 * One tap's add, sent with `key`, the key of that tap: a repeat of the request (a retry after a lost
 * answer, a second request of the same tap) is answered with what the first did and adds nothing.
 */
export function addProductToList({
  listId,
  input,
  key,
}: {
  listId: string;
  input: TAddProductInput;
  key: string;
}): Promise<TAddProductResult> {
  return requestJsonOnce<TAddProductResult>('POST', needsListApi.products(listId), input, {
    key,
    schema: __CHECK_RESPONSES__ && ZAddProductResult,
  });
}

export function useAddProductToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductToList,
    // The list's page and the owner's lists show the new item (their keys start with the API path).
    onSuccess: (_result, { listId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [needsListApi.root, encodeURIComponent(listId)] }),
        queryClient.invalidateQueries({ queryKey: [needsListApi.mine] }),
      ]),
  });
}
