import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import {
  type TContactInboxPage,
  type TContactInboxStatus,
  ZContactInboxPage,
} from '#shared/schemas/contact-inbox';
import { CONTACT_MESSAGES_QUERY_KEY } from './admin-query-keys';

export function contactMessagesQueryOptions(status: TContactInboxStatus, page: number) {
  const params = new URLSearchParams({ status, page: String(page) });
  return queryOptions({
    queryKey: [...CONTACT_MESSAGES_QUERY_KEY, status, page],
    queryFn: ({ signal }) =>
      requestJson<TContactInboxPage>(
        'GET',
        adminApi.searchContactMessages(`${params}`),
        undefined,
        signal,
        __CHECK_RESPONSES__ && ZContactInboxPage,
      ),
    placeholderData: keepPreviousData,
    // Messages arrive all the time: each visit reads the inbox again.
    staleTime: 0,
  });
}

export function useContactMessages(status: TContactInboxStatus, page: number) {
  return useQuery(contactMessagesQueryOptions(status, page));
}
