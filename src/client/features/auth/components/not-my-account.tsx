import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { StatusMessage } from '#client/components/ui/status-message';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import { useDisownAccount } from '../api/disown-account';

const t = createTranslator(catalog);

/**
 * On the page a confirmation link opened in a browser that did not sign up: whoever holds the mailbox
 * may not have made the account. One choice, confirmed first, ends every session of it, voids its
 * password and mails them a link to choose their own.
 */
export function NotMyAccount() {
  const disown = useDisownAccount();
  const [result, setResult] = useState<string | null>(null);
  if (result) return <StatusMessage>{result}</StatusMessage>;
  return (
    <section aria-labelledby="not-my-account" className="mt-8 border-slate-200 border-t pt-6">
      <h2 id="not-my-account" className="font-bold text-lg text-slate-900">
        {t('auth.notMine.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('auth.notMine.text')}</p>
      <div className="mt-4">
        <ConfirmDialog
          trigger={<Button variant="secondary">{t('auth.notMine.button')}</Button>}
          title={t('auth.notMine.confirmTitle')}
          description={t('auth.notMine.confirmText')}
          confirmLabel={t('auth.notMine.confirm')}
          pendingLabel={t('auth.notMine.pending')}
          cancelLabel={t('auth.notMine.keep')}
          onConfirm={async () => {
            setResult((await disown.mutateAsync()).message);
          }}
        />
      </div>
    </section>
  );
}
