import { CheckCircle2, Clock, Gift, Info } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { showToast } from '#client/components/ui/toast-store';
import { readApiErrorMessage } from '#client/lib/request';
import {
  RESERVATION_HOURS,
  UNCONFIRMED_HOLD_MINUTES,
  UNCONFIRMED_HOLD_QUANTITY_MAX,
} from '#shared/pledge-limits';
import type { TItem } from '#shared/schemas/needs-list';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useReserveItem } from '../api/reserve-item';
import { formatReservedUntil } from '../utils/format-time-left';
import { countStillNeeded, formatGiftName } from '../utils/gift-labels';
import { ReserveForm } from './reserve-form';

/** The account step a signed-out donor goes through inside the item (the page supplies the form). */
export type TGiveAccountStep = {
  title: string;
  signUpNote: string;
  signUpLabel: string;
  signInLabel: string;
  /** Signed in now: reserve (or, for a confirmed donor with a choice to make, ask how many). */
  onSignedIn: (user: { emailVerified: boolean }) => Promise<void>;
  onCancel: () => void;
};

/**
 * Why the donor's reservation was refused, kept in the item's box after the list refreshed and their
 * form went (another donor took the last one): the focus lands on it, and it stays until dismissed.
 */
function RefusalNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    noticeRef.current?.focus();
  }, []);

  return (
    <div
      ref={noticeRef}
      role="status"
      tabIndex={-1}
      className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 text-sm outline-none focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <p className="flex min-w-0 flex-1 basis-60 gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
        <span>{message}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}

/**
 * The pledge control under one item of someone else's list: "Reserve" (then how many, and whether to
 * stay anonymous; signed out, an account made or signed in to right there), or why it cannot be
 * reserved: nothing is left, or the family has not said where to send gifts yet.
 */
