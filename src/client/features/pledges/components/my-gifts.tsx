import { Gift } from 'lucide-react';
import { Link } from 'wouter';
import { getButtonClassName } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/pledges.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TMyPledge, TMyPledges } from '#shared/schemas/pledge';
import { useMyPledges } from '../api/get-my-pledges';
import { useNow } from '../hooks/use-now';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { formatReservedUntil } from '../utils/format-time-left';
import {
  describeMyGiftStatus,
  formatGiftName,
  isReservationOver,
  summarizeMyGifts,
} from '../utils/gift-labels';
import { GiftDetails } from './gift-details';

const t = createTranslator(catalog);

const MY_GIFTS_ID = 'my-gifts';

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

type TGroupKey = 'reserved' | 'purchased' | 'received' | 'ended';

const GROUPS = [
  { key: 'reserved', titleKey: 'pledges.myGifts.group.reserved' },
  { key: 'purchased', titleKey: 'pledges.myGifts.group.purchased' },
  { key: 'received', titleKey: 'pledges.myGifts.group.received' },
  { key: 'ended', titleKey: 'pledges.myGifts.group.ended' },
] as const satisfies ReadonlyArray<{ key: TGroupKey; titleKey: string }>;

function toGroupKey(gift: TMyPledge, now: number): TGroupKey {
  if (isReservationOver(gift, now)) return 'ended';
  return gift.status === 'cancelled' || gift.status === 'expired' ? 'ended' : gift.status;
}

/** The reservations still to buy: past its end, one is not (the list says what can still be done). */
function isToBuy(gift: TMyPledge, now: number): boolean {
  return gift.status === 'reserved' && !isReservationOver(gift, now);
}

function MyGift({ gift, now }: { gift: TMyPledge; now: number }) {
  const listHref = pagePaths.listDetail(gift.list.id, 'your-gifts');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h4 className="wrap-anywhere font-bold text-slate-900">
        {formatGiftName(gift.quantity, gift.item.name)}
      </h4>
      <p className="wrap-anywhere text-slate-700 text-sm">
        <RichText
          t={t}
          id="pledges.myGifts.forListBy"
          values={{ title: <>{gift.list.title}</>, owner: <>{gift.list.ownerName}</> }}
          components={{ 0: <Link href={listHref} className={LINK_CLASS} /> }}
        />
      </p>
      <p className="mt-1 font-semibold text-slate-900 text-sm">
        {isToBuy(gift, now) && gift.expiresAt
          ? formatReservedUntil(gift.expiresAt, now)
          : describeMyGiftStatus(gift, now)}
      </p>
      {isToBuy(gift, now) ? (
        <Link
          href={listHref}
          aria-label={t('pledges.myGifts.buyLabel', { name: gift.item.name })}
          className={getButtonClassName('primary', 'md', 'mt-3')}
        >
          {t('pledges.myGifts.buy')}
        </Link>
      ) : null}
      {gift.status === 'purchased' || gift.status === 'received' ? (
        <div className="mt-2">
          <GiftDetails gift={gift} />
        </div>
      ) : null}
    </li>
  );
}

function MyGiftsBody({ data }: { data: TMyPledges }) {
  const now = useNow();
  if (data.pledges.length === 0) {
    return (
      <div className="mt-3">
        <p className="text-slate-800">{t('pledges.myGifts.none')}</p>
        <Link href={PAGE_PATHS.browse} className={getButtonClassName('secondary', 'md', 'mt-3')}>
          {t('pledges.myGifts.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mt-1 text-slate-700">{summarizeMyGifts(data.pledges)}</p>
      {GROUPS.map((group) => {
        const gifts = data.pledges.filter((gift) => toGroupKey(gift, now) === group.key);
        if (gifts.length === 0) return null;
        return (
          <section key={group.key} aria-labelledby={`my-gifts-${group.key}`} className="mt-5">
            <h3 id={`my-gifts-${group.key}`} className="font-bold text-lg text-slate-900">
              {t(group.titleKey)} <span className="font-normal text-slate-700">({gifts.length})</span>
            </h3>
            <ul className="mt-3 grid gap-3">
              {gifts.map((gift) => (
                <MyGift key={gift.id} gift={gift} now={now} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** While My gifts loads, or why it could not. */
function GiftsLoadState({ query }: { query: ReturnType<typeof useMyPledges> }) {
  if (query.isPending) return <p className="mt-2 text-slate-700">{t('pledges.loadingGifts')}</p>;
  if (!query.isError) return null;
  return (
    <div className="mt-2">
      <FormAlert>{readApiErrorMessage(query.error)}</FormAlert>
    </div>
  );
}

/** "My gifts" on the dashboard: everything the donor reserved or bought, and the families' thanks. */
export function MyGifts() {
  const myPledges = useMyPledges(true);
  useScrollToHash(MY_GIFTS_ID, myPledges.data !== undefined, () => void myPledges.refetch());
  return (
    <section
      id={MY_GIFTS_ID}
      tabIndex={-1}
      aria-labelledby="my-gifts-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-slate-50 p-5 outline-none"
    >
      <h2 id="my-gifts-title" className="flex items-center gap-2 font-bold text-slate-900 text-xl">
        <Gift aria-hidden="true" className="size-5 text-teal-700" />
        {t('pledges.myGifts.title')}
      </h2>
      <GiftsLoadState query={myPledges} />
      {myPledges.data ? <MyGiftsBody data={myPledges.data} /> : null}
    </section>
  );
}

/** The quick-actions card: counts, and the reservations that need buying, with their time left. */
export function MyGiftsSummary() {
  const myPledges = useMyPledges(true);
  const now = useNow();
  const reserved = (myPledges.data?.pledges ?? []).filter((gift) => isToBuy(gift, now));
  return (
    <section
      aria-labelledby="quick-my-gifts"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="quick-my-gifts" className="flex items-center gap-2 font-bold text-lg text-slate-900">
        <Gift aria-hidden="true" className="size-6 text-teal-700" />
        {t('pledges.myGifts.title')}
      </h2>
      <GiftsLoadState query={myPledges} />
      {myPledges.data && myPledges.data.pledges.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('pledges.myGifts.summaryNone')}</p>
      ) : null}
      {myPledges.data && myPledges.data.pledges.length > 0 ? (
        <>
          <p className="mt-2 text-slate-800">{summarizeMyGifts(myPledges.data.pledges)}</p>
          {reserved.length > 0 ? (
            <ul className="mt-3 grid gap-2">
              {reserved.map((gift) => (
                <li key={gift.id} className="wrap-anywhere text-sm">
                  <Link
                    href={pagePaths.listDetail(gift.list.id, 'your-gifts')}
                    className={`${LINK_CLASS} inline-flex min-h-11 items-center`}
                  >
                    {t('pledges.myGifts.giftForList', {
                      gift: formatGiftName(gift.quantity, gift.item.name),
                      title: gift.list.title,
                    })}
                  </Link>
                  <span className="block text-slate-700">
                    {gift.expiresAt ? formatReservedUntil(gift.expiresAt, now) : describeMyGiftStatus(gift)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <Link href={PAGE_PATHS.myGifts} className={getButtonClassName('secondary', 'md', 'mt-4')}>
            {t('pledges.myGifts.seeAll')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
