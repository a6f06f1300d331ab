import { useCallback, useRef, useState } from 'react';
import { describeSaveFailure } from '../utils/describe-save-failure';
import { markStarted, writeBackup } from '../utils/draft-storage';
import { type TListFormField, type TListFormValues, toListChanges } from '../utils/list-form-values';
import { useDraftSender } from './use-draft-sender';
import { useSaveTimer } from './use-save-timer';

export type TSaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'conflict' | 'error';

const SAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 5000;

/**
 * Saves the editor as the person types: the first change creates the draft, later ones send only the
 * changed fields with the version they started from. Every change is also kept on the device until the
 * server has it, and a failed save is retried.
 */
export function useListAutosave(options: {
  listId: string | null;
  version: number;
  getValues: () => TListFormValues;
  onCreated: (listId: string) => void;
  onFieldError: (field: TListFormField, message: string) => void;
}) {
  const [state, setState] = useState<TSaveState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const pendingRef = useRef(new Set<TListFormField>());
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { readListId, sendChanges } = useDraftSender(options);
  const savePromiseRef = useRef<Promise<boolean> | null>(null);
  const lastOutcomeRef = useRef<TSaveState>('idle');
  const { schedule: scheduleSave, cancelTimer } = useSaveTimer(() => void saveRef.current());

  const runSave = useCallback(async (): Promise<boolean> => {
    const fields = [...pendingRef.current];
    pendingRef.current.clear();
    const values = optionsRef.current.getValues();
    setState('saving');
    try {
      await sendChanges(toListChanges(values, fields));
      if (pendingRef.current.size === 0) {
        writeBackup(readListId() ?? 'new', null);
        setState('saved');
        lastOutcomeRef.current = 'saved';
        setMessage(null);
      } else {
        scheduleSave(SAVE_DELAY_MS);
      }
      return true;
    } catch (error) {
      const failure = describeSaveFailure(error, fields);
      if (failure.refused) optionsRef.current.onFieldError(failure.refused.field, failure.refused.message);
      for (const field of failure.stillPending) pendingRef.current.add(field);
      lastOutcomeRef.current = failure.outcome;
      setState(failure.outcome);
      setMessage(failure.message);
      // Offline or the server is unreachable: try again.
      if (failure.outcome === 'offline') scheduleSave(RETRY_DELAY_MS);
      return false;
    }
  }, [sendChanges, scheduleSave, readListId]);

  const save = useCallback(async (): Promise<boolean> => {
    if (savePromiseRef.current) return savePromiseRef.current;
    if (pendingRef.current.size === 0) return true;
    const promise = runSave().finally(() => {
      savePromiseRef.current = null;
    });
    savePromiseRef.current = promise;
    return promise;
  }, [runSave]);
  const saveRef = useRef(save);
  saveRef.current = save;

  const onFieldChanged = useCallback(
    (field: TListFormField) => {
      const key = readListId() ?? 'new';
      markStarted(key);
      pendingRef.current.add(field);
      writeBackup(key, optionsRef.current.getValues());
      setState('pending');
      // The first keystroke starts the draft at once: photos and items can be added straight away.
      scheduleSave(readListId() === null ? 0 : SAVE_DELAY_MS);
    },
    [scheduleSave, readListId],
  );

  /** Saves everything now (before publishing); true when the server has it all. */
  const flush = useCallback(async (): Promise<boolean> => {
    cancelTimer();
    // A save may be running while more was typed: wait for it, then save the rest.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (savePromiseRef.current) await savePromiseRef.current;
      if (pendingRef.current.size === 0) return lastOutcomeRef.current !== 'conflict';
      if (!(await save())) return false;
    }
    return pendingRef.current.size === 0;
  }, [save, cancelTimer]);

  /** The draft's id, saving it first (with whatever is typed, even nothing) when there is none yet. */
  const ensureCreated = useCallback(async (): Promise<string | null> => {
    const listId = readListId();
    if (listId) return listId;
    pendingRef.current.add('title');
    await flush();
    return readListId();
  }, [flush, readListId]);

  return {
    state,
    message,
    onFieldChanged,
    flush,
    ensureCreated,
    markAllChanged: (fields: TListFormField[]) => fields.forEach(onFieldChanged),
  };
}
