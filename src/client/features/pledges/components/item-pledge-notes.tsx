import { CheckCircle2, Clock, Gift, Info } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import type { TItem } from '#shared/schemas/needs-list';

const t = createTranslator(catalog);

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
        {t('pledges.refusal.dismiss')}
      </Button>
    </div>
  );
}

/** Nothing left of the item to reserve, with why the donor's own try was refused, if it was. */
export function ItemTakenNote({
  item,
  refusal,
  onDismissRefusal,
}: {
  item: TItem;
  refusal: string | null;
  onDismissRefusal: () => void;
}) {
  const takenRef = useRef<HTMLParagraphElement>(null);
  return (
    <div className="grid gap-3">
      <p
        ref={takenRef}
        tabIndex={-1}
        className="inline-flex items-center gap-1.5 font-semibold text-slate-700 text-sm outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-4 text-teal-700" />
        {item.quantityReceived >= item.quantity ? t('pledges.item.allArrived') : t('pledges.item.allTaken')}
      </p>
      {refusal ? (
        <RefusalNotice
          message={refusal}
          onDismiss={() => {
            onDismissRefusal();
            // The notice (and its button) goes: the keyboard stays at this item.
            requestAnimationFrame(() => takenRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}

export function NotTakingReservationsNote() {
  return (
    <p className="inline-flex items-start gap-1.5 text-slate-700 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
      {t('pledges.item.notTakingReservations')}
    </p>
  );
}

export function ReserveButton({
  itemName,
  buttonRef,
  onClick,
}: {
  itemName: string;
  buttonRef: Ref<HTMLButtonElement>;
  onClick: () => void;
}) {
  return (
    <Button ref={buttonRef} aria-label={t('pledges.reserve.itemLabel', { name: itemName })} onClick={onClick}>
      <Gift aria-hidden="true" className="size-4" />
      {t('pledges.reserve.button')}
    </Button>
  );
}
