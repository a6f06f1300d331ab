import { useState } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/pledges.json';
import { RESERVATION_HOURS, UNCONFIRMED_HOLD_QUANTITY_MAX } from '#shared/pledge-limits';
import type { TItem } from '#shared/schemas/needs-list';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useReserveItem } from '../api/reserve-item';
import { formatReservedUntil } from '../utils/format-time-left';
import { formatGiftName } from '../utils/gift-labels';

const t = createTranslator(catalog);

/**
 * A donor who made an account (or signed in) inside the item a moment ago: the item is reserved at
 * once, as they asked. A confirmed donor with more than one left to choose from gets the reserve step
 * instead (`onSignedIn` does nothing then). A refusal goes to `onRefused`.
 */
export function useNewDonorReservation({
  listId,
  item,
  stillNeeded,
  onReserved,
  onRefused,
}: {
  listId: string;
  item: TItem;
  stillNeeded: number;
  onReserved: (pledge: TMyPledge) => void;
  onRefused: (message: string) => void;
}) {
  const reserve = useReserveItem();
  const [isReserving, setIsReserving] = useState(false);

  const onSignedIn = async (user: { emailVerified: boolean }) => {
    if (user.emailVerified && stillNeeded > 1) return;
    setIsReserving(true);
    try {
      const pledge = await reserve.mutateAsync({
        listId,
        itemId: item.id,
        input: { quantity: UNCONFIRMED_HOLD_QUANTITY_MAX, isAnonymous: false },
      });
      showToast({
        title: t('pledges.reserved.toastTitle', { gift: formatGiftName(pledge.quantity, item.name) }),
        description: pledge.expiresAt
          ? t('pledges.reserved.toastShortHold', {
              reservedUntil: formatReservedUntil(pledge.expiresAt, Date.now()),
              hours: RESERVATION_HOURS,
            })
          : undefined,
      });
      onReserved(pledge);
    } catch (error) {
      // Signed in now: the reserve form shows why, with the choice to try again.
      onRefused(readApiErrorMessage(error));
    } finally {
      setIsReserving(false);
    }
  };

  return { isReserving, onSignedIn };
}
