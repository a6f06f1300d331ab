import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin.json';
import * as pagePaths from '#shared/page-path-builders';
import type { TQueueList } from '#shared/schemas/admin';
import { formatAccountAge, formatAdminDate, formatAdminDateTime, isNewAccount } from '../utils/admin-format';
import {
  describeListStatus,
  describeReportReason,
  getListActions,
  LIST_ACTION_LABEL_KEYS,
  type TListAction,
} from '../utils/moderation-labels';
import { AdminBadge } from './admin-badge';

const t = createTranslator(catalog);

export type TQueueReport = TQueueList['openReports'][number];

const ACTION_SLOTS: Record<TListAction, string> = {
  release: 'release',
  hide: 'visibility',
  restore: 'visibility',
  verify: 'verification',
  unverify: 'verification',
};

function ListNotes({ list }: { list: TQueueList }) {
  const note = list.verificationNote || t('admin.queueCard.noNote');
  return (
    <div className="mt-2 grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-slate-700">{describeListStatus(list)}</span>
        {list.moderationState === 'hidden' ? (
          <AdminBadge tone="danger">{t('admin.badge.hidden')}</AdminBadge>
        ) : null}
        {list.isFlagged ? <AdminBadge tone="warning">{t('admin.badge.held')}</AdminBadge> : null}
        {list.isVerified ? (
          <AdminBadge tone="good">
            <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('admin.badge.verified')}
          </AdminBadge>
        ) : null}
      </p>
      {list.moderationReason ? (
        <p className="wrap-anywhere text-slate-800">
          {t(
            list.moderationState === 'hidden'
              ? 'admin.queueCard.hiddenBecause'
              : 'admin.queueCard.heldBecause',
            {
              reason: list.moderationReason,
            },
          )}
        </p>
      ) : null}
      {list.isVerified ? (
        <p className="wrap-anywhere text-slate-800">
          {list.verifiedAt
            ? t('admin.queueCard.verifiedOn', { date: formatAdminDate(list.verifiedAt), note })
            : t('admin.queueCard.verified', { note })}
        </p>
      ) : null}
    </div>
  );
}

function ListOwner({ owner, now }: { owner: TQueueList['owner']; now: Date }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-800 text-sm">
      <span>
        <RichText
          t={t}
          id="admin.queueCard.by"
          values={{ name: <>{owner.name}</> }}
          components={{ 0: <strong className="font-semibold" /> }}
        />
      </span>
      <a href={`mailto:${owner.email}`} className="wrap-anywhere text-teal-800 underline underline-offset-2">
        {owner.email}
      </a>
      <span className="text-slate-700">{formatAccountAge(owner.createdAt, now)}</span>
      {isNewAccount(owner.createdAt, now) ? (
        <AdminBadge tone="warning">{t('admin.badge.newAccount')}</AdminBadge>
      ) : null}
    </p>
  );
}

function OpenReports({
  list,
  onDismissReport,
}: {
  list: TQueueList;
  onDismissReport: (report: TQueueReport, trigger: HTMLElement) => void;
}) {
  const headingId = useId();
  if (list.openReports.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p id={headingId} className="font-semibold text-slate-900 text-sm">
        {t('admin.queueCard.openReports', { count: list.openReports.length })}
      </p>
      <ul aria-labelledby={headingId} className="mt-2 grid gap-3">
        {list.openReports.map((report) => (
          <li
            key={report.id}
            className="grid gap-1 border-amber-200 border-t pt-2 text-sm first:border-0 first:pt-0"
          >
            <p className="font-semibold text-slate-900">{describeReportReason(report.reason)}</p>
            {report.details ? (
              <p className="wrap-anywhere whitespace-pre-line text-slate-800">“{report.details}”</p>
            ) : null}
            <p className="wrap-anywhere text-slate-700">
              <RichText
                t={t}
                id={report.reporterEmail ? 'admin.queueCard.reportFromEmail' : 'admin.queueCard.reportFrom'}
                values={{
                  name: <>{report.reporterName}</>,
                  email: <>{report.reporterEmail}</>,
                  when: formatAdminDateTime(report.createdAt),
                }}
                components={{ 0: <time dateTime={report.createdAt} /> }}
              />
            </p>
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                onClick={(event) => onDismissReport(report, event.currentTarget)}
              >
                <RichText
                  t={t}
                  id="admin.queueCard.dismissReport"
                  values={{ name: <>{report.reporterName}</> }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One list in the queue: what it is, whose it is, what was reported, and what a moderator can do. */
export function QueueListCard({
  list,
  now,
  runningAction,
  onAction,
  onDismissReport,
}: {
  list: TQueueList;
  /** When the queue was read: account ages count from then. */
  now: Date;
  /** A one-click action under way on this list, if any. */
  runningAction: TListAction | null;
  onAction: (action: TListAction, trigger: HTMLElement) => void;
  onDismissReport: (report: TQueueReport, trigger: HTMLElement) => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h4 id={titleId} className="wrap-anywhere font-semibold text-lg text-slate-900">
        <Link href={pagePaths.listDetail(list.id)} className="text-teal-900 underline underline-offset-2">
          {list.title}
        </Link>
      </h4>
      {list.publishedAt ? (
        <p className="text-slate-700 text-sm">
          <RichText
            t={t}
            id="admin.queueCard.published"
            values={{ date: formatAdminDate(list.publishedAt) }}
            components={{ 0: <time dateTime={list.publishedAt} /> }}
          />
        </p>
      ) : null}
      <ListNotes list={list} />
      <ListOwner owner={list.owner} now={now} />
      <OpenReports list={list} onDismissReport={onDismissReport} />
      <div className="mt-4 flex flex-wrap gap-2">
        {getListActions(list).map((action) => {
          const { labelKey, pendingKey } = LIST_ACTION_LABEL_KEYS[action];
          const isRunning = runningAction === action;
          const hasDialog = action !== 'restore' && action !== 'release';
          return (
            <Button
              // Keyed by what the button is about, not its action: "Mark verified" becomes "Remove
              // verification" on the same element, so the focus stays on it after the change.
              key={ACTION_SLOTS[action]}
              size="sm"
              variant="secondary"
              aria-haspopup={hasDialog ? 'dialog' : undefined}
              aria-disabled={isRunning || undefined}
              onClick={(event) => {
                if (!isRunning) onAction(action, event.currentTarget);
              }}
            >
              {isRunning ? t(pendingKey) : t(labelKey)}
              <span className="sr-only">: {list.title}</span>
            </Button>
          );
        })}
      </div>
    </article>
  );
}
