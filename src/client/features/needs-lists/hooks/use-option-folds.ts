import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import type { TOptionFold } from '../components/more-options';
import type { TListFormValues } from '../utils/list-form-values';
import { SHIPPING_ADDRESS_ANCHOR } from '../utils/shipping-address-link';

function isSentToShippingAddress(): boolean {
  return window.location.hash === `#${SHIPPING_ADDRESS_ANCHOR}`;
}

/**
 * Which of the editor's "More options" folds are open. Sent here to add the shipping address (from the
 * list page), that fold opens and its first field waits.
 */
export function useOptionFolds(form: UseFormReturn<TListFormValues>) {
  const [openFolds, setOpenFolds] = useState<ReadonlySet<TOptionFold>>(
    () => new Set(isSentToShippingAddress() ? ['address'] : []),
  );

  useEffect(() => {
    if (!isSentToShippingAddress()) return;
    form.setFocus('addressName');
    document.querySelector('[name="addressName"]')?.scrollIntoView({ block: 'center' });
  }, [form]);

  const addFold = (fold: TOptionFold) => setOpenFolds((current) => new Set(current).add(fold));

  /** Opened before this returns, so the focus can go to a field inside it at once. */
  const openFoldNow = (fold: TOptionFold) => flushSync(() => addFold(fold));

  const onToggleFold = (fold: TOptionFold, isOpen: boolean) =>
    setOpenFolds((current) => {
      const next = new Set(current);
      if (isOpen) next.add(fold);
      else next.delete(fold);
      return next;
    });

  return { openFolds, addFold, openFoldNow, onToggleFold };
}
