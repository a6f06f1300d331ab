import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import {
  type TAccountSettings,
  type TAccountSettingsUpdate,
  ZAccountSettings,
} from '#shared/schemas/account';
import { ACCOUNT_SETTINGS_QUERY_KEY } from './get-account-settings';

export function updateAccountSettings(update: TAccountSettingsUpdate): Promise<TAccountSettings> {
  return requestJson<TAccountSettings>(
    'PATCH',
    accountApi.settings,
    update,
    undefined,
    __CHECK_RESPONSES__ && ZAccountSettings,
  );
}

// Optimistic: a checkbox flips as it is clicked and flips back if the server refuses.
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onMutate: (update) => {
      const previous = queryClient.getQueryData<TAccountSettings>(ACCOUNT_SETTINGS_QUERY_KEY);
      if (previous) queryClient.setQueryData(ACCOUNT_SETTINGS_QUERY_KEY, { ...previous, ...update });
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(ACCOUNT_SETTINGS_QUERY_KEY, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(ACCOUNT_SETTINGS_QUERY_KEY, settings),
  });
}
