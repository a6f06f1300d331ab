import { useId, useRef, useState } from 'react';
import { Spinner } from '#client/components/ui/spinner';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin.json';
import type { TModerationQueue, TQueueList } from '#shared/schemas/admin';
import { useModerationQueue } from '../api/get-moderation-queue';
import { useReleaseHeldList } from '../api/release-held-list';
import { useRestoreHiddenList } from '../api/restore-hidden-list';
import { describeDoneAction, QUEUE_GROUPS, type TListAction } from '../utils/moderation-labels';
import { returnFocus } from '../utils/return-focus';
import { LimitedDonorsSection } from './limited-donors-section';
import { ModerationActionDialog, type TQueueDialog } from './moderation-action-dialog';
import { QueryProblem } from './query-problem';
import { QueueListCard, type TQueueReport } from './queue-list-card';

const t = createTranslator(catalog);

type TRunning = { action: TListAction; listId: string };
type TCardHandlers = {
  now: Date;
  running: TRunning | null;
  onAction: (list: TQueueList, action: TListAction, trigger: HTMLElement) => void;
  onDismissReport: (list: TQueueList, report: TQueueReport, trigger: HTMLElement) => void;
};

function QueueGroup({
  title,
  hint,
  empty,
  lists,
  handlers,
}: {
  title: string;
  hint: string;
  empty: string;
  lists: TQueueList[];
  handlers: TCardHandlers;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-bold text-slate-900 text-xl">
        {title}
      </h3>
      <p className="mt-1 text-slate-700">{hint}</p>
      {lists.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-300 border-dashed bg-white p-4 text-slate-700">
          {empty}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {lists.map((list) => (
            <li key={list.id}>
              <QueueListCard
                list={list}
                now={handlers.now}
                runningAction={handlers.running?.listId === list.id ? handlers.running.action : null}
                onAction={(action, trigger) => handlers.onAction(list, action, trigger)}
                onDismissReport={(report, trigger) => handlers.onDismissReport(list, report, trigger)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function summariseQueue(queue: TModerationQueue): string {
  return t('admin.queue.summary', {
    reported: queue.reported.length,
    held: queue.held.length,
    fromNewAccounts: queue.fromNewAccounts.length,
    hidden: queue.hidden.length,
    donors: queue.limitedDonors.length,
  });
}

/** What waits for a moderator, in four groups of lists and the donors a limit stopped, with every action one click (and a dialog where words are needed). */
export function ModerationQueue({ headingId }: { headingId: string }) {
  const queue = useModerationQueue();
  const restore = useRestoreHiddenList();
  const release = useReleaseHeldList();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<TQueueDialog | null>(null);
  const [running, setRunning] = useState<TRunning | null>(null);

  // Restoring and releasing need no words and can be taken back (hide the list again): no dialog.
  const runQuickAction = async (list: TQueueList, action: 'restore' | 'release', trigger: HTMLElement) => {
    if (running) return;
    setRunning({ action, listId: list.id });
    try {
      const { message } =
        action === 'restore' ? await restore.mutateAsync(list.id) : await release.mutateAsync(list.id);
      showToast({ title: describeDoneAction(action, list.title), description: message });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: t(action === 'restore' ? 'admin.queue.restoreFailed' : 'admin.queue.releaseFailed', {
          title: list.title,
        }),
        description: readApiErrorMessage(error),
      });
    } finally {
      setRunning(null);
      returnFocus(trigger, headingRef);
    }
  };

  const handlers: TCardHandlers = {
    now: new Date(queue.dataUpdatedAt),
    running,
    onAction: (list, action, trigger) => {
      if (action === 'restore' || action === 'release') void runQuickAction(list, action, trigger);
      else setDialog({ kind: action, list, trigger });
    },
    onDismissReport: (list, report, trigger) => setDialog({ kind: 'dismiss', list, report, trigger }),
  };

  return (
    <>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-2xl text-slate-900 outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        {t('admin.queue.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('admin.queue.intro')}</p>
      {queue.data ? (
        <>
          <p className="mt-3 font-semibold text-slate-900">{summariseQueue(queue.data)}</p>
          {QUEUE_GROUPS.map((group) => (
            <QueueGroup
              key={group.key}
              title={t(group.titleKey)}
              hint={t(group.hintKey)}
              empty={t(group.emptyKey)}
              lists={queue.data[group.key]}
              handlers={handlers}
            />
          ))}
          <LimitedDonorsSection donors={queue.data.limitedDonors} now={handlers.now} />
        </>
      ) : queue.isPending ? (
        <Spinner label={t('admin.queue.loading')} />
      ) : (
        <QueryProblem
          messageKey="admin.queryProblem.queue"
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      )}
      {dialog ? (
        <ModerationActionDialog dialog={dialog} fallbackRef={headingRef} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
