import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin.json';
import * as pagePaths from '#shared/page-path-builders';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';
import { useAdminUser } from '../api/get-admin-user';
import { describeAdminGiftStatus, formatAdminDate, formatAdminDateTime } from '../utils/admin-format';
import { AdminBadge } from './admin-badge';
import { CancelGiftDialog, describeAdminGift, type TAdminGift } from './cancel-gift-dialog';
import { QueryProblem } from './query-problem';
import { UserActions } from './user-actions';

const t = createTranslator(catalog);

const LIST_STATUS_KEYS: Record<string, keyof typeof catalog> = {
  draft: 'admin.listStatus.draft',
  active: 'admin.listStatus.active',
  fulfilled: 'admin.listStatus.fulfilled',
  archived: 'admin.listStatus.archived',
};

function describeUserListStatus(status: string): string {
  const key = LIST_STATUS_KEYS[status];
  return key ? t(key) : status;
}

function describeAccountState(user: TAdminUserDetail): string {
  if (!user.suspendedAt) return t('admin.user.canSignIn');
  const when = formatAdminDateTime(user.suspendedAt);
  return user.suspendedReason
    ? t('admin.user.suspendedOnBecause', { when, reason: user.suspendedReason })
    : t('admin.user.suspendedOn', { when });
}

function UserFacts({ user }: { user: TAdminUserDetail }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">{t('admin.user.email')}</dt>
      <dd className="wrap-anywhere">
        <a href={`mailto:${user.email}`} className="text-teal-800 underline underline-offset-2">
          {user.email}
        </a>
      </dd>
      <dt className="font-semibold text-slate-900">{t('admin.user.role')}</dt>
      <dd className="text-slate-800">
        {user.userType === 'admin' ? t('admin.user.roleAdmin') : t('admin.user.roleUser')}
      </dd>
      <dt className="font-semibold text-slate-900">{t('admin.user.joined')}</dt>
      <dd className="text-slate-800">{formatAdminDate(user.createdAt)}</dd>
      <dt className="font-semibold text-slate-900">{t('admin.user.account')}</dt>
      <dd className="wrap-anywhere text-slate-800">{describeAccountState(user)}</dd>
    </dl>
  );
}

function UserLists({ user }: { user: TAdminUserDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h4 id={headingId} className="font-bold text-lg text-slate-900">
        {t('admin.user.lists', { count: user.listsCount })}
      </h4>
      {user.lists.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('admin.user.noLists')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {user.lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center gap-2 p-3">
              <Link
                href={pagePaths.listDetail(list.id)}
                className="wrap-anywhere font-semibold text-teal-900 underline underline-offset-2"
              >
                {list.title}
              </Link>
              <span className="text-slate-700 text-sm">{describeUserListStatus(list.status)}</span>
              {list.moderationState === 'hidden' ? (
                <AdminBadge tone="danger">{t('admin.badge.hidden')}</AdminBadge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {user.listsCount > user.lists.length ? (
        <p className="mt-2 text-slate-700 text-sm">
          {t('admin.user.newestListsShown', { count: user.lists.length })}
        </p>
      ) : null}
    </section>
  );
}

function UserPledges({ user }: { user: TAdminUserDetail }) {
  const headingId = useId();
  // Where the focus goes when a cancelled gift's button leaves the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cancelling, setCancelling] = useState<{ gift: TAdminGift; trigger: HTMLElement } | null>(null);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h4
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-lg text-slate-900 outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        {t('admin.user.gifts', { count: user.pledgesCount })}
      </h4>
      {user.pledges.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('admin.user.noGifts')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {user.pledges.map((pledge) => (
            <li key={pledge.id} className="grid gap-0.5 p-3 text-sm">
              <p className="wrap-anywhere text-slate-900">
                <RichText
                  t={t}
                  id="admin.user.gift"
                  values={{
                    quantity: pledge.quantity,
                    item: <>{pledge.itemName}</>,
                    list: <>{pledge.listTitle}</>,
                  }}
                  components={{
                    0: (
                      <Link
                        href={pagePaths.listDetail(pledge.listId)}
                        className="text-teal-900 underline underline-offset-2"
                      />
                    ),
                  }}
                />
              </p>
              <p className="text-slate-700">
                <RichText
                  t={t}
                  id="admin.user.giftState"
                  values={{
                    status: describeAdminGiftStatus(pledge),
                    date: formatAdminDate(pledge.reservedAt),
                  }}
                  components={{ 0: <time dateTime={pledge.reservedAt} /> }}
                />
              </p>
              {pledge.status === 'reserved' || pledge.status === 'purchased' ? (
                <div className="mt-1">
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    aria-label={t('admin.user.cancelGiftNamed', { gift: describeAdminGift(pledge) })}
                    onClick={(event) => setCancelling({ gift: pledge, trigger: event.currentTarget })}
                  >
                    {t('admin.cancelGift.title')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {user.pledgesCount > user.pledges.length ? (
        <p className="mt-2 text-slate-700 text-sm">
          {t('admin.user.newestGiftsShown', { count: user.pledges.length })}
        </p>
      ) : null}
      {cancelling ? (
        <CancelGiftDialog
          gift={cancelling.gift}
          trigger={cancelling.trigger}
          fallbackRef={headingRef}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </section>
  );
}

/** One account: who they are, what they do here, and the admin's actions on it. */
export function UserDetail({
  userId,
  currentUserId,
  onBack,
}: {
  userId: string;
  currentUserId: string;
  onBack: () => void;
}) {
  const user = useAdminUser(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const hasUser = Boolean(user.data);

  // Opened from the results: the focus follows, so a screen reader starts with whose account this is.
  useEffect(() => {
    if (hasUser) headingRef.current?.focus();
  }, [hasUser]);

  return (
    <section aria-labelledby={user.data ? headingId : undefined} className="mt-8">
      <Button variant="ghost" onClick={onBack}>
        <span aria-hidden="true">←</span> {t('admin.user.back')}
      </Button>
      {user.data ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="wrap-anywhere font-bold text-slate-900 text-xl outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
            >
              {user.data.name}
            </h3>
            {user.data.userType === 'admin' ? (
              <AdminBadge tone="good">{t('admin.badge.admin')}</AdminBadge>
            ) : null}
            {user.data.suspendedAt ? (
              <AdminBadge tone="danger">{t('admin.badge.suspended')}</AdminBadge>
            ) : null}
          </div>
          <p className="mt-1 text-slate-700 text-sm">
            {t('admin.user.counts', { lists: user.data.listsCount, gifts: user.data.pledgesCount })}
          </p>
          <UserFacts user={user.data} />
          <UserActions user={user.data} isSelf={user.data.id === currentUserId} fallbackRef={headingRef} />
          <UserLists user={user.data} />
          <UserPledges user={user.data} />
        </div>
      ) : user.isPending ? (
        <Spinner label={t('admin.user.loading')} />
      ) : (
        <QueryProblem
          messageKey="admin.queryProblem.account"
          error={user.error}
          onRetry={() => void user.refetch()}
        />
      )}
    </section>
  );
}
