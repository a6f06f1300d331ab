import { Link } from 'wouter';
import { navigate, useHistoryState } from 'wouter/use-browser-location';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useList } from '../features/needs-lists/api/get-list';
import { ListDetail } from '../features/needs-lists/components/list-detail';
import type { TPublishedState } from '../features/needs-lists/components/list-editor';
import type { TPageProps } from '../lib/page-props';
import { getErrorStatus, readApiErrorMessage } from '../lib/request';

export default function ListDetailPage({ params }: TPageProps) {
  const list = useList(params.id ?? '');
  const { user } = useCurrentUser();
  const historyState = useHistoryState<TPublishedState | null>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        getErrorStatus(list.error) === 404 || getErrorStatus(list.error) === 400 ? (
          <section>
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Needs list not found</h1>
            <p className="mt-4 text-lg text-slate-700">
              This list does not exist, is private, or was removed.{' '}
              <Link href="/browse" className="font-semibold text-teal-800 underline">
                Find other needs lists
              </Link>
            </p>
          </section>
        ) : (
          <FormAlert>{readApiErrorMessage(list.error)}</FormAlert>
        )
      ) : null}
      {list.data ? (
        <ListDetail
          list={list.data}
          isSignedIn={user !== null}
          isJustPublished={historyState?.isJustPublished === true}
          // Done: the panel does not come back with the back button or a reload.
          onDoneWithPublished={() => navigate(window.location.pathname, { replace: true, state: null })}
        />
      ) : null}
    </div>
  );
}
