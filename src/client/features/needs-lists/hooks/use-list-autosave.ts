import { useCallback, useEffect, useRef, useState } from 'react';
import { parseFieldError } from '#client/lib/form-errors';
import { getErrorStatus, NETWORK_ERROR_MESSAGE, readApiErrorMessage } from '#client/lib/request';
import { useCreateList } from '../api/create-list';
import { useUpdateList } from '../api/update-list';
import { markStarted, moveDraftKeys, writeBackup, writeCurrentDraftId } from '../utils/draft-storage';
import {
  EMPTY_LIST_FORM,
  type TListFormField,
  type TListFormValues,
  toFormField,
  toListChanges,
} from '../utils/list-form-values';

export type TSaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'conflict' | 'error';

const SAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 5000;
const API_FIELDS = Object.keys(EMPTY_LIST_FORM);

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
  const createList = useCreateList();
  const updateList = useUpdateList();
  const [state, setState] = useState<TSaveState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const listIdRef = useRef(options.listId);
  const versionRef = useRef(options.version);
  const pendingRef = useRef(new Set<TListFormField>());
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    listIdRef.current = options.listId;
  }, [options.listId]);
  useEffect(() => {
    versionRef.current = Math.max(versionRef.current, options.version);
  }, [options.version]);

  const savePromiseRef = useRef<Promise<boolean> | null>(null);
  const lastOutcomeRef = useRef<TSaveState>('idle');

  const scheduleSave = useCallback((delayMs: number) => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void saveRef.current();
    }, delayMs);
  }, []);

  const runSave = useCallback(async (): Promise<boolean> => {
    const fields = [...pendingRef.current];
    pendingRef.current.clear();
    const values = optionsRef.current.getValues();
    setState('saving');
    try {
      const changes = toListChanges(values, fields);
      if (listIdRef.current === null) {
        const list = await createList.mutateAsync(changes);
        listIdRef.current = list.id;
        versionRef.current = list.version;
        moveDraftKeys('new', list.id);
        writeCurrentDraftId(list.id);
        optionsRef.current.onCreated(list.id);
      } else {
        const list = await updateList.mutateAsync({
          listId: listIdRef.current,
          input: { ...changes, version: versionRef.current },
        });
        versionRef.current = list.version;
      }
      if (pendingRef.current.size === 0) {
        writeBackup(listIdRef.current ?? 'new', null);
        setState('saved');
        lastOutcomeRef.current = 'saved';
        setMessage(null);
      } else {
        scheduleSave(SAVE_DELAY_MS);
      }
      return true;
    } catch (error) {
      const status = getErrorStatus(error);
      const text = readApiErrorMessage(error);
      if (status === 409) {
        for (const field of fields) pendingRef.current.add(field);
        lastOutcomeRef.current = 'conflict';
        setState('conflict');
        setMessage(text);
      } else if (status === 400) {
        const fieldError = parseFieldError(text, API_FIELDS.concat(['shippingAddress']));
        const badField = fieldError ? toFormField(text.slice(0, text.indexOf(': '))) : null;
        if (badField && fieldError) optionsRef.current.onFieldError(badField, fieldError.message);
        // The other fields of the batch were fine: they are saved with the next change (and stay in the
        // copy on this device until then).
        for (const field of fields) if (field !== badField) pendingRef.current.add(field);
        lastOutcomeRef.current = 'error';
        setState('error');
        setMessage(badField ? 'Some answers need a change before they can be saved.' : text);
      } else {
        // Offline or the server is unreachable: keep the fields pending and try again.
        for (const field of fields) pendingRef.current.add(field);
        lastOutcomeRef.current = 'offline';
        setState('offline');
        setMessage(
          text === NETWORK_ERROR_MESSAGE
            ? 'No connection. What you typed is kept on this device and saved when the connection is back.'
            : 'Saving failed. We keep trying; what you typed is kept on this device.',
        );
        scheduleSave(RETRY_DELAY_MS);
      }
      return false;
    }
  }, [createList, updateList, scheduleSave]);

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
      const key = listIdRef.current ?? 'new';
      markStarted(key);
      pendingRef.current.add(field);
      writeBackup(key, optionsRef.current.getValues());
      setState('pending');
      // The first keystroke starts the draft at once: photos and items can be added straight away.
      scheduleSave(listIdRef.current === null ? 0 : SAVE_DELAY_MS);
    },
    [scheduleSave],
  );

  /** Saves everything now (before publishing); true when the server has it all. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    // A save may be running while more was typed: wait for it, then save the rest.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (savePromiseRef.current) await savePromiseRef.current;
      if (pendingRef.current.size === 0) return lastOutcomeRef.current !== 'conflict';
      if (!(await save())) return false;
    }
    return pendingRef.current.size === 0;
  }, [save]);

  /** The draft's id, saving it first (with whatever is typed, even nothing) when there is none yet. */
  const ensureCreated = useCallback(async (): Promise<string | null> => {
    if (listIdRef.current) return listIdRef.current;
    pendingRef.current.add('title');
    await flush();
    return listIdRef.current;
  }, [flush]);

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  return {
    state,
    message,
    onFieldChanged,
    flush,
    ensureCreated,
    markAllChanged: (fields: TListFormField[]) => fields.forEach(onFieldChanged),
  };
}
