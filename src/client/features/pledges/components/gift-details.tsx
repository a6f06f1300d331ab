import { Heart } from 'lucide-react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import type { TMyPledge } from '#shared/schemas/pledge';
import { formatBoughtFacts, formatDate, formatDateTime } from '../utils/gift-labels';

const t = createTranslator(catalog);

/** What the donor told the family about a bought gift, and the family's thank-you note. */
export function GiftDetails({ gift }: { gift: TMyPledge }) {
  const facts = formatBoughtFacts(gift);
  return (
    <div className="grid gap-2 text-slate-800 text-sm">
      {facts ? <p>{facts}</p> : null}
      {gift.orderNumber ? (
        <p className="wrap-anywhere">{t('pledges.details.orderNumber', { number: gift.orderNumber })}</p>
      ) : null}
      {gift.status === 'purchased' && gift.notReceivedAt ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          {t('pledges.details.notArrivedYet', {
            when: formatDateTime(gift.notReceivedAt),
            storeKnown: gift.retailer ? 'yes' : 'no',
            store: gift.retailer,
          })}
        </p>
      ) : null}
      {gift.status === 'received' && gift.receivedAt ? (
        <p>{t('pledges.details.arrived', { date: formatDate(gift.receivedAt) })}</p>
      ) : null}
      {gift.message ? (
        <p className="wrap-anywhere whitespace-pre-line">
          <span className="font-semibold">{t('pledges.details.yourMessage')}</span> {gift.message}
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
        <Heart aria-hidden="true" className="size-4 text-rose-700" />
        {t('pledges.details.thankYouFrom', { date: formatDate(thankYou.createdAt) })}
      </figcaption>
      <blockquote className="mt-1 wrap-anywhere whitespace-pre-line">{thankYou.message}</blockquote>
    </figure>
  );
}
