import { useCallback, useEffect, useRef } from 'react';
import { LOCALE } from '#client/lib/i18n';
import { useCreateList } from '../api/create-list';
import { useUpdateList } from '../api/update-list';
import { moveDraftKeys, writeCurrentDraftId } from '../utils/draft-storage';
import type { toListChanges } from '../utils/list-form-values';

/**
 * Sends a batch of changes: the first one creates the draft (what this device kept for "new" moves to
 * its id), the later ones send the version they started from. `readListId` says the draft's id, or null.
 */
export function useDraftSender(options: {
  listId: string | null;
  version: number;
  onCreated: (listId: string) => void;
}) {
  const createList = useCreateList();
  const updateList = useUpdateList();
  const listIdRef = useRef(options.listId);
  const versionRef = useRef(options.version);
  const onCreatedRef = useRef(options.onCreated);
  onCreatedRef.current = options.onCreated;

  useEffect(() => {
    listIdRef.current = options.listId;
  }, [options.listId]);
  useEffect(() => {
    versionRef.current = Math.max(versionRef.current, options.version);
  }, [options.version]);

  const sendChanges = useCallback(
    async (changes: ReturnType<typeof toListChanges>) => {
      if (listIdRef.current === null) {
        // A new list is written in the page's language unless the family chose another.
        const list = await createList.mutateAsync({ language: LOCALE, ...changes });
        listIdRef.current = list.id;
        versionRef.current = list.version;
        moveDraftKeys('new', list.id);
        writeCurrentDraftId(list.id);
        onCreatedRef.current(list.id);
        return;
      }
      const list = await updateList.mutateAsync({
        listId: listIdRef.current,
        input: { ...changes, version: versionRef.current },
      });
      versionRef.current = list.version;
    },
    [createList, updateList],
  );

  const readListId = useCallback(() => listIdRef.current, []);

  return { readListId, sendChanges };
}
