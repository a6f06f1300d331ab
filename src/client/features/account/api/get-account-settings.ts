import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { type TAccountSettings, ZAccountSettings } from '#shared/schemas/account';

export const ACCOUNT_SETTINGS_QUERY_KEY = [accountApi.settings] as const;

export const accountSettingsQueryOptions = queryOptions({
  queryKey: ACCOUNT_SETTINGS_QUERY_KEY,
  queryFn: createQueryFn<TAccountSettings>({
    on401: 'throw',
    schema: __CHECK_RESPONSES__ && ZAccountSettings,
  }),
});

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}
