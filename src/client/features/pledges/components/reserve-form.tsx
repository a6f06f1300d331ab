import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { SelectField } from '#client/components/ui/select-field';
import { TextField } from '#client/components/ui/text-field';
import { showToast } from '#client/components/ui/toast-store';
import { parseFieldError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/pledges.json';
import { RESERVATION_HOURS, UNCONFIRMED_HOLD_MINUTES } from '#shared/pledge-limits';
import type { TItem } from '#shared/schemas/needs-list';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useReserveItem } from '../api/reserve-item';
import { formatReservedUntil } from '../utils/format-time-left';
import { formatGiftName } from '../utils/gift-labels';

const t = createTranslator(catalog);

// Up to this many, the quantity is a list to pick from (a thumb's choice); beyond, a number to type.
const QUANTITY_CHOICES_MAX = 20;

/** How many to give: a list to pick from up to QUANTITY_CHOICES_MAX, a number to type beyond. */
function QuantityField({
  fieldRef,
  stillNeeded,
  value,
  error,
  onChange,
}: {
  fieldRef: (element: HTMLElement | null) => void;
  stillNeeded: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (stillNeeded <= QUANTITY_CHOICES_MAX) {
    const options = Array.from({ length: stillNeeded }, (_, index) => ({
      value: String(index + 1),
      label: String(index + 1),
    }));
    return (
      <SelectField
        ref={fieldRef}
        label={t('pledges.reserve.howMany')}
        hint={t('pledges.reserve.stillNeeded', { count: stillNeeded })}
        options={options}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-sm"
      />
    );
  }
  return (
    <TextField
      ref={fieldRef}
      label={t('pledges.reserve.howMany')}
      hint={t('pledges.reserve.range', { max: stillNeeded })}
      type="number"
      inputMode="numeric"
      min={1}
      max={stillNeeded}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      className="max-w-sm"
    />
  );
}

/**
 * How many of an item to reserve, and whether to stay anonymous. Why the server refused (`refusal`) is
 * kept by the caller: when another donor took the last one, the list refreshes and this form goes, but
 * the donor must still read why.
 */
export function ReserveForm({
  listId,
  item,
  stillNeeded,
  isEmailVerified,
  refusal,
  onRefused,
  onReserved,
  onClose,
}: {
  listId: string;
  item: TItem;
  stillNeeded: number;
  /** Not yet confirmed: the item is held a short while, until the email is. */
  isEmailVerified: boolean;
  refusal: string | null;
  onRefused: (message: string | null) => void;
  onReserved: (pledge: TMyPledge) => void;
  onClose: () => void;
}) {
  const reserve = useReserveItem();
  const [quantity, setQuantity] = useState('1');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const firstFieldRef = useRef<HTMLElement | null>(null);
  const setFirstField = (element: HTMLElement | null) => {
    firstFieldRef.current = element;
  };
  const anonymousRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  // Before the email is confirmed a donor holds one piece at a time.
  const isQuantityAsked = isEmailVerified && stillNeeded > 1;

  // The list refreshed with fewer left than chosen (another donor was quicker): a number the list no
  // longer offers cannot stay chosen, nor be sent again unseen once the field is gone.
  if (stillNeeded <= QUANTITY_CHOICES_MAX && Number(quantity) > Math.max(stillNeeded, 1)) {
    setQuantity(String(Math.max(stillNeeded, 1)));
  }

  useEffect(() => {
    (firstFieldRef.current ?? anonymousRef.current)?.focus();
  }, []);

  useEffect(() => {
    // Down to one: the quantity field went, and the focus with it. The next step is the button.
    if (!isQuantityAsked && document.activeElement === document.body) submitRef.current?.focus();
  }, [isQuantityAsked]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setQuantityError(undefined);
    onRefused(null);
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > stillNeeded) {
      setQuantityError(t('pledges.reserve.rangeError', { max: stillNeeded }));
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
        title: t('pledges.reserved.toastTitle', { gift: formatGiftName(pledge.quantity, item.name) }),
        description: pledge.expiresAt
          ? t('pledges.reserved.toastNext', {
              reservedUntil: formatReservedUntil(pledge.expiresAt, Date.now()),
            })
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
        onRefused(message);
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('pledges.reserve.itemLabel', { name: item.name })}
      className="mt-3 grid gap-4 rounded-lg border border-teal-200 bg-teal-50 p-4"
    >
      <p id={hintId} className="text-slate-800 text-sm">
        {isEmailVerified
          ? t('pledges.reserve.holdHint', { hours: RESERVATION_HOURS })
          : t('pledges.reserve.shortHoldHint', {
              minutes: UNCONFIRMED_HOLD_MINUTES,
              hours: RESERVATION_HOURS,
            })}
      </p>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      {/* Why the number was refused, once the field it belonged to is gone. */}
      {!isQuantityAsked && quantityError ? <FormAlert>{quantityError}</FormAlert> : null}
      {isQuantityAsked ? (
        <QuantityField
          fieldRef={setFirstField}
          stillNeeded={stillNeeded}
          value={quantity}
          error={quantityError}
          onChange={setQuantity}
        />
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
          <span className="block font-semibold text-slate-900">{t('pledges.anonymous.label')}</span>
          <span className="block text-slate-700 text-sm">{t('pledges.anonymous.hint')}</span>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button ref={submitRef} type="submit" disabled={reserve.isPending} aria-describedby={hintId}>
          {reserve.isPending
            ? t('pledges.reserve.reserving')
            : isQuantityAsked
              ? t('pledges.reserve.submitCount', { quantity })
              : t('pledges.reserve.submitIt')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('pledges.notNow')}
        </Button>
      </div>
    </form>
  );
}
