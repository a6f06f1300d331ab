import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/account.json';
import { useAccountSessions } from '../api/get-account-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';

const t = createTranslator(catalog);

const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

// A readable device name from the browser's user agent; the raw string stays available as a title.
function describeDevice(userAgent: string | null): string {
  if (!userAgent) return t('account.sessions.unknownDevice');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : t('account.sessions.aBrowser');
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? t('account.sessions.browserOn', { browser, system }) : browser;
}

export function SessionsList() {
  const sessions = useAccountSessions();
  const revokeOthers = useRevokeOtherSessions();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (sessions.isPending) return <p className="text-slate-600">{t('account.sessions.loading')}</p>;
  if (sessions.isError) return <FormAlert>{readApiErrorMessage(sessions.error)}</FormAlert>;
  const hasOthers = sessions.data.some((session) => !session.isCurrent);

  const onRevoke = async () => {
    setError(null);
    try {
      setMessage((await revokeOthers.mutateAsync()).message);
    } catch (revokeError) {
      setError(readApiErrorMessage(revokeError));
    }
  };

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {sessions.data.map((session) => (
          <li key={session.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-medium text-slate-900" title={session.userAgent ?? undefined}>
              {describeDevice(session.userAgent)}
              {session.isCurrent ? (
                <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 font-semibold text-teal-900 text-xs">
                  {t('account.sessions.thisDevice')}
                </span>
              ) : null}
            </p>
            <p className="text-slate-600 text-sm">
              {t('account.sessions.times', {
                signedIn: DATE_FORMAT.format(new Date(session.createdAt)),
                lastActive: DATE_FORMAT.format(new Date(session.lastActiveAt)),
              })}
            </p>
          </li>
        ))}
      </ul>
      {message ? <StatusMessage>{message}</StatusMessage> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {hasOthers ? (
        <Button
          type="button"
          variant="secondary"
          onClick={onRevoke}
          disabled={revokeOthers.isPending}
          className="justify-self-start"
        >
          {revokeOthers.isPending ? t('account.sessions.signingOut') : t('account.signOutOthers')}
        </Button>
      ) : (
        <p className="text-slate-600 text-sm">{t('account.sessions.onlyThisDevice')}</p>
      )}
    </div>
  );
}
