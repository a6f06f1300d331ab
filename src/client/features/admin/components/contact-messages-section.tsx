import { useEffect, useRef, useState } from 'react';
import { RadioGroup } from '#client/components/ui/radio-group';
import { Spinner } from '#client/components/ui/spinner';
import { showToast } from '#client/components/ui/toast-store';
import { readApiErrorMessage } from '#client/lib/request';
import type { TContactInboxStatus } from '#shared/schemas/contact-inbox';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessageHandled } from '../api/mark-contact-message-handled';
import { formatCount } from '../utils/admin-format';
import { returnFocus } from '../utils/return-focus';
import { AdminPager } from './admin-pager';
import { ContactMessageCard } from './contact-message-card';
import { QueryProblem } from './query-problem';

const STATUS_OPTIONS: ReadonlyArray<{ value: TContactInboxStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

const EMPTY_TEXT: Record<TContactInboxStatus, string> = {
  open: 'No open messages. Everything has been handled.',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

const COUNT_NOUN: Record<TContactInboxStatus, string> = {
  open: 'open message',
  handled: 'handled message',
  all: 'message',
};

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
      showToast({ title: 'Marked handled', description: `“${handled.subject}” from ${handled.name}` });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: 'The message could not be marked handled',
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
        Contact messages
      </h2>
      <p className="mt-2 text-slate-700">
        Messages sent from the contact page, newest first. Answer by email, then mark them handled.
      </p>
      <div className="mt-4 max-w-xl">
        <RadioGroup
          legend="Show"
          name="contact-status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {messages.data ? (
        <>
          <p aria-live="polite" className="mt-4 text-slate-700">
            {messages.isPlaceholderData ? 'Loading…' : formatCount(messages.data.total, COUNT_NOUN[status])}
          </p>
          {messages.data.messages.length === 0 ? (
            <p className="mt-4 rounded-xl border border-slate-300 border-dashed bg-white p-4 text-slate-700">
              {EMPTY_TEXT[status]}
            </p>
          ) : (
            <ul aria-label="Contact messages" className="mt-4 grid gap-4">
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
            label="Pages of contact messages"
            page={messages.data.page}
            pageCount={messages.data.pageCount}
            isLoading={messages.isPlaceholderData}
            onPage={setPage}
          />
        </>
      ) : messages.isPending ? (
        <Spinner label="Loading the messages…" />
      ) : (
        <QueryProblem what="The messages" error={messages.error} onRetry={() => void messages.refetch()} />
      )}
    </>
  );
}
