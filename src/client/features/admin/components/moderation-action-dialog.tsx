import type { RefObject } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import type { TQueueList } from '#shared/schemas/admin';
import { useDismissReport } from '../api/dismiss-report';
import { useHideList } from '../api/hide-list';
import { useUnverifyList } from '../api/unverify-list';
import { useVerifyList } from '../api/verify-list';
import { describeDoneAction, describeReportReason } from '../utils/moderation-labels';
import type { TQueueReport } from './queue-list-card';
import { ReasonDialog } from './reason-dialog';

const t = createTranslator(catalog);

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
  const title = dialog.list.title;
  switch (dialog.kind) {
    case 'hide':
      return {
        title: t('admin.dialog.hide.title'),
        description: t('admin.dialog.hide.description', { title }),
        label: t('admin.dialog.hide.label'),
        hint: t('admin.dialog.hide.hint'),
        submitLabel: t('admin.dialog.hide.submit'),
        pendingLabel: t('admin.listAction.hiding'),
        isDanger: true,
      };
    case 'verify':
      return {
        title: t('admin.dialog.verify.title'),
        description: t('admin.dialog.verify.description', { title }),
        label: t('admin.dialog.verify.label'),
        hint: t('admin.dialog.verify.hint'),
        submitLabel: t('admin.listAction.verify'),
        pendingLabel: t('admin.saving'),
        isDanger: false,
      };
    case 'unverify':
      return {
        title: t('admin.dialog.unverify.title'),
        description: t('admin.dialog.unverify.description', { title }),
        label: t('admin.dialog.unverify.label'),
        hint: t('admin.dialog.unverify.hint'),
        submitLabel: t('admin.listAction.unverify'),
        pendingLabel: t('admin.listAction.removing'),
        isDanger: true,
      };
    case 'dismiss':
      return {
        title: t('admin.dialog.dismiss.title'),
        description: t('admin.dialog.dismiss.description', {
          reporter: dialog.report.reporterName,
          reason: describeReportReason(dialog.report.reason),
          title,
        }),
        label: t('admin.dialog.dismiss.label'),
        hint: t('admin.dialog.dismiss.hint'),
        submitLabel: t('admin.dialog.dismiss.submit'),
        pendingLabel: t('admin.dialog.dismiss.pending'),
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
