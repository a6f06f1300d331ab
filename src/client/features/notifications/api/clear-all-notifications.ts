import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '#client/components/ui/toast-store';
import { requestJson } from '#client/lib/request';
import * as notificationApi from '#shared/api-paths/notifications';
import { ZNotificationCountResult } from '#shared/schemas/notification';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export function clearAllNotifications(): Promise<{ count: number }> {
  return requestJson<{ count: number }>(
    'POST',
    notificationApi.clearAll,
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZNotificationCountResult,
  );
}

export function useClearAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onSuccess: async () => {
      showToast({
        title: 'All notifications cleared',
        description: 'Your notification history has been cleared',
      });
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}
