import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminContactMessage, ZAdminContactMessage } from '#shared/schemas/contact-inbox';
import { AUDIT_LOG_QUERY_KEY, CONTACT_MESSAGES_QUERY_KEY } from './admin-query-keys';

export function markContactMessageHandled(messageId: string): Promise<TAdminContactMessage> {
  return requestJson<TAdminContactMessage>(
    'POST',
    adminApi.markContactMessageHandled(messageId),
    {},
    undefined,
    __CHECK_RESPONSES__ && ZAdminContactMessage,
  );
}

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageHandled,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY });
      // Waited for: the message leaves the "open" inbox before the admin is told it is done.
      await queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_QUERY_KEY });
    },
  });
}
