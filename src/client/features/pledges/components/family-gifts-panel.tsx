import { Check, CircleSlash, Heart, PackageX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { showToast } from '#client/components/ui/toast-store';
import { readApiErrorMessage } from '#client/lib/request';
import { ANONYMOUS_DONOR_NAME, NOT_ARRIVED_NOTICE_HOURS } from '#shared/pledge-limits';
import type { TListPledge } from '#shared/schemas/pledge';
import { useListPledges } from '../api/get-list-pledges';
import { useMarkNeverCame } from '../api/mark-never-came';
import { useMarkNotReceived } from '../api/mark-not-received';
import { useNow } from '../hooks/use-now';
import { useOnDataChange } from '../hooks/use-on-data-change';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { useUndoableReceipt } from '../hooks/use-undoable-receipt';
import { formatDate, formatGiftName } from '../utils/gift-labels';
import { groupListPledges } from '../utils/group-list-pledges';
import { AddressReveals } from './address-reveals';
import { FamilyGiftFacts, findNeverCameFrom } from './family-gift-facts';
import { PendingReceipt } from './pending-receipt';
import { ThankYouForm } from './thank-you-form';

const FAMILY_GIFTS_ID = 'gifts';
const HOUR_MS = 60 * 60 * 1000;

const giftElementId = (pledgeId: string) => `family-gift-${pledgeId}`;

/** "From Sam", "From an anonymous donor" (the server's name for one, in the middle of a sentence). */
function formatFrom(donorName: string): string {
  return `From ${donorName === ANONYMOUS_DONOR_NAME ? donorName.toLowerCase() : donorName}`;
}

/** Who "we tell" in a sentence: the donor's name, or "the donor". */
function formatTold(donorName: string): string {
  return donorName === ANONYMOUS_DONOR_NAME ? 'the donor' : donorName;
}

function FamilyGift({
  listId,
  gift,
  onChanged,
}: {
  listId: string;
  gift: TListPledge;
  /** The gift changed (and may have moved to another group): its card gets the focus back. */
  onChanged: (pledgeId: string) => void;
}) {
  const receipt = useUndoableReceipt({
    listId,
    pledgeId: gift.id,
    donorName: formatTold(gift.donorName),
    onConfirmed: () => onChanged(gift.id),
  });
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const notReceived = useMarkNotReceived();
  const neverCame = useMarkNeverCame();
  const now = useNow();
  const neverCameFrom = findNeverCameFrom(gift);
  const canSayNeverCame = neverCameFrom !== null && neverCameFrom <= now;
  // "Not received yet" tells the donor once a day at most.
  const canSayNotYet =
    gift.status === 'purchased' &&
    (!gift.notReceivedAt || Date.parse(gift.notReceivedAt) + NOT_ARRIVED_NOTICE_HOURS * HOUR_MS <= now);
  const [isThanking, setIsThanking] = useState(false);
  const thankButtonRef = useRef<HTMLButtonElement>(null);
  const error = receipt.error ?? notReceived.error;
  const isBusy = receipt.isSending || notReceived.isPending;
  const titleId = `${giftElementId(gift.id)}-title`;
  const canThank = (gift.status === 'purchased' || gift.status === 'received') && !gift.thankYou;

  const onUndoReceipt = () => {
    receipt.undo();
    showToast({
      title: 'Not marked as received',
      description: `Nothing was sent to ${formatTold(gift.donorName)}.`,
    });
    // The Undo button goes: the keyboard goes back to the button that was pressed.
    requestAnimationFrame(() => confirmButtonRef.current?.focus());
  };
  const onNeverCame = async () => {
    await neverCame.mutateAsync({ listId, pledgeId: gift.id });
    showToast({
      title: 'Marked as never came',
      description: 'It is open to other donors again, and we told the donor.',
    });
    onChanged(gift.id);
  };
  const onNotReceived = async () => {
    try {
      await notReceived.mutateAsync({ listId, pledgeId: gift.id });
      showToast({
        title: 'We told the donor',
        description: 'They will check the order. Confirm it here when it arrives.',
      });
      onChanged(gift.id);
    } catch {
      // shown under the gift
    }
  };

  return (
    <li>
      <article
        id={giftElementId(gift.id)}
        tabIndex={-1}
        aria-labelledby={titleId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <h4 id={titleId} className="wrap-anywhere font-bold text-slate-900">
          {formatGiftName(gift.quantity, gift.item.name)}
        </h4>
        <p className="wrap-anywhere text-slate-800">{formatFrom(gift.donorName)}</p>
        <FamilyGiftFacts gift={gift} now={now} />
        {gift.thankYou ? (
          <figure className="mt-3 rounded-lg border border-rose-200 bg-rose-50 p-3 text-slate-900">
            <figcaption className="flex items-center gap-1.5 font-semibold text-sm">
              <Heart aria-hidden="true" className="size-4 text-rose-700" />
              Your thank-you, sent {formatDate(gift.thankYou.createdAt)}
            </figcaption>
            <blockquote className="mt-1 wrap-anywhere whitespace-pre-line">
              {gift.thankYou.message}
            </blockquote>
          </figure>
        ) : null}
        {error ? (
          <div className="mt-3">
            <FormAlert>{readApiErrorMessage(error)}</FormAlert>
          </div>
        ) : null}
        {receipt.pendingUntil !== null ? (
          <PendingReceipt
            until={receipt.pendingUntil}
            donorName={formatTold(gift.donorName)}
            onUndo={onUndoReceipt}
          />
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {gift.status === 'purchased' ? (
              <Button ref={confirmButtonRef} disabled={isBusy} onClick={receipt.start}>
                <Check aria-hidden="true" className="size-4" />
                {receipt.isSending ? 'Saving…' : 'Confirm received'}
              </Button>
            ) : null}
            {gift.status === 'reserved' ? (
              <Button ref={confirmButtonRef} variant="secondary" disabled={isBusy} onClick={receipt.start}>
                <Check aria-hidden="true" className="size-4" />
                {receipt.isSending ? 'Saving…' : 'It already arrived'}
              </Button>
            ) : null}
            {canSayNotYet ? (
              <Button variant="secondary" disabled={isBusy} onClick={() => void onNotReceived()}>
                <PackageX aria-hidden="true" className="size-4" />
                {notReceived.isPending ? 'Saving…' : 'Not received yet'}
              </Button>
            ) : null}
            {canSayNeverCame ? (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" disabled={isBusy}>
                    <CircleSlash aria-hidden="true" className="size-4" />
                    This never came
                  </Button>
                }
                title="Did this gift never come?"
                description={`${formatGiftName(gift.quantity, gift.item.name)}, reported bought ${gift.purchasedAt ? `on ${formatDate(gift.purchasedAt)}` : ''}. The gift ends, it is open to other donors again, and we tell the donor so they can check with the store. If it arrives later, it is yours to keep.`}
                confirmLabel="It never came"
                pendingLabel="Saving…"
                cancelLabel="Keep waiting"
                onConfirm={onNeverCame}
              />
            ) : null}
            {canThank && !isThanking ? (
              <Button ref={thankButtonRef} variant="secondary" onClick={() => setIsThanking(true)}>
                <Heart aria-hidden="true" className="size-4" />
                Send a thank-you
              </Button>
            ) : null}
          </div>
        )}
        {canThank && isThanking ? (
          <div className="mt-3">
            <ThankYouForm
              listId={listId}
              pledgeId={gift.id}
              donorName={gift.donorName}
              onSent={() => {
                setIsThanking(false);
                onChanged(gift.id);
              }}
              onClose={() => {
                setIsThanking(false);
                requestAnimationFrame(() => thankButtonRef.current?.focus());
              }}
            />
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The family's gifts on their own list: what to confirm first, what is reserved, what arrived, with
 * a thank-you for each; then who saw the shipping address.
 */
export function FamilyGiftsPanel({
  listId,
  onGiftsChanged,
}: {
  listId: string;
  /** New or changed gifts (a donor reserved or bought while the page was open): the list's counts too. */
  onGiftsChanged: () => void;
}) {
  const listPledges = useListPledges(listId);
  const [focusGiftId, setFocusGiftId] = useState<string | null>(null);
  const data = listPledges.data;
  useScrollToHash(FAMILY_GIFTS_ID, data !== undefined, () => void listPledges.refetch());

  useOnDataChange(data, onGiftsChanged);

  useEffect(() => {
    if (!focusGiftId) return;
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(giftElementId(focusGiftId));
      card?.scrollIntoView({ block: 'nearest' });
      card?.focus({ preventScroll: true });
      setFocusGiftId(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusGiftId]);

  const groups = data ? groupListPledges(data.pledges) : [];
  return (
    <section
      id={FAMILY_GIFTS_ID}
      tabIndex={-1}
      aria-labelledby="family-gifts-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none sm:p-5"
    >
      <h2 id="family-gifts-title" className="font-bold text-slate-900 text-xl">
        Gifts for your list
      </h2>
      {listPledges.isPending ? <p className="mt-2 text-slate-700">Loading your gifts…</p> : null}
      {listPledges.isError ? (
        <div className="mt-2">
          <FormAlert>{readApiErrorMessage(listPledges.error)}</FormAlert>
        </div>
      ) : null}
      {data && groups.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No gifts yet. When a donor reserves or buys something, you will see it here and in your
          notifications.
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`gifts-${group.key}`} className="mt-5">
          <h3 id={`gifts-${group.key}`} className="font-bold text-lg text-slate-900">
            {group.title} <span className="font-normal text-slate-700">({group.gifts.length})</span>
          </h3>
          <p className="text-slate-700 text-sm">{group.hint}</p>
          <ul className="mt-3 grid gap-3">
            {group.gifts.map((gift) => (
              <FamilyGift key={gift.id} listId={listId} gift={gift} onChanged={setFocusGiftId} />
            ))}
          </ul>
        </section>
      ))}
      {data ? <AddressReveals reveals={data.addressReveals} /> : null}
    </section>
  );
}
