import { BadgeCheck, ListChecks } from 'lucide-react';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/needs-lists.json';
import { useProfileLists } from '../api/get-profile-lists';
import { ListCard } from './list-card';

const t = createTranslator(catalog);

/** A family's track record and public lists, as their profile shows them to donors. */
export function ProfileLists({ userId, displayName }: { userId: string; displayName: string }) {
  const lists = useProfileLists(userId);
  if (lists.isPending) return <Spinner />;
  if (lists.isError) return <FormAlert>{readApiErrorMessage(lists.error)}</FormAlert>;
  const { areListsShown, publishedCount, fulfilledCount } = lists.data;
  return (
    <section aria-labelledby="profile-lists" className="mt-10">
      <h2 id="profile-lists" className="font-bold text-2xl text-slate-900">
        {t('needs-lists.profile.heading')}
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-800">
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden="true" className="size-4 text-teal-700" />
          {publishedCount === 0
            ? t('needs-lists.profile.nonePublished')
            : t('needs-lists.profile.published', { count: publishedCount })}
        </span>
        {publishedCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <BadgeCheck aria-hidden="true" className="size-4 text-teal-700" />
            {fulfilledCount === 0
              ? t('needs-lists.profile.noneFulfilled')
              : t('needs-lists.profile.fulfilled', { count: fulfilledCount })}
          </span>
        ) : null}
      </p>
      {!areListsShown ? (
        <p className="mt-4 text-slate-700">{t('needs-lists.profile.hidden', { name: displayName })}</p>
      ) : lists.data.lists.length === 0 ? (
        publishedCount > 0 ? (
          <p className="mt-4 text-slate-700">{t('needs-lists.profile.noneOpen', { name: displayName })}</p>
        ) : null
      ) : (
        <ul className="mt-5 grid gap-5 sm:grid-cols-2">
          {lists.data.lists.map((list) => (
            <li key={list.id}>
              <ListCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
