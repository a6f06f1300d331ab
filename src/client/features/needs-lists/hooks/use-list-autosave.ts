import { useCallback, useEffect, useRef, useState } from 'react';
import { parseFieldError } from '../../../lib/form-errors';
import { getErrorStatus, NETWORK_ERROR_MESSAGE, readApiErrorMessage } from '../../../lib/request';
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
  const isSavingRef = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    listIdRef.current = options.listId;
  }, [options.listId]);
  useEffect(() => {
    versionRef.current = Math.max(versionRef.current, options.version);
  }, [options.version]);

  const save = useCallback(async (): Promise<void> => {
    if (isSavingRef.current || pendingRef.current.size === 0) return;
    isSavingRef.current = true;
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
        setMessage(null);
      }
    } catch (error) {
      const status = getErrorStatus(error);
      const text = readApiErrorMessage(error);
      if (status === 409) {
        setState('conflict');
        setMessage(text);
      } else if (status === 400) {
        const fieldError = parseFieldError(text, API_FIELDS.concat(['shippingAddress']));
        const field = fieldError ? toFormField(text.slice(0, text.indexOf(': '))) : null;
        if (field && fieldError) optionsRef.current.onFieldError(field, fieldError.message);
        setState('error');
        setMessage(field ? 'Some answers need a change before they can be saved.' : text);
      } else {
        // Offline or the server is unreachable: keep the fields pending and try again.
        for (const field of fields) pendingRef.current.add(field);
        setState('offline');
        setMessage(
          text === NETWORK_ERROR_MESSAGE
            ? 'No connection. What you typed is kept on this device and saved when the connection is back.'
            : 'Saving failed. We keep trying; what you typed is kept on this device.',
        );
        timerRef.current = setTimeout(() => void save(), RETRY_DELAY_MS);
      }
    } finally {
      isSavingRef.current = false;
    }
    if (pendingRef.current.size > 0 && timerRef.current === null) {
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void save();
      }, SAVE_DELAY_MS);
    }
  }, [createList, updateList]);

  const onFieldChanged = useCallback(
    (field: TListFormField) => {
      const key = listIdRef.current ?? 'new';
      markStarted(key);
      pendingRef.current.add(field);
      writeBackup(key, optionsRef.current.getValues());
      setState('pending');
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void save();
      }, SAVE_DELAY_MS);
    },
    [save],
  );

  /** Saves now (before publishing or leaving). */
  const flush = useCallback(async () => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    await save();
  }, [save]);

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
    markAllChanged: (fields: TListFormField[]) => fields.forEach(onFieldChanged),
  };
}
