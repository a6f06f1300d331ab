import { useState } from 'react';
import { trackEvent } from '#client/lib/analytics';
import { createTranslator } from '#client/lib/i18n';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import type { TOwnList } from '#shared/schemas/needs-list';
import { usePublishList } from '../api/publish-list';
import { forgetDraft, readStartedAt } from '../utils/draft-storage';

const t = createTranslator(catalog);

function countSecondsSince(startedAt: number | null): number {
  return startedAt ? Math.max(0, Math.round((Date.now() - startedAt) / 1000)) : 0;
}

/**
 * The Publish button. With something missing (`isMissingAnything`) it asks for it: `onMissing`, and
 * `askCount` grows so the editor says what is missing again. Otherwise it publishes the draft once
 * every change is saved (`flush`), counts how long making it took, forgets what this device kept of
 * it, and hands the published list to `onPublished`. The email address is the server's to judge (it
 * may have been confirmed in another browser since the page loaded): its refusal is asked for too.
 */
export function usePublishDraft({
  listId,
  flush,
  onPublished,
  isMissingAnything,
  onMissing,
}: {
  listId: string | null;
  flush: () => Promise<boolean>;
  onPublished: (list: TOwnList) => void;
  isMissingAnything: boolean;
  onMissing: () => void;
}) {
  const publish = usePublishList();
  const [publishError, setPublishError] = useState<string | null>(null);
  const [isEmailRefused, setIsEmailRefused] = useState(false);
  const [askCount, setAskCount] = useState(0);

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
      if (getErrorStatus(error) === 403) {
        setIsEmailRefused(true);
        setAskCount((count) => count + 1);
      } else {
        setPublishError(readApiErrorMessage(error));
      }
    }
  };

  const onPublishPressed = () => {
    if (!isMissingAnything) {
      void onPublish();
      return;
    }
    onMissing();
    setAskCount((count) => count + 1);
  };

  return { onPublishPressed, askCount, publishError, isEmailRefused, isPublishing: publish.isPending };
}
