import { useEffect, useRef } from 'react';
import type { TMyPledge } from '../../../../shared/schemas/pledge';
import { FormAlert } from '../../../components/ui/form-alert';
import { readApiErrorMessage } from '../../../lib/request';
import { useMyPledges } from '../api/get-my-pledges';
import { useOnDataChange } from '../hooks/use-on-data-change';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { describeMyGiftStatus, formatGiftName } from '../utils/gift-labels';
import { ExpiredGiftReport } from './expired-gift-report';
import { GiftDetails } from './gift-details';
import { ReservedGiftSteps } from './reserved-gift-steps';

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

function isShownHere(gift: TMyPledge, listId: string, now: number): boolean {
  if (gift.list.id !== listId || STATUS_ORDER[gift.status] === undefined) return false;
  if (gift.status !== 'expired') return true;
  return gift.endedAt !== null && now - Date.parse(gift.endedAt) < EXPIRED_SHOWN_MS;
}

function compareGifts(a: TMyPledge, b: TMyPledge): number {
  const byStatus = (STATUS_ORDER[a.status] ?? 3) - (STATUS_ORDER[b.status] ?? 3);
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
  isFocusRequested,
  onFocusDone,
  onCancelled,
}: {
  gift: TMyPledge;
  isFocusRequested: boolean;
  onFocusDone: () => void;
  onCancelled: (gift: TMyPledge) => void;
}) {
  const cardRef = useRef<HTMLElement>(null);
  const titleId = `gift-${gift.id}-title`;

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
            className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${STATUS_BADGE_CLASSES[gift.status]}`}
          >
            {describeMyGiftStatus(gift)}
          </span>
        </div>
        {gift.status === 'reserved' ? (
          <ReservedGiftSteps
            gift={gift}
            // The steps give way to the gift's new state: the focus stays on the gift.
            onReported={() => requestAnimationFrame(() => cardRef.current?.focus())}
            onCancelled={onCancelled}
          />
        ) : gift.status === 'expired' ? (
          <ExpiredGiftReport
            gift={gift}
            onReported={() => requestAnimationFrame(() => cardRef.current?.focus())}
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
  isSignedIn,
  focusPledgeId,
  onFocusDone,
  onCancelled,
  onGiftsChanged,
}: {
  listId: string;
  isSignedIn: boolean;
  /** A gift just reserved: brought into view and focused once it is shown. */
  focusPledgeId: string | null;
  onFocusDone: () => void;
  onCancelled: (gift: TMyPledge) => void;
  /** The donor's gifts changed (a receipt, a reservation that ran out): the list's counts did too. */
  onGiftsChanged: () => void;
}) {
  const myPledges = useMyPledges(isSignedIn);
  const now = Date.now();
  const gifts = (myPledges.data?.pledges ?? [])
    .filter((gift) => isShownHere(gift, listId, now))
    .sort(compareGifts);
  const reservedCount = gifts.filter((gift) => gift.status === 'reserved').length;
  useScrollToHash(DONOR_GIFTS_ID, gifts.length > 0, () => void myPledges.refetch());

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
        Your gifts to this list
      </h2>
      <p className="mt-1 text-slate-700">
        {reservedCount > 0
          ? 'Thank you! Buy what you reserved before the time runs out, then tell the family.'
          : 'Thank you for giving. The family confirms here when it arrives.'}
      </p>
      <ul className="mt-4 grid gap-4">
        {gifts.map((gift) => (
          <DonorGift
            key={gift.id}
            gift={gift}
            isFocusRequested={focusPledgeId === gift.id}
            onFocusDone={onFocusDone}
            onCancelled={onCancelled}
          />
        ))}
      </ul>
    </section>
  );
}
