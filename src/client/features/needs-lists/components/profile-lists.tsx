import { BadgeCheck, ListChecks } from 'lucide-react';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { readApiErrorMessage } from '#client/lib/request';
import { useProfileLists } from '../api/get-profile-lists';
import { ListCard } from './list-card';

function countLists(count: number): string {
  return count === 1 ? '1 list' : `${count} lists`;
}

/** A family's track record and public lists, as their profile shows them to donors. */
export function ProfileLists({ userId, displayName }: { userId: string; displayName: string }) {
  const lists = useProfileLists(userId);
  if (lists.isPending) return <Spinner />;
  if (lists.isError) return <FormAlert>{readApiErrorMessage(lists.error)}</FormAlert>;
  const { areListsShown, publishedCount, fulfilledCount } = lists.data;
  return (
    <section aria-labelledby="profile-lists" className="mt-10">
      <h2 id="profile-lists" className="font-bold text-2xl text-slate-900">
        Needs lists
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-800">
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden="true" className="size-4 text-teal-700" />
          {publishedCount === 0 ? 'No lists published yet' : `${countLists(publishedCount)} published`}
        </span>
        {publishedCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <BadgeCheck aria-hidden="true" className="size-4 text-teal-700" />
            {fulfilledCount === 0
              ? 'none fulfilled yet'
              : `${countLists(fulfilledCount)} fulfilled: everything on ${fulfilledCount === 1 ? 'it' : 'them'} arrived`}
          </span>
        ) : null}
      </p>
      {!areListsShown ? (
        <p className="mt-4 text-slate-700">{displayName} chose not to show their lists on this profile.</p>
      ) : lists.data.lists.length === 0 ? (
        publishedCount > 0 ? (
          <p className="mt-4 text-slate-700">None of {displayName}’s lists is open to everyone right now.</p>
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
