import { useEffect, useRef } from 'react';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/pledges.json';
import type { TItem } from '#shared/schemas/needs-list';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useMyPledges } from '../api/get-my-pledges';
import { useNow } from '../hooks/use-now';
import { useOnDataChange } from '../hooks/use-on-data-change';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import {
  countStillNeeded,
  describeDonorGiftsIntro,
  describeMyGiftStatus,
  formatGiftName,
  isReservationOver,
} from '../utils/gift-labels';
import { GiftDetails } from './gift-details';
import { ReservedGiftSteps } from './reserved-gift-steps';
import { TimeUpGift } from './time-up-gift';

const t = createTranslator(catalog);

const DONOR_GIFTS_ID = 'your-gifts';

// What needs the donor first: reservations (the soonest to run out first), then gifts on their way,
// then what arrived.
const STATUS_ORDER: Partial<Record<TMyPledge['status'], number>> = {
  reserved: 0,
  purchased: 1,
  received: 2,
  expired: 3,
};
// A reservation that ran out stays this long: the donor may have bought it anyway and can still say so.
const EXPIRED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;
// While a reservation is past its end but not yet marked by the server (its job runs every minute),
// the donor's gifts are asked for this often, so "Reserve again" comes as soon as it can work.
const OVERDUE_REFETCH_MS = 15_000;

function isShownHere(gift: TMyPledge, all: TMyPledge[], listId: string, now: number): boolean {
  if (gift.list.id !== listId || STATUS_ORDER[gift.status] === undefined) return false;
  if (gift.status !== 'expired') return true;
  // Reserved again (or bought since): the reservation that ran out has nothing left to offer.
  const hasLater = all.some(
    (other) =>
      other.item.id === gift.item.id &&
      other.id !== gift.id &&
      other.reservedAt > gift.reservedAt &&
      other.status !== 'cancelled' &&
      other.status !== 'expired',
  );
  return !hasLater && gift.endedAt !== null && now - Date.parse(gift.endedAt) < EXPIRED_SHOWN_MS;
}

function compareGifts(a: TMyPledge, b: TMyPledge, now: number): number {
  const rank = (gift: TMyPledge) => (isReservationOver(gift, now) ? 3 : (STATUS_ORDER[gift.status] ?? 3));
  const byStatus = rank(a) - rank(b);
  if (byStatus !== 0) return byStatus;
  return a.expiresAt && b.expiresAt ? Date.parse(a.expiresAt) - Date.parse(b.expiresAt) : 0;
}

const STATUS_BADGE_CLASSES: Record<TMyPledge['status'], string> = {
  reserved: 'bg-amber-100 text-amber-900',
  purchased: 'bg-sky-100 text-sky-900',
  received: 'bg-teal-100 text-teal-900',
  cancelled: 'bg-slate-100 text-slate-800',
  expired: 'bg-slate-100 text-slate-800',
};

