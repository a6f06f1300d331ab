import { useCallback, useEffect, useRef, useState } from 'react';
import { createDeferredAction } from '#client/lib/deferred-action';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import type { TItem } from '#shared/schemas/needs-list';
import { useRemoveItem } from '../api/remove-item';

const t = createTranslator(catalog);

/** How long removing an item can be undone: it is sent to the server only after this. */
export const REMOVAL_UNDO_SECONDS = 10;

/** An item on its way out: `waiting` can still be undone, `sending` is being removed on the server. */
export type TRemovalState = 'waiting' | 'sending';

/**
 * Removing items, each of which can be undone for REMOVAL_UNDO_SECONDS. Nothing is sent until then,
 * so undoing brings the item back exactly as it was: the server never changed it (its id, place and
 * picture, and the history of donors who once held it). Leaving or hiding the page (another app, a
 * locked phone), the editor going away, or publishing sends what is waiting at once: what the family
 * saw go is what the list keeps. An item the server keeps (a donor reserved it meanwhile) comes back,
 * and `failure` says why.
 */
export function useItemRemovals(listId: string | null) {
  const remove = useRemoveItem();
  const [states, setStates] = useState<ReadonlyMap<string, TRemovalState>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const actionsRef = useRef(new Map<string, ReturnType<typeof createDeferredAction>>());
  const sendingRef = useRef(new Set<Promise<boolean>>());
  const latest = useRef({ remove, listId });
  latest.current = { remove, listId };

  const setState = useCallback((itemId: string, state: TRemovalState | null) => {
    setStates((current) => {
      const next = new Map(current);
      if (state === null) next.delete(itemId);
      else next.set(itemId, state);
      return next;
    });
  }, []);

  const send = useCallback(
    (item: TItem) => {
      actionsRef.current.delete(item.id);
      const { remove: mutation, listId: currentListId } = latest.current;
      if (!currentListId) return;
      setState(item.id, 'sending');
      // Settled once the list has been read again without it (or it is shown again, with why).
      const sent: Promise<boolean> = mutation.mutateAsync({ listId: currentListId, itemId: item.id }).then(
        () => true,
        (error: unknown) => {
          setFailure(
            t('list-editor.removal.failed', { name: item.name, reason: readApiErrorMessage(error) }),
          );
          return false;
        },
      );
      sendingRef.current.add(sent);
      void sent.then(() => {
        sendingRef.current.delete(sent);
        setState(item.id, null);
      });
    },
    [setState],
  );

  /** Sends every removal still waiting, now; true once all of them are done on the server. */
  const flushAll = useCallback(async (): Promise<boolean> => {
    for (const action of [...actionsRef.current.values()]) action.flush();
    const results = await Promise.all([...sendingRef.current]);
    return results.every(Boolean);
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flushAll();
    };
    const onPageHide = () => void flushAll();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void flushAll();
    };
  }, [flushAll]);

  const start = (item: TItem) => {
    setFailure(null);
    if (actionsRef.current.has(item.id)) return;
    const action = createDeferredAction(() => send(item), REMOVAL_UNDO_SECONDS * 1000);
    actionsRef.current.set(item.id, action);
    setState(item.id, 'waiting');
    action.start();
  };

  /** Keeps the item after all; false when it is too late (it is being removed already). */
  const undo = (itemId: string): boolean => {
    const isUndone = actionsRef.current.get(itemId)?.undo() ?? false;
    if (!isUndone) return false;
    actionsRef.current.delete(itemId);
    setState(itemId, null);
    return true;
  };

  return { states, failure, start, undo, flushAll };
}

export type TItemRemovals = ReturnType<typeof useItemRemovals>;
