import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '#client/lib/request';
import * as notificationApi from '#shared/api-paths/notifications';
import { NOTIFICATION_POLL_MS } from '#shared/constants';
import { type TNotification, ZNotification } from '#shared/schemas/notification';

export const NOTIFICATIONS_URL = notificationApi.list;
export const NOTIFICATIONS_QUERY_KEY = [NOTIFICATIONS_URL] as const;

export function getNotifications(): Promise<TNotification[]> {
  return requestJson<TNotification[]>(
    'GET',
    NOTIFICATIONS_URL,
    undefined,
    undefined,
    __CHECK_RESPONSES__ && z.array(ZNotification),
  );
}

// Only while signed in, polled every 60 s, never retried.
export function notificationsQueryOptions(isSignedIn: boolean) {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: getNotifications,
    enabled: isSignedIn,
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });
}

export function useNotifications(isSignedIn: boolean) {
  return useQuery(notificationsQueryOptions(isSignedIn));
}
