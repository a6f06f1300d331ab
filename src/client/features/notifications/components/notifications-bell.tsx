import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Tooltip } from '#client/components/ui/tooltip';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/notifications.json';
import type { TNotification } from '#shared/schemas/notification';
import { useClearAllNotifications } from '../api/clear-all-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { countUnread, formatUnreadBadge, getBellLabel } from '../utils/format-unread-badge';

const t = createTranslator(catalog);

const dateFormatter = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

function NotificationItem({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const content = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold text-slate-900">{notification.title}</span>
        {notification.isRead ? null : (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-teal-700">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
      </span>
      <span className="mt-1 block text-slate-700 text-sm">{notification.message}</span>
      <time dateTime={notification.createdAt} className="mt-2 block text-slate-700 text-xs">
        {formatCreatedAt(notification.createdAt)}
      </time>
    </>
  );
  const className = `block w-full rounded-lg border p-3 text-left ${
    notification.isRead ? 'border-slate-200 bg-white opacity-75' : 'border-teal-200 bg-teal-50'
  }`;
  const isActionable = !notification.isRead || Boolean(notification.link);
  return (
    <li>
      {isActionable ? (
        <button
          type="button"
          onClick={onOpen}
          className={`${className} hover:border-teal-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700`}
        >
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

export function NotificationsBell({ isSignedIn }: { isSignedIn: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const notificationsQuery = useNotifications(isSignedIn);
  const clearAll = useClearAllNotifications();
  const markRead = useMarkNotificationRead();
  const notifications = notificationsQuery.data ?? [];
  const unreadCount = countUnread(notifications);
  const badge = formatUnreadBadge(unreadCount);
  const label = getBellLabel(unreadCount);

  const onOpenNotification = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    // Only same-site paths are followed; a link is data from the server, not something to trust blindly.
    if (notification.link?.startsWith('/') && !notification.link.startsWith('//')) {
      setIsOpen(false);
      navigate(notification.link);
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Tooltip label={t('notifications.title')}>
        <Dialog.Trigger
          aria-label={label}
          className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <Bell aria-hidden="true" className="size-5" />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 font-bold text-[11px] text-white leading-5"
            >
              {badge}
            </span>
          ) : null}
        </Dialog.Trigger>
      </Tooltip>
      <Dialog.Portal>
        <Dialog.Overlay className="kl-overlay fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          ref={contentRef}
          className="kl-drawer fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl focus:outline-none sm:max-w-sm"
          // The drawer itself takes focus on opening, not "Clear all": a second Enter on the bell must
          // not wipe every notification.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          // Escape closes the drawer even while a toast (a newer dismissable layer) is showing; the
          // toaster leaves such an Escape alone (see toaster.tsx).
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsOpen(false);
          }}
        >
          <div className="flex items-center justify-between gap-2 border-slate-200 border-b py-2 pr-2 pl-4">
            <Dialog.Title className="font-bold text-lg text-slate-900">
              {t('notifications.title')}
            </Dialog.Title>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => clearAll.mutate()}
                disabled={notifications.length === 0 || clearAll.isPending}
                className="min-h-11 rounded-md px-3 font-semibold text-sm text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
              >
                {t('notifications.clearAll')}
              </button>
              <Dialog.Close
                aria-label={t('notifications.close')}
                className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">{t('notifications.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto p-4">
            {clearAll.isError ? (
              <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-red-800 text-sm">
                {t('notifications.clearFailed')}
              </p>
            ) : null}
            {notificationsQuery.isError ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 text-sm">
                {t('notifications.loadFailed')}
              </p>
            ) : notificationsQuery.isPending && isSignedIn ? (
              <p className="text-slate-700 text-sm">{t('notifications.loading')}</p>
            ) : notifications.length === 0 ? (
              <p className="py-10 text-center text-slate-700">{t('notifications.empty')}</p>
            ) : (
              <ul className="grid gap-2">
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={() => onOpenNotification(notification)}
                  />
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
