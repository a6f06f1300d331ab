import { useMyPledges } from '../api/get-my-pledges';

/**
 * Back from the confirmation link (?give=ITEM) holding that item already: their gift (reserved or
 * bought), to show instead of the reserve form. `isLookupDone` once that is known (signed out: at once).
 */
export function useHeldGift({
  listId,
  giveItemId,
  isSignedIn,
}: {
  listId: string;
  giveItemId: string | null;
  isSignedIn: boolean;
}) {
  const myGifts = useMyPledges(isSignedIn);
  const heldGift = giveItemId
    ? myGifts.data?.pledges.find(
        (gift) =>
          gift.list.id === listId &&
          gift.item.id === giveItemId &&
          (gift.status === 'reserved' || gift.status === 'purchased'),
      )
    : undefined;
  const isLookupDone = !isSignedIn || myGifts.data !== undefined || myGifts.isError;
  return { heldGift, isLookupDone };
}
