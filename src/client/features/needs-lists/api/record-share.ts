import * as needsListApi from '#shared/api-paths/needs-lists';
import type { SHARE_CHANNELS } from '#shared/needs-list-limits';

export type TShareChannel = (typeof SHARE_CHANNELS)[number];

// Counting must never hold up the share itself: fire and forget, kept alive if the page is left.
export function recordShare(listId: string, channel: TShareChannel): void {
  void fetch(needsListApi.shares(listId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel }),
    keepalive: true,
    credentials: 'include',
  }).catch(() => {});
}
