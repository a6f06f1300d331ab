import { Link } from 'wouter';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/notifications.json';
import { useNotifications } from '../api/get-notifications';

const t = createTranslator(catalog);

const SHOWN_MAX = 3;
const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';
const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { month: 'short', day: 'numeric' });

/** The newest unread notifications; the bell in the navigation bar holds them all. */
export function UnreadNotifications() {
  const { data, error } = useNotifications(true);
  if (error) return <FormAlert>{readApiErrorMessage(error)}</FormAlert>;
  if (!data) return <Spinner label={t('notifications.home.loading')} className="py-8" />;
  const unread = data.filter((notification) => !notification.isRead);
  if (unread.length === 0) {
    return <p className="mt-3 text-slate-700">{t('notifications.home.noneUnread')}</p>;
  }
  return (
    <>
      {unread.length > SHOWN_MAX ? (
        <p className="mt-2 text-slate-700">
          {t('notifications.home.newest', { shown: SHOWN_MAX, count: unread.length })}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-3">
        {unread.slice(0, SHOWN_MAX).map((notification) => (
          <li key={notification.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="wrap-anywhere font-semibold text-slate-900">
              {notification.link ? (
                <Link href={notification.link} className={LINK_CLASS}>
                  {notification.title}
                </Link>
              ) : (
                notification.title
              )}
            </h3>
            <p className="wrap-anywhere mt-1 text-slate-700">{notification.message}</p>
            <p className="mt-1 text-slate-600 text-sm">
              <time dateTime={notification.createdAt}>
                {DATE_FORMAT.format(new Date(notification.createdAt))}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
