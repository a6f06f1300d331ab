import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TOwnList } from '#shared/schemas/needs-list';
import { readBackup } from '../utils/draft-storage';
import { EMPTY_LIST_FORM, type TListFormField, type TListFormValues } from '../utils/list-form-values';
import type { useListAutosave } from './use-list-autosave';

/**
 * What the editor starts from besides the server's list: a copy kept on this device that the server
 * never got (offline, closed tab) wins over the server's, and a category chosen before the editor
 * opened joins the first save. `includePresetCategory` is called on each change: autosave sends only
 * the fields that changed, and a preset category was never typed. Not on mount, so merely opening
 * /create makes no draft.
 */
export function useRestoredDraft({
  list,
  hasPresetCategory,
  form,
  autosave,
}: {
  list: TOwnList | null;
  hasPresetCategory: boolean;
  form: UseFormReturn<TListFormValues>;
  autosave: ReturnType<typeof useListAutosave>;
}) {
  const isPresetUnsavedRef = useRef(!list && hasPresetCategory);
  const includePresetCategory = () => {
    if (!isPresetUnsavedRef.current) return;
    isPresetUnsavedRef.current = false;
    autosave.onFieldChanged('category');
  };

  const hasRestoredRef = useRef(false);
  useEffect(() => {
    if (hasRestoredRef.current) return;
    hasRestoredRef.current = true;
    const backup = readBackup<TListFormValues>(list?.id ?? 'new');
    const serverTime = list ? Date.parse(list.updatedAt) : 0;
    if (!backup || backup.savedAt <= serverTime) return;
    const current = form.getValues();
    const changed = (Object.keys(EMPTY_LIST_FORM) as TListFormField[]).filter(
      (field) => backup.values[field] !== undefined && backup.values[field] !== current[field],
    );
    if (changed.length === 0) return;
    form.reset({ ...current, ...backup.values });
    if (isPresetUnsavedRef.current && !changed.includes('category')) changed.push('category');
    isPresetUnsavedRef.current = false;
    autosave.markAllChanged(changed);
  }, [autosave, form, list]);

  return { includePresetCategory };
}
