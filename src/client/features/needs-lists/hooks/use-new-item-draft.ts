import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { writeItemDraft } from '../utils/draft-storage';
import { EMPTY_ITEM, type TItemFormValues } from '../utils/item-input';

/** Whether the new item's form holds something typed (what it starts with is not). */
function isItemTyped(values: TItemFormValues): boolean {
  return (Object.keys(EMPTY_ITEM) as (keyof TItemFormValues)[]).some(
    (field) => values[field].trim() !== EMPTY_ITEM[field],
  );
}

/**
 * What is typed for a new item and not added yet: kept on this device under `draftKey` at each change,
 * and its name told to `onPendingChange` (null once nothing is typed). Nothing of this for an item
 * being edited (`isEditing`).
 */
export function useNewItemDraft({
  form,
  isEditing,
  draftKey,
  onPendingChange,
}: {
  form: UseFormReturn<TItemFormValues>;
  isEditing: boolean;
  draftKey: string;
  onPendingChange?: (name: string | null) => void;
}) {
  const [isTyped, setIsTyped] = useState(false);
  const onPendingChangeRef = useRef(onPendingChange);
  onPendingChangeRef.current = onPendingChange;

  useEffect(() => {
    if (isEditing) return;
    const report = (values: TItemFormValues) => {
      const hasTyped = isItemTyped(values);
      setIsTyped(hasTyped);
      writeItemDraft(draftKey, hasTyped ? values : null);
      onPendingChangeRef.current?.(hasTyped ? values.name.trim() : null);
    };
    report(form.getValues());
    const subscription = form.watch((values) => report({ ...EMPTY_ITEM, ...values }));
    return () => subscription.unsubscribe();
  }, [isEditing, form, draftKey]);

  /** Empties the form and forgets what was kept under each key. */
  const clearDraft = (keysToForget: string[]) => {
    for (const key of keysToForget) writeItemDraft(key, null);
    form.reset(EMPTY_ITEM);
    setIsTyped(false);
    onPendingChangeRef.current?.(null);
  };

  return { isTyped, clearDraft };
}
