import { CheckCircle2, Gift } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { RESERVATION_HOURS } from '../../../../shared/pledge-limits';
import type { TItem } from '../../../../shared/schemas/needs-list';
import type { TMyPledge } from '../../../../shared/schemas/pledge';
import { Button, getButtonClassName } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { parseFieldError } from '../../../lib/form-errors';
import { readApiErrorMessage } from '../../../lib/request';
import { useReserveItem } from '../api/reserve-item';
import { formatReservedUntil } from '../utils/format-time-left';
import { countStillNeeded, formatGiftName } from '../utils/gift-labels';

// Up to this many, the quantity is a list to pick from (a thumb's choice); beyond, a number to type.
const QUANTITY_CHOICES_MAX = 20;

/** Where "Sign in to give" brings the donor back: the same list, to this item's Reserve button. */
function toGiveReturnPath(listId: string, itemId: string): string {
  return `/needslist/${listId}?give=${itemId}`;
}

function ReserveForm({
  listId,
  item,
  stillNeeded,
  onReserved,
  onClose,
}: {
  listId: string;
  item: TItem;
  stillNeeded: number;
  onReserved: (pledge: TMyPledge) => void;
  onClose: () => void;
}) {
  const reserve = useReserveItem();
  const [quantity, setQuantity] = useState('1');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const firstFieldRef = useRef<HTMLElement | null>(null);
  const setFirstField = (element: HTMLElement | null) => {
    firstFieldRef.current = element;
  };
  const anonymousRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    (firstFieldRef.current ?? anonymousRef.current)?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setQuantityError(undefined);
    setFormError(null);
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > stillNeeded) {
      setQuantityError(`Choose a number from 1 to ${stillNeeded}`);
      firstFieldRef.current?.focus();
      return;
    }
    try {
      const pledge = await reserve.mutateAsync({
        listId,
        itemId: item.id,
        input: { quantity: count, isAnonymous },
      });
      showToast({
        title: `Reserved: ${formatGiftName(pledge.quantity, item.name)}`,
        description: pledge.expiresAt
          ? `${formatReservedUntil(pledge.expiresAt, Date.now())}. Buy it, then tell the family with “I bought this”.`
          : undefined,
      });
      onReserved(pledge);
    } catch (error) {
      const message = readApiErrorMessage(error);
      const fieldError = parseFieldError(message, ['quantity'] as const);
      if (fieldError) {
        setQuantityError(fieldError.message);
        firstFieldRef.current?.focus();
      } else {
        setFormError(message);
      }
    }
  };

  const quantityOptions = Array.from({ length: Math.min(stillNeeded, QUANTITY_CHOICES_MAX) }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Reserve ${item.name}`}
      className="mt-3 grid gap-4 rounded-lg border border-teal-200 bg-teal-50 p-4"
    >
      <p id={hintId} className="text-slate-800 text-sm">
        We hold it for you for {RESERVATION_HOURS} hours, so nobody else buys it. Next you will see store
        links and where to send it.
      </p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {stillNeeded > 1 ? (
        stillNeeded <= QUANTITY_CHOICES_MAX ? (
          <SelectField
            ref={setFirstField}
            label="How many will you give?"
            hint={`${stillNeeded} still needed`}
            options={quantityOptions}
            value={quantity}
            error={quantityError}
            onChange={(event) => setQuantity(event.target.value)}
            className="max-w-sm"
          />
        ) : (
          <TextField
            ref={setFirstField}
            label="How many will you give?"
            hint={`1 to ${stillNeeded}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={stillNeeded}
            value={quantity}
            error={quantityError}
            onChange={(event) => setQuantity(event.target.value)}
            className="max-w-sm"
          />
        )
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          ref={anonymousRef}
          type="checkbox"
          checked={isAnonymous}
          onChange={(event) => setIsAnonymous(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-teal-700"
        />
        <span>
          <span className="block font-semibold text-slate-900">Stay anonymous to the family</span>
          <span className="block text-slate-700 text-sm">
            They will see “An anonymous donor” instead of your name.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={reserve.isPending} aria-describedby={hintId}>
          {reserve.isPending ? 'Reserving…' : `Reserve ${stillNeeded > 1 ? quantity : 'it'}`}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </form>
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
  const reserveButtonRef = useRef<HTMLButtonElement>(null);
  const stillNeeded = countStillNeeded(item);
  const canReserve = isSignedIn && isEmailVerified && stillNeeded > 0;

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
      <p className="inline-flex items-center gap-1.5 font-semibold text-slate-700 text-sm">
        <CheckCircle2 aria-hidden="true" className="size-4 text-teal-700" />
        {item.quantityReceived >= item.quantity ? 'All arrived' : 'All reserved or bought'}
      </p>
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
          onReserved={(pledge) => {
            setIsOpen(false);
            onReserved(pledge);
          }}
          onClose={() => {
            setIsOpen(false);
            requestAnimationFrame(() => reserveButtonRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
