import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/family-gifts.json';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import type { TListPledge } from '#shared/schemas/pledge';
import { useListPledges } from '../api/get-list-pledges';
import { useFamilyGiftActions } from '../hooks/use-family-gift-actions';
import { useOnDataChange } from '../hooks/use-on-data-change';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { formatFrom, readDonor } from '../utils/family-gift-labels';
import { formatDate, formatGiftName } from '../utils/gift-labels';
import { groupListPledges } from '../utils/group-list-pledges';
import { AddressReveals } from './address-reveals';
import { FamilyGiftActions } from './family-gift-actions';
import { FamilyGiftFacts } from './family-gift-facts';
import { PendingReceipt } from './pending-receipt';
import { ThankYouForm } from './thank-you-form';

const t = createTranslator(catalog);

const FAMILY_GIFTS_ID = 'gifts';
const giftElementId = (pledgeId: string) => `family-gift-${pledgeId}`;

function ThankYouQuote({ thankYou }: { thankYou: NonNullable<TListPledge['thankYou']> }) {
  return (
    <figure className="mt-3 rounded-lg border border-rose-200 bg-rose-50 p-3 text-slate-900">
      <figcaption className="flex items-center gap-1.5 font-semibold text-sm">
        <Heart aria-hidden="true" className="size-4 text-rose-700" />
        {t('family-gifts.thanks.yours', { date: formatDate(thankYou.createdAt) })}
      </figcaption>
      <blockquote className="mt-1 wrap-anywhere whitespace-pre-line">{thankYou.message}</blockquote>
    </figure>
  );
}

function FamilyGift({
  listId,
  gift,
  onChanged,
}: {
  listId: string;
  gift: TListPledge;
  /** The gift changed (and may have moved to another group): its card gets the focus back. */
  onChanged: (pledgeId: string) => void;
}) {
  const actions = useFamilyGiftActions({ listId, gift, onChanged });
  const [isThanking, setIsThanking] = useState(false);
  const thankButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = `${giftElementId(gift.id)}-title`;
  const canThank = (gift.status === 'purchased' || gift.status === 'received') && !gift.thankYou;

  return (
    <li>
      <article
        id={giftElementId(gift.id)}
        tabIndex={-1}
        aria-labelledby={titleId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <h4 id={titleId} className="wrap-anywhere font-bold text-slate-900">
          {formatGiftName(gift.quantity, gift.item.name)}
        </h4>
        <p className="wrap-anywhere text-slate-800">{formatFrom(gift.donorName)}</p>
        <FamilyGiftFacts gift={gift} now={actions.now} />
        {gift.thankYou ? <ThankYouQuote thankYou={gift.thankYou} /> : null}
        {actions.error ? (
          <div className="mt-3">
            <FormAlert>{readApiErrorMessage(actions.error)}</FormAlert>
          </div>
        ) : null}
        {actions.receipt.pendingUntil !== null ? (
          <PendingReceipt
            until={actions.receipt.pendingUntil}
            donor={readDonor(gift.donorName)}
            onUndo={actions.onUndoReceipt}
          />
        ) : (
          <FamilyGiftActions
            gift={gift}
            actions={actions}
            canThank={canThank && !isThanking}
            thankButtonRef={thankButtonRef}
            onThank={() => setIsThanking(true)}
          />
        )}
        {canThank && isThanking ? (
          <div className="mt-3">
            <ThankYouForm
              listId={listId}
              pledgeId={gift.id}
              donorName={gift.donorName}
              onSent={() => {
                setIsThanking(false);
                onChanged(gift.id);
              }}
              onClose={() => {
                setIsThanking(false);
                requestAnimationFrame(() => thankButtonRef.current?.focus());
              }}
            />
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The family's gifts on their own list: what to confirm first, what is reserved, what arrived, with
 * a thank-you for each; then who saw the shipping address.
 */
export function FamilyGiftsPanel({
  listId,
  onGiftsChanged,
}: {
  listId: string;
  /** New or changed gifts (a donor reserved or bought while the page was open): the list's counts too. */
  onGiftsChanged: () => void;
}) {
  const listPledges = useListPledges(listId);
  const [focusGiftId, setFocusGiftId] = useState<string | null>(null);
  const data = listPledges.data;
  useScrollToHash(FAMILY_GIFTS_ID, data !== undefined, () => void listPledges.refetch());

  useOnDataChange(data, onGiftsChanged);

  useEffect(() => {
    if (!focusGiftId) return;
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(giftElementId(focusGiftId));
      card?.scrollIntoView({ block: 'nearest' });
      card?.focus({ preventScroll: true });
      setFocusGiftId(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusGiftId]);

  const groups = data ? groupListPledges(data.pledges) : [];
  return (
    <section
      id={FAMILY_GIFTS_ID}
      tabIndex={-1}
      aria-labelledby="family-gifts-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none sm:p-5"
    >
      <h2 id="family-gifts-title" className="font-bold text-slate-900 text-xl">
        {t('family-gifts.title')}
      </h2>
      {listPledges.isPending ? <p className="mt-2 text-slate-700">{t('family-gifts.loading')}</p> : null}
      {listPledges.isError ? (
        <div className="mt-2">
          <FormAlert>{readApiErrorMessage(listPledges.error)}</FormAlert>
        </div>
      ) : null}
      {data && groups.length === 0 ? <p className="mt-2 text-slate-700">{t('family-gifts.none')}</p> : null}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`gifts-${group.key}`} className="mt-5">
          <h3 id={`gifts-${group.key}`} className="font-bold text-lg text-slate-900">
            {t(group.titleKey)} <span className="font-normal text-slate-700">({group.gifts.length})</span>
          </h3>
          <p className="text-slate-700 text-sm">{t(group.hintKey, { hours: RESERVATION_HOURS })}</p>
          <ul className="mt-3 grid gap-3">
            {group.gifts.map((gift) => (
              <FamilyGift key={gift.id} listId={listId} gift={gift} onChanged={setFocusGiftId} />
            ))}
          </ul>
        </section>
      ))}
      {data ? <AddressReveals reveals={data.addressReveals} /> : null}
    </section>
  );
}
