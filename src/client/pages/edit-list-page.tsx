import { Link } from 'wouter';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { useList } from '#client/features/needs-lists/api/get-list';
import { ListEditor } from '#client/features/needs-lists/components/list-editor';
import { createTranslator } from '#client/lib/i18n';
import { usePageOwnTitle } from '#client/lib/page-own-title';
import { RichText } from '#client/lib/rich-text';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/list-editor.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import type { TPageProps } from '../lib/page-props';
import { getErrorStatus, readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

function EditList({ listId, isEmailVerified }: { listId: string; isEmailVerified: boolean }) {
  const list = useList(listId);
  usePageOwnTitle(list.data?.isOwner ? list.data.title : null, 'titles.edit-list-named');
  if (list.isPending) return <Spinner />;
  if (list.isError) {
    return getErrorStatus(list.error) === 404 || getErrorStatus(list.error) === 400 ? (
      <p className="mt-6 text-lg text-slate-700">
        <RichText
          t={t}
          id="list-editor.edit.notFound"
          components={{
            0: <Link href={PAGE_PATHS.myLists} className="font-semibold text-teal-800 underline" />,
          }}
        />
      </p>
    ) : (
      <FormAlert>{readApiErrorMessage(list.error)}</FormAlert>
    );
  }
  if (!list.data.isOwner) {
    return (
      <p className="mt-6 text-lg text-slate-700">
        <RichText
          t={t}
          id="list-editor.edit.notOwner"
          components={{
            0: <Link href={pagePaths.listDetail(listId)} className="font-semibold text-teal-800 underline" />,
          }}
        />
      </p>
    );
  }
  return (
    <div className="mt-4">
      <ListEditor list={list.data} isEmailVerified={isEmailVerified} />
    </div>
  );
}

export default function EditListPage({ params }: TPageProps) {
  return (
    <RequireSignIn title={tTitles('titles.edit-list')} reason={t('list-editor.edit.signIn')}>
      {(user) => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {tTitles('titles.edit-list')}
          </h1>
          <EditList listId={params.id ?? ''} isEmailVerified={user.emailVerified} />
        </div>
      )}
    </RequireSignIn>
  );
}
