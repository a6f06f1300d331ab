import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as productApi from '#shared/api-paths/products';
import { type TProductSearchResult, ZProductSearchResult } from '#shared/schemas/product';

/** `search`: the API's query string (q, category, minPrice, maxPrice, sort, page, pageSize). */
export function searchProductsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [productApi.root, 'search', search],
    queryFn: ({ signal }) =>
      requestJson<TProductSearchResult>(
        'GET',
        productApi.search(search),
        undefined,
        signal,
        __CHECK_RESPONSES__ && ZProductSearchResult,
      ),
    // The catalog changes with a release, not while someone shops.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchProducts(search: string, { isEnabled = true } = {}) {
  return useQuery({ ...searchProductsQueryOptions(search), enabled: isEnabled });
}
