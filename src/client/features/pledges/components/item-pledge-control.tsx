import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import { RESERVATION_HOURS, UNCONFIRMED_HOLD_MINUTES } from '#shared/pledge-limits';
import type { TItem } from '#shared/schemas/needs-list';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useNewDonorReservation } from '../hooks/use-new-donor-reservation';
import { countStillNeeded } from '../utils/gift-labels';
import { ItemTakenNote, NotTakingReservationsNote, ReserveButton } from './item-pledge-notes';
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

const t = createTranslator(catalog);

function describeSignUpNote(stillNeeded: number): string {
  const values = { minutes: UNCONFIRMED_HOLD_MINUTES, hours: RESERVATION_HOURS };
  return stillNeeded > 1
    ? t('pledges.accountStep.noteSeveral', values)
    : t('pledges.accountStep.noteOne', values);
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
  const boxRef = useRef<HTMLDivElement>(null);
  // Why the last reservation was refused: it outlives the form, which goes once nothing is left.
  const [refusal, setRefusal] = useState<string | null>(null);
  const reserveButtonRef = useRef<HTMLButtonElement>(null);
  const stillNeeded = countStillNeeded(item);
  const canReserve = isSignedIn && stillNeeded > 0 && isTakingReservations;
  // Signed in by the account step a moment ago, the reservation they asked for is on its way.
  const newDonor = useNewDonorReservation({
    listId,
    item,
    stillNeeded,
    onReserved: (pledge) => {
      setIsOpen(false);
      onReserved(pledge);
    },
    onRefused: setRefusal,
  });

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

  const onCloseStep = () => {
    setIsOpen(false);
    requestAnimationFrame(() => reserveButtonRef.current?.focus());
  };
  const reserveButton = (
    <ReserveButton itemName={item.name} buttonRef={reserveButtonRef} onClick={() => setIsOpen(true)} />
  );

  if (stillNeeded === 0) {
    return <ItemTakenNote item={item} refusal={refusal} onDismissRefusal={() => setRefusal(null)} />;
  }
  if (!isTakingReservations) return <NotTakingReservationsNote />;
  if (!isSignedIn) {
    return (
      <div ref={boxRef}>
        {isOpen
          ? renderAccountStep({
              title: t('pledges.reserve.itemLabel', { name: item.name }),
              signUpNote: describeSignUpNote(stillNeeded),
              signUpLabel: t('pledges.accountStep.signUp'),
              signInLabel: t('pledges.accountStep.signIn'),
              onSignedIn: newDonor.onSignedIn,
              onCancel: onCloseStep,
            })
          : reserveButton}
      </div>
    );
  }
  if (newDonor.isReserving) {
    return (
      <p role="status" className="text-slate-700 text-sm">
        {t('pledges.reserve.reservingItem', { name: item.name })}
      </p>
    );
  }
  return (
    <div ref={boxRef}>
      {isOpen ? null : reserveButton}
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
            setRefusal(null);
            onCloseStep();
          }}
        />
      ) : null}
    </div>
  );
}
