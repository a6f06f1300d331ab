import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import { ADMIN_USER_SEARCH_MAX } from '#shared/schemas/admin-users';
import { UserDetail } from './user-detail';
import { UserSearchResults } from './user-search-results';

const t = createTranslator(catalog);

/** Finding an account by name or email, and what an admin can see and do about it. */
export function UsersSection({ headingId, currentUserId }: { headingId: string; currentUserId: string }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [hasOpenedUser, setHasOpenedUser] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ q: draft.trim(), page: 1 });
    setOpenUserId(null);
  };

  return (
    <>
      <h2 id={headingId} className="font-bold text-2xl text-slate-900">
        {t('admin.tab.users')}
      </h2>
      <p className="mt-2 text-slate-700">{t('admin.users.intro')}</p>
      <search aria-label={t('admin.tab.users')} className="mt-4 block">
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('admin.users.searchLabel')}
            type="search"
            className="min-w-0 flex-1 basis-64"
            maxLength={ADMIN_USER_SEARCH_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('admin.users.search')}</Button>
        </form>
      </search>
      {openUserId ? (
        <UserDetail userId={openUserId} currentUserId={currentUserId} onBack={() => setOpenUserId(null)} />
      ) : (
        <UserSearchResults
          q={search.q}
          page={search.page}
          currentUserId={currentUserId}
          isFocusedOnMount={hasOpenedUser}
          onPage={(page) => setSearch((current) => ({ ...current, page }))}
          onOpen={(userId) => {
            setHasOpenedUser(true);
            setOpenUserId(userId);
          }}
        />
      )}
    </>
  );
}
