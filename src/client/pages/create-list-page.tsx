import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { getSignUpHref } from '#client/features/auth/components/require-sign-in';
import { useList } from '#client/features/needs-lists/api/get-list';
import { ListEditor } from '#client/features/needs-lists/components/list-editor';
import { readCurrentDraftId, writeCurrentDraftId } from '#client/features/needs-lists/utils/draft-storage';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/list-editor.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { TOPIC_SLUGS, type TTopicSlug } from '#shared/routes';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';

const t = createTranslator(catalog);

/** Said where the deleted draft's buttons were, and focused once (they are gone). */
function DraftDeletedNotice() {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);
  return (
    <p
      ref={noticeRef}
      role="status"
      tabIndex={-1}
      className="mt-6 rounded-lg border border-teal-200 bg-teal-50 p-4 text-slate-900"
    >
      {t('list-editor.create.deleted')}
    </p>
  );
}

/** The category a topic page asked for (/create?category=baby-items); anything else is ignored. */
function readTopicCategory(search: string): TTopicSlug | undefined {
  const category = new URLSearchParams(search).get('category');
  return TOPIC_SLUGS.find((slug) => slug === category);
}

function CreateList({ isEmailVerified }: { isEmailVerified: boolean }) {
  const initialCategory = readTopicCategory(useSearch());
  // A draft started earlier on this device is picked up again (a reload, a lost connection).
  const [draftId, setDraftId] = useState<string | null>(() => readCurrentDraftId());
  const [editorKey, setEditorKey] = useState(0);
  const [isResumed, setIsResumed] = useState(() => readCurrentDraftId() !== null);
  const [isDeleted, setIsDeleted] = useState(false);
  const startAfresh = () => {
    writeCurrentDraftId(null);
    setDraftId(null);
    setIsResumed(false);
    setEditorKey((key) => key + 1);
  };
  const draft = useList(draftId ?? '');
  const isUsableDraft = draft.data?.isOwner === true && draft.data.status === 'draft';

  if (draftId && draft.isPending) return <Spinner />;
  if (draftId && !isUsableDraft) {
    // Published, deleted, or someone else's: start fresh.
    writeCurrentDraftId(null);
    setDraftId(null);
    return <Spinner />;
  }

  return (
    <>
      {isResumed && draftId ? (
        <div className="mt-6 flex flex-col gap-3 rounded-lg border border-teal-200 bg-teal-50 p-4 text-slate-900 sm:flex-row sm:items-center">
          <p className="sm:flex-1">
            <RichText
              t={t}
              id="list-editor.create.resumed"
              components={{
                0: <Link href={PAGE_PATHS.myLists} className="font-semibold text-teal-800 underline" />,
              }}
            />
          </p>
          <Button variant="secondary" className="self-start sm:self-auto" onClick={startAfresh}>
            {t('list-editor.create.startAfresh')}
          </Button>
        </div>
      ) : null}
      {isDeleted ? <DraftDeletedNotice /> : null}
      <div className="mt-4">
        <ListEditor
          key={editorKey}
          list={draft.data?.isOwner === true && draftId ? draft.data : null}
          isEmailVerified={isEmailVerified}
          initialCategory={initialCategory}
          onDraftCreated={(id) => {
            setDraftId(id);
            setIsDeleted(false);
          }}
          onDraftDeleted={() => {
            startAfresh();
            setIsDeleted(true);
          }}
        />
      </div>
    </>
  );
}

/** Signed out, creating a list starts with creating an account: straight to it, coming back here. */
function GoToSignUp() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={getSignUpHref(search ? `${location}?${search}` : location)} replace />;
}

export default function CreateListPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return <GoToSignUp />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {tTitles('titles.create')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('list-editor.create.intro')}</p>
      <CreateList isEmailVerified={user.emailVerified} />
    </div>
  );
}
