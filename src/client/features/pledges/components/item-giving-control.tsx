import { CheckCircle2, Gift, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TItem } from '../../../../shared/schemas/needs-list';
import type { TMyPledge } from '../../../../shared/schemas/pledge';
import { Button, getButtonClassName } from '../../../components/ui/button';
import { countStillNeeded } from '../utils/gift-labels';
import { ReserveForm } from './reserve-form';

/** Where "Sign in to give" brings the donor back: the same list, to this item's Reserve button. */
function toGiveReturnPath(listId: string, itemId: string): string {
  return `/needslist/${listId}?give=${itemId}`;
}

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
 * The giving control under one item of someone else's list: "Reserve" (then how many, and whether to
 * stay anonymous), "Sign in to give" when signed out, or that nothing is left to give.
 */
export function ItemGivingControl({
  listId,
  item,
  isSignedIn,
  isEmailVerified,
  isFocusRequested = false,
  onFocusDone,
  onReserved,
}: {
  listId: string;
  item: TItem;
  isSignedIn: boolean;
  isEmailVerified: boolean;
  /** Back from signing in to give this item (or after letting it go): bring its Reserve button into view. */
  isFocusRequested?: boolean;
  onFocusDone?: () => void;
  onReserved: (pledge: TMyPledge) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // Why the last reservation was refused: it outlives the form, which goes once nothing is left.
  const [refusal, setRefusal] = useState<string | null>(null);
  const reserveButtonRef = useRef<HTMLButtonElement>(null);
  const takenRef = useRef<HTMLParagraphElement>(null);
  const stillNeeded = countStillNeeded(item);
  const canReserve = isSignedIn && isEmailVerified && stillNeeded > 0;

  // Nothing left: the form closes for good (it does not come back by itself if a unit frees up later).
  if (stillNeeded === 0 && isOpen) setIsOpen(false);
  // Something is free again: "another donor took the last one" is no longer true.
  if (stillNeeded > 0 && !isOpen && refusal !== null) setRefusal(null);

  useEffect(() => {
    if (!isFocusRequested || !canReserve) return;
    const frame = requestAnimationFrame(() => {
      reserveButtonRef.current?.scrollIntoView({ block: 'center' });
      reserveButtonRef.current?.focus({ preventScroll: true });
      onFocusDone?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [isFocusRequested, canReserve, onFocusDone]);

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
  if (!isSignedIn) {
    return (
      <a
        href={`/api/login?returnTo=${encodeURIComponent(toGiveReturnPath(listId, item.id))}`}
        aria-label={`Sign in to give: ${item.name}`}
        className={getButtonClassName('secondary', 'md')}
      >
        <Gift aria-hidden="true" className="size-4" />
        Sign in to give
      </a>
    );
  }
  if (!isEmailVerified) {
    return <p className="text-slate-700 text-sm">Confirm your email address to reserve this item.</p>;
  }
  return (
    <div>
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
