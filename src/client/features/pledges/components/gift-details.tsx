import { Heart } from 'lucide-react';
import type { TMyPledge } from '#shared/schemas/pledge';
import { formatDate, formatDateTime } from '../utils/gift-labels';

/** What the donor told the family about a bought gift, and the family's thank-you note. */
export function GiftDetails({ gift }: { gift: TMyPledge }) {
  const facts = [
    gift.retailer ? `Bought at ${gift.retailer}` : null,
    gift.purchasedAt ? `on ${formatDate(gift.purchasedAt)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-2 text-slate-800 text-sm">
      {facts ? <p>{facts}</p> : null}
      {gift.orderNumber ? (
        <p className="wrap-anywhere">Order or tracking number: {gift.orderNumber}</p>
      ) : null}
      {gift.status === 'purchased' && gift.notReceivedAt ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          On {formatDateTime(gift.notReceivedAt)} the family said it has not arrived yet. If you can, check
          the order’s tracking with {gift.retailer || 'the store'}.
        </p>
      ) : null}
      {gift.status === 'received' && gift.receivedAt ? (
        <p>The family confirmed it arrived on {formatDate(gift.receivedAt)}.</p>
      ) : null}
      {gift.message ? (
        <p className="wrap-anywhere whitespace-pre-line">
          <span className="font-semibold">Your message:</span> {gift.message}
        </p>
      ) : null}
      <ThankYouNote thankYou={gift.thankYou} />
    </div>
  );
}

function ThankYouNote({ thankYou }: { thankYou: TMyPledge['thankYou'] }) {
  if (!thankYou) return null;
  return (
    <figure className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-slate-900">
      <figcaption className="flex items-center gap-1.5 font-semibold text-sm">
        <Heart aria-hidden="true" className="size-4 text-rose-700" />A thank-you from the family,{' '}
        {formatDate(thankYou.createdAt)}
      </figcaption>
      <blockquote className="mt-1 wrap-anywhere whitespace-pre-line">{thankYou.message}</blockquote>
    </figure>
  );
}