function DonorGift({
  gift,
  now,
  stillNeeded,
  canGive,
  isFocusRequested,
  onFocusDone,
  onCancelled,
  onReserved,
}: {
  gift: TMyPledge;
  now: number;
  stillNeeded: number;
  canGive: boolean;
  isFocusRequested: boolean;
  onFocusDone: () => void;
  onCancelled: (gift: TMyPledge) => void;
  onReserved: (pledge: TMyPledge) => void;
}) {
  const cardRef = useRef<HTMLElement>(null);
  const titleId = `gift-${gift.id}-title`;
  const isOver = isReservationOver(gift, now);
  const status = isOver ? 'expired' : gift.status;

  useEffect(() => {
    if (!isFocusRequested) return;
    const frame = requestAnimationFrame(() => {
      cardRef.current?.scrollIntoView({ block: 'start' });
      cardRef.current?.focus({ preventScroll: true });
      onFocusDone();
    });
    return () => cancelAnimationFrame(frame);
  }, [isFocusRequested, onFocusDone]);

  return (
    <li>
      <article
        ref={cardRef}
        id={`gift-${gift.id}`}
        tabIndex={-1}
        aria-labelledby={titleId}
        className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="wrap-anywhere font-bold text-slate-900">
            {formatGiftName(gift.quantity, gift.item.name)}
          </h3>
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${STATUS_BADGE_CLASSES[status]}`}
          >
            {describeMyGiftStatus(gift, now)}
          </span>
        </div>
        {isOver ? (
          <TimeUpGift
            gift={gift}
            stillNeeded={stillNeeded}
            canGive={canGive}
            onReported={() => requestAnimationFrame(() => cardRef.current?.focus())}
            onReserved={onReserved}
          />
        ) : gift.status === 'reserved' ? (
          <ReservedGiftSteps
            gift={gift}
            // The steps give way to the gift's new state: the focus stays on the gift.
            onReported={() => requestAnimationFrame(() => cardRef.current?.focus())}
            onCancelled={onCancelled}
          />
        ) : (
          <div className="mt-2">
            <GiftDetails gift={gift} />
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * "Your gifts to this list", for a signed-in donor with gifts on it: each reservation with its time
 * left and next steps, and what became of what they bought. Nothing when they have none here.
 */
export function DonorGiftsPanel({
  listId,
  items,
  canGive,
  isSignedIn,
  isEmailVerified,
  focusPledgeId,
  onFocusDone,
  onCancelled,
  onReserved,
  onGiftsChanged,
}: {
  listId: string;
  /** The list's items with what they still need. */
  items: ReadonlyArray<Pick<TItem, 'id' | 'quantity' | 'quantityReserved' | 'quantityPurchased'>>;
  /** Whether the list takes gifts (a reservation whose time is up can be made again). */
  canGive: boolean;
  isSignedIn: boolean;
  /** Whether the donor's email is confirmed: when it becomes so, their holds are reservations now. */
  isEmailVerified: boolean;
  /** A gift just reserved: brought into view and focused once it is shown. */
  focusPledgeId: string | null;
  onFocusDone: () => void;
  onCancelled: (gift: TMyPledge) => void;
  /** A reservation whose time was up was made again. */
  onReserved: (pledge: TMyPledge) => void;
  /** The donor's gifts changed (a receipt, a reservation that ran out): the list's counts did too. */
  onGiftsChanged: () => void;
}) {
  const myPledges = useMyPledges(isSignedIn);
  const now = useNow();
  const all = myPledges.data?.pledges ?? [];
  const gifts = all
    .filter((gift) => isShownHere(gift, all, listId, now))
    .sort((a, b) => compareGifts(a, b, now));
  const isAnyOverdue = gifts.some((gift) => gift.status === 'reserved' && isReservationOver(gift, now));
  useScrollToHash(DONOR_GIFTS_ID, gifts.length > 0, () => void myPledges.refetch());
  const { refetch } = myPledges;
  useEffect(() => {
    if (!isAnyOverdue) return;
    const timer = setInterval(() => void refetch(), OVERDUE_REFETCH_MS);
    return () => clearInterval(timer);
  }, [isAnyOverdue, refetch]);

  // Confirmed elsewhere (the mail app's browser): the server made the holds reservations then.
  const wasVerified = useRef(isEmailVerified);
  useEffect(() => {
    if (isEmailVerified && !wasVerified.current) void refetch();
    wasVerified.current = isEmailVerified;
  }, [isEmailVerified, refetch]);

  const data = myPledges.data;
  useOnDataChange(data, onGiftsChanged);

  if (myPledges.isError) return <FormAlert>{readApiErrorMessage(myPledges.error)}</FormAlert>;
  if (gifts.length === 0) return null;
  return (
    <section
      id={DONOR_GIFTS_ID}
      tabIndex={-1}
      aria-labelledby="your-gifts-title"
      className="scroll-mt-24 rounded-xl border border-teal-200 bg-teal-50/60 p-4 outline-none sm:p-5"
    >
      <h2 id="your-gifts-title" className="font-bold text-slate-900 text-xl">
        {t('pledges.donorPanel.title')}
      </h2>
      <p className="mt-1 text-slate-700">{describeDonorGiftsIntro(gifts, now)}</p>
      <ul className="mt-4 grid gap-4">
        {gifts.map((gift) => (
          <DonorGift
            key={gift.id}
            gift={gift}
            now={now}
            stillNeeded={countStillNeeded(
              items.find((item) => item.id === gift.item.id) ?? {
                quantity: 0,
                quantityReserved: 0,
                quantityPurchased: 0,
              },
            )}
            canGive={canGive}
            isFocusRequested={focusPledgeId === gift.id}
            onFocusDone={onFocusDone}
            onCancelled={onCancelled}
            onReserved={onReserved}
          />
        ))}
      </ul>
    </section>
  );
}
