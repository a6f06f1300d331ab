import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { useList } from '../features/needs-lists/api/get-list';
import { ListEditor } from '../features/needs-lists/components/list-editor';
import { readCurrentDraftId, writeCurrentDraftId } from '../features/needs-lists/utils/draft-storage';

function CreateList({ isEmailVerified }: { isEmailVerified: boolean }) {
  // A draft started earlier on this device is picked up again (a reload, a lost connection).
  const [draftId, setDraftId] = useState<string | null>(() => readCurrentDraftId());
  const [editorKey, setEditorKey] = useState(0);
  const [isResumed] = useState(() => readCurrentDraftId() !== null);
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
          <p className="sm:flex-1">You are continuing the draft you started earlier. It is saved.</p>
          <Button
            variant="secondary"
            className="self-start sm:self-auto"
            onClick={() => {
              writeCurrentDraftId(null);
              setDraftId(null);
              setEditorKey((key) => key + 1);
            }}
          >
            Start a new list instead
          </Button>
        </div>
      ) : null}
      <div className="mt-4">
        <ListEditor
          key={editorKey}
          list={draft.data?.isOwner === true && draftId ? draft.data : null}
          isEmailVerified={isEmailVerified}
          onDraftCreated={setDraftId}
        />
      </div>
    </>
  );
}

export default function CreateListPage() {
  return (
    <RequireSignIn title="Create a needs list" reason="Sign in to create a needs list. It is free.">
      {(user) => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            Create a needs list
          </h1>
          <p className="mt-3 text-lg text-slate-700">
            Tell donors what happened and what would help. Everything is saved as you type; publish when you
            are ready.
          </p>
          <CreateList isEmailVerified={user.emailVerified} />
        </div>
      )}
    </RequireSignIn>
  );
}
