import { Link } from 'wouter';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/pledges.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_REMINDER_HOURS } from '#shared/pledge-limits';
import { useMyPledges } from '../api/get-my-pledges';
import { useNow } from '../hooks/use-now';
import { formatReservedUntil, isEndingSoon } from '../utils/format-time-left';
import { formatGiftName, isReservationOver } from '../utils/gift-labels';

const t = createTranslator(catalog);

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

/** The donor's reservations still to buy, soonest to end first; the rest of their gifts are on /profile. */
export function GiftsToFinish() {
  const { data, error } = useMyPledges(true);
  const now = useNow();
  if (error) return <FormAlert>{readApiErrorMessage(error)}</FormAlert>;
  if (!data) return <Spinner label={t('pledges.loadingGifts')} className="py-8" />;
  const reserved = data.pledges
    // Past its end, a reservation is not one to buy any more: the list says what can still be done.
    .filter((gift) => gift.status === 'reserved' && gift.expiresAt && !isReservationOver(gift, now))
    .sort((left, right) => Date.parse(left.expiresAt ?? '') - Date.parse(right.expiresAt ?? ''));
  if (reserved.length === 0) {
    return (
      <p className="mt-3 text-slate-700">
        {t('pledges.toFinish.none')}{' '}
        <Link href={PAGE_PATHS.myGifts} className={LINK_CLASS}>
          {t('pledges.toFinish.seeAll')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-3">
      {reserved.map((gift) => {
        const expiresAt = gift.expiresAt ?? '';
        const isUrgent = isEndingSoon(expiresAt, now, RESERVATION_REMINDER_HOURS);
        return (
          <li key={gift.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="wrap-anywhere font-semibold text-slate-900">
              {formatGiftName(gift.quantity, gift.item.name)}
            </h3>
            <p className={isUrgent ? 'font-semibold text-amber-900' : 'text-slate-700'}>
              {formatReservedUntil(expiresAt, now)}
            </p>
            <p className="wrap-anywhere mt-1 text-slate-700">
              <RichText
                t={t}
                id="pledges.toFinish.forList"
                values={{ title: <>{gift.list.title}</> }}
                components={{
                  0: <Link href={pagePaths.listDetail(gift.list.id, 'your-gifts')} className={LINK_CLASS} />,
                }}
              />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
