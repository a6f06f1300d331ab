import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as notificationApi from '#shared/api-paths/notifications';
import { type TNotification, ZNotification } from '#shared/schemas/notification';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export function markNotificationRead(id: string): Promise<TNotification> {
  return requestJson<TNotification>(
    'POST',
    notificationApi.markRead(id),
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZNotification,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // The answer is the updated notification: put it in place instead of refetching the whole list.
    onSuccess: (updated) => {
      queryClient.setQueryData<TNotification[]>(NOTIFICATIONS_QUERY_KEY, (list) =>
        list?.map((notification) => (notification.id === updated.id ? updated : notification)),
      );
    },
  });
}
