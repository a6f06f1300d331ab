import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TProduct } from '#shared/schemas/product';

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['/api/products', productId],
    queryFn: ({ signal }) =>
      requestJson<TProduct>('GET', `/api/products/${encodeURIComponent(productId)}`, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(productId: string | null) {
  return useQuery({ ...productQueryOptions(productId ?? ''), enabled: productId !== null });
}
