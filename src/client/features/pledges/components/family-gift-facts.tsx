import type { TListPledge } from '#shared/schemas/pledge';
import { findNeverCameFrom } from '../utils/family-gift-labels';
import { formatDate, formatDateTime } from '../utils/gift-labels';

function describeEnding(gift: TListPledge): string | null {
  if (!gift.endedAt) return null;
  const on = formatDateTime(gift.endedAt);
  // Only a gift the donor reported buying might still turn up.
  const anyway = gift.purchasedAt ? ' If it arrives anyway, it is yours to keep.' : '';
  switch (gift.endedReason) {
    case 'never_came':
      return `You said on ${on} that it never came. It is open to other donors again, and we told the donor.`;
    case 'admin':
      return `Our team cancelled this gift on ${on}. It is open to other donors again.${anyway}`;
    case 'suspended':
      return `This gift ended on ${on} because the donor's account was suspended. It is open to other donors again.${anyway}`;
    default:
      return null;
  }
}

/** What the family knows about one gift: when it was reserved or bought, what they said, and how it ended. */
export function FamilyGiftFacts({ gift, now }: { gift: TListPledge; now: number }) {
  const facts: string[] = [];
  if (gift.status === 'reserved' && gift.isShortHold) {
    // A new donor who has not confirmed their email yet: held briefly, never shown your address.
    facts.push(`Held for a new donor on ${formatDateTime(gift.reservedAt)}`);
    if (gift.expiresAt) {
      facts.push(`it becomes a reservation if they confirm their email by ${formatDateTime(gift.expiresAt)}`);
    }
  } else if (gift.status === 'reserved') {
    facts.push(`Reserved on ${formatDateTime(gift.reservedAt)}`);
    if (gift.expiresAt) facts.push(`they have until ${formatDateTime(gift.expiresAt)} to buy it`);
  } else {
    if (gift.retailer) facts.push(`Bought at ${gift.retailer}`);
    if (gift.purchasedAt) facts.push(`on ${formatDate(gift.purchasedAt)}`);
  }
  const neverCameFrom = findNeverCameFrom(gift);
  const ending = describeEnding(gift);
  return (
    <div className="mt-1 grid gap-1.5 text-slate-800 text-sm">
      <p>{facts.join(gift.status === 'reserved' ? ' · ' : ' ')}</p>
      {gift.orderNumber ? (
        <p className="wrap-anywhere">Order or tracking number: {gift.orderNumber}</p>
      ) : null}
      {gift.status === 'purchased' && gift.notReceivedAt ? (
        <p className="text-amber-900">
          You said on {formatDateTime(gift.notReceivedAt)} that it has not arrived yet. We told the donor.
        </p>
      ) : null}
      {neverCameFrom !== null && neverCameFrom > now ? (
        <p>
          If it has not come by {formatDateTime(new Date(neverCameFrom).toISOString())}, you can tell us it
          never came, and it will be open to other donors again.
        </p>
      ) : null}
      {gift.status === 'received' && gift.receivedAt ? (
        <p>You confirmed it arrived on {formatDate(gift.receivedAt)}.</p>
      ) : null}
      {ending ? <p className="font-semibold text-slate-900">{ending}</p> : null}
      {gift.message ? (
        <p className="wrap-anywhere whitespace-pre-line">
          <span className="font-semibold">Their message:</span> {gift.message}
        </p>
      ) : null}
    </div>
  );
}