export function ItemPledgeControl({
  listId,
  item,
  isSignedIn,
  isEmailVerified,
  isTakingReservations,
  renderAccountStep,
  isFocusRequested = false,
  onFocusDone,
  onReserved,
}: {
  listId: string;
  item: TItem;
  isSignedIn: boolean;
  isEmailVerified: boolean;
  /** False while the family has no complete shipping address: nothing can be reserved yet. */
  isTakingReservations: boolean;
  renderAccountStep: (step: TGiveAccountStep) => ReactNode;
  /** Back from signing in to give this item (or after letting it go): open its reserve step, in view. */
  isFocusRequested?: boolean;
  onFocusDone?: () => void;
  onReserved: (pledge: TMyPledge) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // Signed in by the account step a moment ago, the reservation they asked for is on its way.
  const [isReservingForNewDonor, setIsReservingForNewDonor] = useState(false);
  const reserve = useReserveItem();
  const boxRef = useRef<HTMLDivElement>(null);
  // Why the last reservation was refused: it outlives the form, which goes once nothing is left.
  const [refusal, setRefusal] = useState<string | null>(null);
  const reserveButtonRef = useRef<HTMLButtonElement>(null);
  const takenRef = useRef<HTMLParagraphElement>(null);
  const stillNeeded = countStillNeeded(item);
  const canReserve = isSignedIn && stillNeeded > 0 && isTakingReservations;

  // Nothing left: the form closes for good (it does not come back by itself if a unit frees up later).
  if (stillNeeded === 0 && isOpen) setIsOpen(false);
  // Something is free again: "another donor took the last one" is no longer true.
  if (stillNeeded > 0 && !isOpen && refusal !== null) setRefusal(null);

  // Back to give this item: its reserve step opens (the form takes the focus) in the middle of the
  // screen, where neither the header nor a phone's keyboard covers it.
  useEffect(() => {
    if (!isFocusRequested || !canReserve) return;
    setIsOpen(true);
    const frame = requestAnimationFrame(() => {
      boxRef.current?.scrollIntoView({ block: 'center' });
      onFocusDone?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [isFocusRequested, canReserve, onFocusDone]);

  // A new donor's account is ready: the item is reserved at once, as they asked.
  const onNewDonorSignedIn = async (user: { emailVerified: boolean }) => {
    // A confirmed donor who signed in here may give more than one: the reserve step asks how many.
    if (user.emailVerified && stillNeeded > 1) return;
    setIsReservingForNewDonor(true);
    try {
      const pledge = await reserve.mutateAsync({
        listId,
        itemId: item.id,
        input: { quantity: UNCONFIRMED_HOLD_QUANTITY_MAX, isAnonymous: false },
      });
      showToast({
        title: `Reserved: ${formatGiftName(pledge.quantity, item.name)}`,
        description: pledge.expiresAt
          ? `${formatReservedUntil(pledge.expiresAt, Date.now())}. Open the link we emailed you to keep it for ${RESERVATION_HOURS} hours.`
          : undefined,
      });
      setIsOpen(false);
      onReserved(pledge);
    } catch (error) {
      // Signed in now: the reserve form shows why, with the choice to try again.
      setRefusal(readApiErrorMessage(error));
    } finally {
      setIsReservingForNewDonor(false);
    }
  };

  if (stillNeeded === 0) {
    return (
      <div className="grid gap-3">
        <p
          ref={takenRef}
          tabIndex={-1}
          className="inline-flex items-center gap-1.5 font-semibold text-slate-700 text-sm outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="size-4 text-teal-700" />
          {item.quantityReceived >= item.quantity ? 'All arrived' : 'All reserved or bought'}
        </p>
        {refusal ? (
          <RefusalNotice
            message={refusal}
            onDismiss={() => {
              setRefusal(null);
              // The notice (and its button) goes: the keyboard stays at this item.
              requestAnimationFrame(() => takenRef.current?.focus());
            }}
          />
        ) : null}
      </div>
    );
  }
  if (!isTakingReservations) {
    return (
      <p className="inline-flex items-start gap-1.5 text-slate-700 text-sm">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
        Not taking reservations yet: the family is still adding where to send gifts.
      </p>
    );
  }
  if (!isSignedIn) {
    return (
      <div ref={boxRef}>
        {isOpen ? (
          renderAccountStep({
            title: `Reserve ${item.name}`,
            signUpNote: `Make a free account and we hold ${stillNeeded > 1 ? 'one' : 'it'} for you for ${UNCONFIRMED_HOLD_MINUTES} minutes. We email you a link: open it to keep it for ${RESERVATION_HOURS} hours, see where to send it and reserve more.`,
            signUpLabel: 'Create account and reserve',
            signInLabel: 'Sign in and reserve',
            onSignedIn: onNewDonorSignedIn,
            onCancel: () => {
              setIsOpen(false);
              requestAnimationFrame(() => reserveButtonRef.current?.focus());
            },
          })
        ) : (
          <Button ref={reserveButtonRef} aria-label={`Reserve ${item.name}`} onClick={() => setIsOpen(true)}>
            <Gift aria-hidden="true" className="size-4" />
            Reserve
          </Button>
        )}
      </div>
    );
  }
  if (isReservingForNewDonor) {
    return (
      <p role="status" className="text-slate-700 text-sm">
        Reserving {item.name}…
      </p>
    );
  }
  return (
    <div ref={boxRef}>
      {isOpen ? null : (
        <Button ref={reserveButtonRef} aria-label={`Reserve ${item.name}`} onClick={() => setIsOpen(true)}>
          <Gift aria-hidden="true" className="size-4" />
          Reserve
        </Button>
      )}
      {isOpen ? (
        <ReserveForm
          listId={listId}
          item={item}
          stillNeeded={stillNeeded}
          isEmailVerified={isEmailVerified}
          refusal={refusal}
          onRefused={setRefusal}
          onReserved={(pledge) => {
            setIsOpen(false);
            onReserved(pledge);
          }}
          onClose={() => {
            setIsOpen(false);
            setRefusal(null);
            requestAnimationFrame(() => reserveButtonRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
