import { useEffect, useRef, useState } from 'react';
import { RadioGroup } from '#client/components/ui/radio-group';
import { Spinner } from '#client/components/ui/spinner';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin.json';
import type { TContactInboxStatus } from '#shared/schemas/contact-inbox';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessageHandled } from '../api/mark-contact-message-handled';
import { returnFocus } from '../utils/return-focus';
import { AdminPager } from './admin-pager';
import { ContactMessageCard } from './contact-message-card';
import { QueryProblem } from './query-problem';

const t = createTranslator(catalog);

// Catalog keys of each view's name, its empty text and its count.
const STATUS_TEXT_KEYS = {
  open: {
    labelKey: 'admin.contact.status.open',
    emptyKey: 'admin.contact.empty.open',
    countKey: 'admin.contact.count.open',
  },
  handled: {
    labelKey: 'admin.contact.status.handled',
    emptyKey: 'admin.contact.empty.handled',
    countKey: 'admin.contact.count.handled',
  },
  all: {
    labelKey: 'admin.contact.status.all',
    emptyKey: 'admin.contact.empty.all',
    countKey: 'admin.contact.count.all',
  },
} as const satisfies Record<TContactInboxStatus, Record<string, keyof typeof catalog>>;

const STATUSES: readonly TContactInboxStatus[] = ['open', 'handled', 'all'];

/** The contact form's inbox: read a message, answer it by email, mark it handled. */
export function ContactMessagesSection({ headingId }: { headingId: string }) {
  const [status, setStatus] = useState<TContactInboxStatus>('open');
  const [page, setPage] = useState(1);
  const [markingId, setMarkingId] = useState<string | null>(null);
  const messages = useContactMessages(status, page);
  const markHandled = useMarkContactMessageHandled();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageCount = messages.data?.pageCount;

  // Handling the last message of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (pageCount !== undefined && page > Math.max(pageCount, 1)) setPage(Math.max(pageCount, 1));
  }, [page, pageCount]);

  const onMarkHandled = async (messageId: string, trigger: HTMLElement) => {
    if (markingId) return;
    setMarkingId(messageId);
    try {
      const handled = await markHandled.mutateAsync(messageId);
      showToast({
        title: t('admin.contact.marked.title'),
        description: t('admin.contact.marked.description', { subject: handled.subject, name: handled.name }),
      });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: t('admin.contact.markFailed'),
        description: readApiErrorMessage(error),
      });
    } finally {
      setMarkingId(null);
      // In the "open" view the message leaves the list, and its button with it.
      returnFocus(trigger, headingRef);
    }
  };

  return (
    <>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-2xl text-slate-900 outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        {t('admin.contact.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('admin.contact.intro')}</p>
      <div className="mt-4 max-w-xl">
        <RadioGroup
          legend={t('admin.contact.show')}
          name="contact-status"
          value={status}
          options={STATUSES.map((value) => ({ value, label: t(STATUS_TEXT_KEYS[value].labelKey) }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {messages.data ? (
        <>
          <p aria-live="polite" className="mt-4 text-slate-700">
            {messages.isPlaceholderData
              ? t('admin.loading')
              : t(STATUS_TEXT_KEYS[status].countKey, { count: messages.data.total })}
          </p>
          {messages.data.messages.length === 0 ? (
            <p className="mt-4 rounded-xl border border-slate-300 border-dashed bg-white p-4 text-slate-700">
              {t(STATUS_TEXT_KEYS[status].emptyKey)}
            </p>
          ) : (
            <ul aria-label={t('admin.contact.heading')} className="mt-4 grid gap-4">
              {messages.data.messages.map((message) => (
                <li key={message.id}>
                  <ContactMessageCard
                    message={message}
                    isMarking={markingId === message.id}
                    onMarkHandled={(trigger) => void onMarkHandled(message.id, trigger)}
                  />
                </li>
              ))}
            </ul>
          )}
          <AdminPager
            label={t('admin.contact.pages')}
            page={messages.data.page}
            pageCount={messages.data.pageCount}
            isLoading={messages.isPlaceholderData}
            onPage={setPage}
          />
        </>
      ) : messages.isPending ? (
        <Spinner label={t('admin.contact.loading')} />
      ) : (
        <QueryProblem
          messageKey="admin.queryProblem.messages"
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      )}
    </>
  );
}
