import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLeaveWarning } from '#client/lib/use-leave-warning';
import type { TOwnList } from '#shared/schemas/needs-list';
import type { TListFormField, TListFormValues } from '../utils/list-form-values';
import { useListAutosave } from './use-list-autosave';
import { useRestoredDraft } from './use-restored-draft';

/**
 * The editor's draft on the server: made at the first change (`ensureListId` makes it at once), then
 * saved field by field (`onFieldChanged`). A field the server refuses shows its error, in its fold.
 */
export function useEditorDraft({
  list,
  hasPresetCategory,
  form,
  onDraftCreated,
  onFieldRefused,
}: {
  list: TOwnList | null;
  hasPresetCategory: boolean;
  form: UseFormReturn<TListFormValues>;
  onDraftCreated?: (listId: string) => void;
  /** Before the field's error is set: opens the fold it is in. */
  onFieldRefused: (field: TListFormField) => void;
}) {
  const [listId, setListId] = useState<string | null>(list?.id ?? null);
  const autosave = useListAutosave({
    listId,
    version: list?.version ?? 1,
    getValues: () => form.getValues(),
    onCreated: (id) => {
      setListId(id);
      onDraftCreated?.(id);
    },
    onFieldError: (field, message) => {
      onFieldRefused(field);
      form.setError(field, { message });
    },
  });
  const { includePresetCategory } = useRestoredDraft({ list, hasPresetCategory, form, autosave });
  // What the server refused, or a change made elsewhere, is not saved: leaving asks first. (What is
  // merely waiting, or offline, is kept on this device and saved later.)
  useLeaveWarning(autosave.state === 'error' || autosave.state === 'conflict');

  const ensureListId = () => {
    includePresetCategory();
    return autosave.ensureCreated();
  };
  const onFieldChanged = (field: TListFormField) => {
    includePresetCategory();
    autosave.onFieldChanged(field);
  };

  return { listId, autosave, ensureListId, onFieldChanged };
}
