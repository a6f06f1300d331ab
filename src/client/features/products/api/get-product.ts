import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as productApi from '#shared/api-paths/products';
import { type TProduct, ZProduct } from '#shared/schemas/product';

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [productApi.root, productId],
    queryFn: ({ signal }) =>
      requestJson<TProduct>(
        'GET',
        productApi.detail(productId),
        undefined,
        signal,
        __CHECK_RESPONSES__ && ZProduct,
      ),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(productId: string | null) {
  return useQuery({ ...productQueryOptions(productId ?? ''), enabled: productId !== null });
}
