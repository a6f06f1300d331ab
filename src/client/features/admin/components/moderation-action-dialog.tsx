import type { RefObject } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import type { TQueueList } from '#shared/schemas/admin';
import { useDismissReport } from '../api/dismiss-report';
import { useHideList } from '../api/hide-list';
import { useUnverifyList } from '../api/unverify-list';
import { useVerifyList } from '../api/verify-list';
import { describeDoneAction, describeReportReason } from '../utils/moderation-labels';
import type { TQueueReport } from './queue-list-card';
import { ReasonDialog } from './reason-dialog';

export type TQueueDialog =
  | { kind: 'hide' | 'verify' | 'unverify'; list: TQueueList; trigger: HTMLElement }
  | { kind: 'dismiss'; list: TQueueList; report: TQueueReport; trigger: HTMLElement };

type TDialogText = {
  title: string;
  description: string;
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  isDanger: boolean;
};

function describeDialog(dialog: TQueueDialog): TDialogText {
  const title = `“${dialog.list.title}”`;
  switch (dialog.kind) {
    case 'hide':
      return {
        title: 'Hide this list',
        description: `${title} leaves search, and only its family and admins can open it. Open reservations on it end, and the family gets a notification with your reason.`,
        label: 'Why are you hiding it?',
        hint: 'The family reads this. Between 3 and 500 characters.',
        submitLabel: 'Hide list',
        pendingLabel: 'Hiding…',
        isDanger: true,
      };
    case 'verify':
      return {
        title: 'Mark this list verified',
        description: `Donors see “Verified by Kindlist” on ${title}, with today’s date and your note. The family is told.`,
        label: 'How did you verify it?',
        hint: 'For example: a phone call with the family, or a letter from their caseworker. Donors read this.',
        submitLabel: 'Mark verified',
        pendingLabel: 'Saving…',
        isDanger: false,
      };
    case 'unverify':
      return {
        title: 'Remove the verified badge',
        description: `${title} stays visible but no longer shows “Verified by Kindlist”.`,
        label: 'Why are you removing it?',
        hint: 'Kept in the audit log; the family is not told. Between 3 and 500 characters.',
        submitLabel: 'Remove verification',
        pendingLabel: 'Removing…',
        isDanger: true,
      };
    case 'dismiss':
      return {
        title: 'Dismiss this report',
        description: `The report by ${dialog.report.reporterName} (${describeReportReason(dialog.report.reason)}) is closed. ${title} stays as it is.`,
        label: 'Why are you dismissing it?',
        hint: 'Kept in the audit log; the reporter is not told. Between 3 and 500 characters.',
        submitLabel: 'Dismiss report',
        pendingLabel: 'Dismissing…',
        isDanger: false,
      };
  }
}

/** The dialog for a queue action that needs the admin's words; it closes once the queue is fresh. */
export function ModerationActionDialog({
  dialog,
  fallbackRef,
  onClose,
}: {
  dialog: TQueueDialog;
  /** Where the focus goes when the action took its button away. */
  fallbackRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const hide = useHideList();
  const verify = useVerifyList();
  const unverify = useUnverifyList();
  const dismiss = useDismissReport();
  const text = describeDialog(dialog);

  const runAction = (words: string): Promise<{ message: string }> => {
    const listId = dialog.list.id;
    switch (dialog.kind) {
      case 'hide':
        return hide.mutateAsync({ listId, reason: words });
      case 'verify':
        return verify.mutateAsync({ listId, note: words });
      case 'unverify':
        return unverify.mutateAsync({ listId, reason: words });
      case 'dismiss':
        return dismiss.mutateAsync({ reportId: dialog.report.id, reason: words });
    }
  };

  return (
    <ReasonDialog
      title={text.title}
      description={text.description}
      label={text.label}
      hint={text.hint}
      submitLabel={text.submitLabel}
      pendingLabel={text.pendingLabel}
      isDanger={text.isDanger}
      wordsKind={dialog.kind === 'verify' ? 'note' : 'reason'}
      trigger={dialog.trigger}
      fallbackRef={fallbackRef}
      onClose={onClose}
      onSubmit={async (words) => {
        const { message } = await runAction(words);
        showToast({ title: describeDoneAction(dialog.kind, dialog.list.title), description: message });
        onClose();
      }}
    />
  );
}
