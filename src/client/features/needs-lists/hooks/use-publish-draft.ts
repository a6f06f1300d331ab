import { useState } from 'react';
import { trackEvent } from '#client/lib/analytics';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import type { TOwnList } from '#shared/schemas/needs-list';
import { usePublishList } from '../api/publish-list';
import { forgetDraft, readStartedAt } from '../utils/draft-storage';

const t = createTranslator(catalog);

function countSecondsSince(startedAt: number | null): number {
  return startedAt ? Math.max(0, Math.round((Date.now() - startedAt) / 1000)) : 0;
}

/**
 * Publishes the draft once every change is saved (`flush`); counts how long making it took, forgets
 * what this device kept of it, and hands the published list to `onPublished`.
 */
export function usePublishDraft({
  listId,
  flush,
  onPublished,
}: {
  listId: string | null;
  flush: () => Promise<boolean>;
  onPublished: (list: TOwnList) => void;
}) {
  const publish = usePublishList();
  const [publishError, setPublishError] = useState<string | null>(null);

  const onPublish = async () => {
    if (!listId) return;
    setPublishError(null);
    if (!(await flush())) {
      setPublishError(t('list-editor.publish.notSaved'));
      return;
    }
    try {
      const published = await publish.mutateAsync(listId);
      trackEvent('needs_list_created', {
        list_id: published.id,
        items_count: published.items.length,
        time_to_complete_sec: countSecondsSince(readStartedAt(listId)),
      });
      forgetDraft(listId);
      onPublished(published);
    } catch (error) {
      setPublishError(readApiErrorMessage(error));
    }
  };

  return { onPublish, publishError, isPublishing: publish.isPending };
}
