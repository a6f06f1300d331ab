import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '#client/components/ui/toast-store';
import { requestJson } from '#client/lib/request';
import * as notificationApi from '#shared/api-paths/notifications';
import { ZNotificationCountResult } from '#shared/schemas/notification';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export function markAllNotificationsRead(): Promise<{ count: number }> {
  return requestJson<{ count: number }>(
    'POST',
    notificationApi.markAllRead,
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZNotificationCountResult,
  );
}

// Defined, but deliberately not attached to any control.
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async () => {
      showToast({ title: 'All notifications marked as read' });
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}
