import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import { requestJson } from '#client/lib/request';
import catalog from '#client-catalog/notifications.json';
import * as notificationApi from '#shared/api-paths/notifications';
import { ZNotificationCountResult } from '#shared/schemas/notification';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

const t = createTranslator(catalog);

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
      showToast({ title: t('notifications.allRead') });
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}
