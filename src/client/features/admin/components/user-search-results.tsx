import { useEffect, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin.json';
import type { TAdminUserSummary } from '#shared/schemas/admin-users';
import { useSearchUsers } from '../api/search-users';
import { formatAdminDate } from '../utils/admin-format';
import { AdminBadge } from './admin-badge';
import { AdminPager } from './admin-pager';
import { QueryProblem } from './query-problem';

const t = createTranslator(catalog);

function UserRow({
  user,
  isSelf,
  onOpen,
}: {
  user: TAdminUserSummary;
  isSelf: boolean;
  onOpen: (userId: string) => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="wrap-anywhere font-semibold text-slate-900">{user.name}</span>
          {isSelf ? <AdminBadge>{t('admin.badge.you')}</AdminBadge> : null}
          {user.userType === 'admin' ? <AdminBadge tone="good">{t('admin.badge.admin')}</AdminBadge> : null}
          {user.suspendedAt ? <AdminBadge tone="danger">{t('admin.badge.suspended')}</AdminBadge> : null}
        </p>
        <p className="wrap-anywhere text-slate-800 text-sm">{user.email}</p>
        <p className="text-slate-700 text-sm">
          {t('admin.users.row', {
            date: formatAdminDate(user.createdAt),
            lists: user.listsCount,
            gifts: user.pledgesCount,
          })}
        </p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 self-start sm:self-center"
        onClick={() => onOpen(user.id)}
      >
        <RichText
          t={t}
          id="admin.users.details"
          values={{ email: <>{user.email}</> }}
          components={{ 0: <span className="sr-only" /> }}
        />
      </Button>
    </li>
  );
}

/** One page of users for the search (or everyone, newest first, with no search). */
export function UserSearchResults({
  q,
  page,
  currentUserId,
  isFocusedOnMount,
  onPage,
  onOpen,
}: {
  q: string;
  page: number;
  currentUserId: string;
  /** Back from an account: the focus comes here rather than staying on a button that is gone. */
  isFocusedOnMount: boolean;
  onPage: (page: number) => void;
  onOpen: (userId: string) => void;
}) {
  const users = useSearchUsers(q, page);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the results appear
  useEffect(() => {
    if (isFocusedOnMount) headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} aria-busy={users.isPlaceholderData || undefined} className="mt-8">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-slate-900 text-xl outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        {q ? t('admin.users.matching', { q }) : t('admin.users.all')}
      </h3>
      {users.data ? (
        <>
          <p aria-live="polite" className="mt-1 text-slate-700">
            {/* While another search loads, the last results stay: say so rather than count them. */}
            {users.isPlaceholderData
              ? t('admin.users.searching')
              : t('admin.users.found', { count: users.data.total })}
          </p>
          {users.data.users.length === 0 ? (
            <p className="mt-4 rounded-xl border border-slate-300 border-dashed bg-white p-4 text-slate-700">
              {q ? t('admin.users.noMatch', { q }) : t('admin.users.none')}
            </p>
          ) : (
            <ul
              aria-labelledby={headingId}
              className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} onOpen={onOpen} />
              ))}
            </ul>
          )}
          <AdminPager
            label={t('admin.users.pages')}
            page={users.data.page}
            pageCount={users.data.pageCount}
            isLoading={users.isPlaceholderData}
            onPage={onPage}
          />
        </>
      ) : users.isPending ? (
        <Spinner label={t('admin.users.loading')} />
      ) : (
        <QueryProblem
          messageKey="admin.queryProblem.users"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      )}
    </section>
  );
}
