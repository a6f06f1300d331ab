import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJsonOnce } from '#client/lib/idempotent-request';
import { getErrorStatus } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TMyPledge, type TReserveInput, ZMyPledge } from '#shared/schemas/pledge';
import { storeMyPledge } from './get-my-pledges';
import { listUrlKey, refreshAfterPledge } from './pledge-query-keys';

/** The browser's own IANA time zone: the reminder mail gives the reservation's end in it. */
function readBrowserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function reserveItem({
  listId,
  itemId,
  input,
}: {
  listId: string;
  itemId: string;
  input: TReserveInput;
}): Promise<TMyPledge> {
  // Each call is one action of the donor: a new key, reused by its retry after a lost answer.
  return requestJsonOnce<TMyPledge>(
    'POST',
    pledgeApi.reserve(listId, itemId),
    {
      ...input,
      timeZone: input.timeZone ?? readBrowserTimeZone(),
    },
    { schema: __CHECK_RESPONSES__ && ZMyPledge },
  );
}

export function useReserveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveItem,
    onSuccess: (pledge, { listId }) => {
      storeMyPledge(queryClient, pledge);
      return refreshAfterPledge(queryClient, listId);
    },
    // Someone else was quicker (or the list changed): show what is left now.
    onError: (error, { listId }) => {
      if (getErrorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: listUrlKey(listId) });
    },
  });
}
