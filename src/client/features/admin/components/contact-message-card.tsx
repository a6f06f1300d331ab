import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin.json';
import type { TAdminContactMessage } from '#shared/schemas/contact-inbox';
import { formatAdminDateTime } from '../utils/admin-format';
import { AdminBadge } from './admin-badge';

const t = createTranslator(catalog);

function describeHandled(message: TAdminContactMessage): string {
  if (!message.handledAt) return '';
  const when = formatAdminDateTime(message.handledAt);
  return message.handledBy
    ? t('admin.contactMessage.handledBy', { when, name: message.handledBy.name })
    : t('admin.contactMessage.handledByDeleted', { when });
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
          {message.subject || t('admin.contactMessage.noSubject')}
        </h3>
        {message.handledAt ? (
          <AdminBadge tone="good">{t('admin.contactMessage.handled')}</AdminBadge>
        ) : (
          <AdminBadge tone="warning">{t('admin.contactMessage.open')}</AdminBadge>
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-2 text-slate-800 text-sm">
        <span>{t('admin.contactMessage.from', { name: message.name })}</span>
        <a
          href={`mailto:${message.email}`}
          className="wrap-anywhere text-teal-800 underline underline-offset-2"
        >
          {message.email}
        </a>
        {message.userId ? <span className="text-slate-700">{t('admin.contactMessage.signedIn')}</span> : null}
      </p>
      <p className="text-slate-700 text-sm">
        <RichText
          t={t}
          id="admin.contactMessage.sent"
          values={{ when: formatAdminDateTime(message.createdAt) }}
          components={{ 0: <time dateTime={message.createdAt} /> }}
        />
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
            {isMarking ? t('admin.saving') : t('admin.contactMessage.markHandled')}
            <span className="sr-only">: {message.subject}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
