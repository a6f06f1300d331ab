import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountSettings } from '../../../../shared/schemas/account';
import { createQueryFn } from '../../../lib/request';

export const ACCOUNT_SETTINGS_QUERY_KEY = ['/api/account/settings'] as const;

export const accountSettingsQueryOptions = queryOptions({
  queryKey: ACCOUNT_SETTINGS_QUERY_KEY,
  queryFn: createQueryFn<TAccountSettings>({ on401: 'throw' }),
});

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}
