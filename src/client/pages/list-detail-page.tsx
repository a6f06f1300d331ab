import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { navigate, useHistoryState } from 'wouter/use-browser-location';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button';
import { listQueryKey, type TListView, useList } from '#client/features/needs-lists/api/get-list';
import { ListDetail } from '#client/features/needs-lists/components/list-detail';
import type { TPublishedState } from '#client/features/needs-lists/components/list-editor';
import { useHeldGift } from '#client/features/pledges/hooks/use-held-gift';
import { createTranslator } from '#client/lib/i18n';
import { PageOwnTitle } from '#client/lib/page-own-title';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-detail.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS, UNCONFIRMED_HOLD_MINUTES } from '#shared/pledge-limits';
import type { TItem } from '#shared/schemas/needs-list';
import type { TMyPledge } from '#shared/schemas/pledge';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import type { TPageProps } from '../lib/page-props';
import { getErrorStatus, readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

// Pledging comes in its own chunks, after the story and the needs are on screen: a first visit reads the
// list before it acts on it, and the page's own chunk stays small.
const AccountStepForm = lazy(() =>
  import('#client/features/auth/components/account-step-form').then((module) => ({
    default: module.AccountStepForm,
  })),
);
const ItemPledgeControl = lazy(() =>
  import('#client/features/pledges/components/item-pledge-control').then((module) => ({
    default: module.ItemPledgeControl,
  })),
);
const DonorGiftsPanel = lazy(() =>
  import('#client/features/pledges/components/donor-gifts-panel').then((module) => ({
    default: module.DonorGiftsPanel,
  })),
);
const FamilyGiftsPanel = lazy(() =>
  import('#client/features/pledges/components/family-gifts-panel').then((module) => ({
    default: module.FamilyGiftsPanel,
  })),
);

/** Donors can reserve on a published list that is someone else's and not an example. */
function isOpenForPledges(list: TListView): boolean {
  return !list.isOwner && list.status === 'active' && !list.isDemo;
}

function VerifyToGive({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-to-give"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="verify-to-give" className="font-bold text-lg">
        {t('list-detail.verifyToGive.title')}
      </h2>
      <p className="mt-1">
        <RichText
          t={t}
          id="list-detail.verifyToGive.text"
          values={{ email, minutes: UNCONFIRMED_HOLD_MINUTES, hours: RESERVATION_HOURS }}
          components={{ 0: <strong className="break-all" /> }}
        />
      </p>
      <ResendVerificationButton size="md" variant="secondary" label={t('list-detail.verifyToGive.resend')} />
    </section>
  );
}

// Not there, private, removed, or not an id at all: the same "not found" for each.
function isListMissing(error: unknown): boolean {
  const status = getErrorStatus(error);
  return status === 404 || status === 400;
}

/**
 * Where the focus goes. Back from "Sign in to give" (?give=ITEM): that item's Reserve button; after a
 * cancellation, the item let go of; after a reservation, or back holding the item already, the gift in
 * "Your gifts to this list".
 */
function useGiveFocus(listId: string, isSignedIn: boolean) {
  const giveItemId = new URLSearchParams(useSearch()).get('give');
  const [focusItemId, setFocusItemId] = useState<string | null>(giveItemId);
  const [focusPledgeId, setFocusPledgeId] = useState<string | null>(null);

  const onItemFocusDone = useCallback(() => {
    setFocusItemId(null);
    // Done with ?give: a reload or a shared link should not jump to the item again.
    if (new URLSearchParams(window.location.search).has('give')) {
      navigate(`${window.location.pathname}${window.location.hash}`, { replace: true });
    }
  }, []);
  const onPledgeFocusDone = useCallback(() => setFocusPledgeId(null), []);
  const onCancelled = useCallback((gift: TMyPledge) => setFocusItemId(gift.item.id), []);
  const { heldGift, isLookupDone: isGiftLookupDone } = useHeldGift({
    listId,
    giveItemId,
    isSignedIn,
  });
  useEffect(() => {
    if (!heldGift) return;
    setFocusItemId(null);
    setFocusPledgeId(heldGift.id);
    onItemFocusDone();
  }, [heldGift, onItemFocusDone]);
  const onReserved = useCallback((pledge: TMyPledge) => setFocusPledgeId(pledge.id), []);

  return {
    focusItemId,
    focusPledgeId,
    heldGift,
    isGiftLookupDone,
    onItemFocusDone,
    onPledgeFocusDone,
    onCancelled,
    onReserved,
  };
}

export default function ListDetailPage({ params }: TPageProps) {
  const listId = params.id ?? '';
  const list = useList(listId);
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const historyState = useHistoryState<TPublishedState | null>();
  const queryClient = useQueryClient();
  const onGiftsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: listQueryKey(listId), exact: true });
  }, [queryClient, listId]);
  const focus = useGiveFocus(listId, user !== null);
  const { focusItemId, focusPledgeId, heldGift, isGiftLookupDone } = focus;
  const { onItemFocusDone, onPledgeFocusDone, onCancelled, onReserved } = focus;

  const data = list.data;
  const isPledgingShown = data !== undefined && isOpenForPledges(data) && !isUserLoading;
  const renderItemAction = isPledgingShown
    ? (item: TItem) => (
        <Suspense fallback={null}>
          <ItemPledgeControl
            listId={listId}
            item={item}
            isSignedIn={user !== null}
            isEmailVerified={user?.emailVerified ?? false}
            isTakingReservations={data?.hasShippingAddress ?? false}
            renderAccountStep={(step) => (
              <Suspense fallback={null}>
                <AccountStepForm {...step} returnTo={pagePaths.listGive(listId, item.id)} reason="give" />
              </Suspense>
            )}
            isFocusRequested={isGiftLookupDone && !heldGift && focusItemId === item.id}
            onFocusDone={onItemFocusDone}
            onReserved={onReserved}
          />
        </Suspense>
      )
    : undefined;
  const donorPanel =
    user && data && !data.isOwner ? (
      <>
        {isPledgingShown && !user.emailVerified ? <VerifyToGive email={user.email} /> : null}
        <Suspense fallback={null}>
          <DonorGiftsPanel
            listId={listId}
            items={data.items}
            canGive={isPledgingShown}
            isSignedIn
            isEmailVerified={user.emailVerified}
            focusPledgeId={focusPledgeId}
            onFocusDone={onPledgeFocusDone}
            onCancelled={onCancelled}
            onReserved={onReserved}
            onGiftsChanged={onGiftsChanged}
          />
        </Suspense>
      </>
    ) : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        isListMissing(list.error) ? (
          <section>
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
              {t('list-detail.notFound.title')}
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              <RichText
                t={t}
                id="list-detail.notFound.text"
                components={{
                  0: <Link href={PAGE_PATHS.browse} className="font-semibold text-teal-800 underline" />,
                }}
              />
            </p>
          </section>
        ) : (
          <FormAlert>{readApiErrorMessage(list.error)}</FormAlert>
        )
      ) : null}
      {data ? (
        <>
          {/* The tab is named after the list, as the server names a public one in its first page. */}
          <PageOwnTitle name={data.title} />
          <ListDetail
            list={data}
            isSignedIn={user !== null}
            isJustPublished={historyState?.isJustPublished === true}
            // Done: the panel does not come back with the back button or a reload.
            onDoneWithPublished={() => navigate(window.location.pathname, { replace: true, state: null })}
            renderItemAction={renderItemAction}
            donorPanel={donorPanel}
            ownerPanel={
              data.isOwner && data.status !== 'draft' ? (
                <Suspense fallback={null}>
                  <FamilyGiftsPanel listId={listId} onGiftsChanged={onGiftsChanged} />
                </Suspense>
              ) : null
            }
          />
        </>
      ) : null}
    </div>
  );
}
