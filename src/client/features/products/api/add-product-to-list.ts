import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TAddProductInput, type TAddProductResult, ZAddProductResult } from '#shared/schemas/product';

export function addProductToList({
  listId,
  input,
}: {
  listId: string;
  input: TAddProductInput;
}): Promise<TAddProductResult> {
  return requestJson<TAddProductResult>(
    'POST',
    needsListApi.products(listId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZAddProductResult,
  );
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
