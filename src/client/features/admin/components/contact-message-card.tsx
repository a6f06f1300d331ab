import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import type { TAdminContactMessage } from '#shared/schemas/contact-inbox';
import { formatAdminDateTime } from '../utils/admin-format';
import { AdminBadge } from './admin-badge';

function describeHandled(message: TAdminContactMessage): string {
  if (!message.handledAt) return '';
  const when = formatAdminDateTime(message.handledAt);
  return message.handledBy
    ? `Handled on ${when} by ${message.handledBy.name}`
    : `Handled on ${when} by an admin who has since deleted their account`;
}

/** One message from the contact form, with a way to mark it answered. */
export function ContactMessageCard({
  message,
  isMarking,
  onMarkHandled,
}: {
  message: TAdminContactMessage;
  isMarking: boolean;
  onMarkHandled: (trigger: HTMLElement) => void;
}) {
  const subjectId = useId();
  return (
    <article
      aria-labelledby={subjectId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={subjectId} className="wrap-anywhere font-semibold text-lg text-slate-900">
          {message.subject || '(no subject)'}
        </h3>
        {message.handledAt ? (
          <AdminBadge tone="good">Handled</AdminBadge>
        ) : (
          <AdminBadge tone="warning">Open</AdminBadge>
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-2 text-slate-800 text-sm">
        <span>From {message.name}</span>
        <a
          href={`mailto:${message.email}`}
          className="wrap-anywhere text-teal-800 underline underline-offset-2"
        >
          {message.email}
        </a>
        {message.userId ? <span className="text-slate-700">(signed in when writing)</span> : null}
      </p>
      <p className="text-slate-700 text-sm">
        Sent <time dateTime={message.createdAt}>{formatAdminDateTime(message.createdAt)}</time>
      </p>
      <p className="mt-3 wrap-anywhere whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-900">
        {message.message}
      </p>
      {message.handledAt ? (
        <p className="mt-3 text-slate-700 text-sm">{describeHandled(message)}</p>
      ) : (
        <div className="mt-3">
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={isMarking || undefined}
            onClick={(event) => {
              if (!isMarking) onMarkHandled(event.currentTarget);
            }}
          >
            {isMarking ? 'Saving…' : 'Mark handled'}
            <span className="sr-only">: {message.subject}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
