import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TProductPageReading, ZProductPageReading } from '#shared/schemas/product';

/** Asks the server to read a store's product page for this list; nothing is added yet. */
export function readProductPage({
  listId,
  url,
}: {
  listId: string;
  url: string;
}): Promise<TProductPageReading> {
  return requestJson<TProductPageReading>(
    'POST',
    needsListApi.productPage(listId),
    {
      url,
    },
    undefined,
    __CHECK_RESPONSES__ && ZProductPageReading,
  );
}

export function useReadProductPage() {
  return useMutation({ mutationFn: readProductPage });
}
