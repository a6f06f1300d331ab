import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/family-gifts.json';
import type { TListPledge } from '#shared/schemas/pledge';
import { findNeverCameFrom } from '../utils/family-gift-labels';
import { formatBoughtFacts, formatDate, formatDateTime } from '../utils/gift-labels';

const t = createTranslator(catalog);

function describeEnding(gift: TListPledge): string | null {
  if (!gift.endedAt) return null;
  const on = formatDateTime(gift.endedAt);
  // Only a gift the donor reported buying might still turn up.
  const mayArrive = Boolean(gift.purchasedAt);
  switch (gift.endedReason) {
    case 'never_came':
      return t('family-gifts.ended.neverCame', { on });
    case 'admin':
      return mayArrive
        ? t('family-gifts.ended.adminMayArrive', { on })
        : t('family-gifts.ended.admin', { on });
    case 'suspended':
      return mayArrive
        ? t('family-gifts.ended.suspendedMayArrive', { on })
        : t('family-gifts.ended.suspended', { on });
    default:
      return null;
  }
}

/** When it was reserved or bought: "Reserved on … · they have until … to buy it", "Bought at … on …". */
function describeFacts(gift: TListPledge): string {
  if (gift.status === 'reserved' && gift.isShortHold) {
    // A new donor who has not confirmed their email yet: held briefly, never shown your address.
    const reservedAt = formatDateTime(gift.reservedAt);
    return gift.expiresAt
      ? t('family-gifts.facts.heldUntil', { reservedAt, expiresAt: formatDateTime(gift.expiresAt) })
      : t('family-gifts.facts.held', { reservedAt });
  }
  if (gift.status === 'reserved') {
    const reservedAt = formatDateTime(gift.reservedAt);
    return gift.expiresAt
      ? t('family-gifts.facts.reservedUntil', { reservedAt, expiresAt: formatDateTime(gift.expiresAt) })
      : t('family-gifts.facts.reserved', { reservedAt });
  }
  return formatBoughtFacts(gift);
}

/** What the family knows about one gift: when it was reserved or bought, what they said, and how it ended. */
export function FamilyGiftFacts({ gift, now }: { gift: TListPledge; now: number }) {
  const neverCameFrom = findNeverCameFrom(gift);
  const ending = describeEnding(gift);
  return (
    <div className="mt-1 grid gap-1.5 text-slate-800 text-sm">
      <p>{describeFacts(gift)}</p>
      {gift.orderNumber ? (
        <p className="wrap-anywhere">{t('family-gifts.facts.orderNumber', { number: gift.orderNumber })}</p>
      ) : null}
      {gift.status === 'purchased' && gift.notReceivedAt ? (
        <p className="text-amber-900">
          {t('family-gifts.facts.notArrivedYet', { when: formatDateTime(gift.notReceivedAt) })}
        </p>
      ) : null}
      {neverCameFrom !== null && neverCameFrom > now ? (
        <p>
          {t('family-gifts.facts.neverCameFrom', {
            when: formatDateTime(new Date(neverCameFrom).toISOString()),
          })}
        </p>
      ) : null}
      {gift.status === 'received' && gift.receivedAt ? (
        <p>{t('family-gifts.facts.arrived', { date: formatDate(gift.receivedAt) })}</p>
      ) : null}
      {ending ? <p className="font-semibold text-slate-900">{ending}</p> : null}
      {gift.message ? (
        <p className="wrap-anywhere whitespace-pre-line">
          <span className="font-semibold">{t('family-gifts.facts.theirMessage')}</span> {gift.message}
        </p>
      ) : null}
    </div>
  );
}
