import type { UseFormReturn } from 'react-hook-form';
import { describeMissingAddressField, findMissingAddressFields } from '../utils/editor-problems';
import type { TListFormValues } from '../utils/list-form-values';

/** What saving the address came to: saved now, a part to fill in first (it has the focus), or not saved. */
export type TAddressSaveOutcome = 'saved' | 'missing' | 'notSaved';

/**
 * Marks each part a shipping address still needs under its own field (until it is typed in): when the
 * family leaves an address half typed, saves it, or presses Publish. Saving also takes the focus to
 * the first part missing, or, with nothing missing, saves everything now (`flush`).
 */
export function useAddressCheck(form: UseFormReturn<TListFormValues>, flush: () => Promise<boolean>) {
  /** Marks the parts missing (`isWanted`: even of an address not started) and answers them. */
  const markMissing = (isWanted: boolean) => {
    const missing = findMissingAddressFields(form.getValues(), isWanted);
    for (const field of missing) {
      // A part that already says something more precise keeps it.
      if (!form.getFieldState(field).error) {
        form.setError(field, { message: describeMissingAddressField(field) });
      }
    }
    return missing;
  };

  const onSave = async (): Promise<TAddressSaveOutcome> => {
    const [first] = markMissing(true);
    if (first) {
      form.setFocus(first);
      return 'missing';
    }
    return (await flush()) ? 'saved' : 'notSaved';
  };

  return { markMissing, onLeave: () => void markMissing(false), onSave };
}

export type TAddressActions = Pick<ReturnType<typeof useAddressCheck>, 'onLeave' | 'onSave'>;
