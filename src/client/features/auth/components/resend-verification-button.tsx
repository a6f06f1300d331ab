import { useState } from 'react';
import { Button, type TButtonSize, type TButtonVariant } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/auth.json';
import { useSendVerificationEmail } from '../api/send-verification-email';

const t = createTranslator(catalog);

export function ResendVerificationButton({
  size = 'lg',
  variant = 'primary',
  label,
}: {
  size?: TButtonSize;
  variant?: TButtonVariant;
  /** The button's text, already in the page's language (by default "Send me a new link"). */
  label?: string;
}) {
  const send = useSendVerificationEmail();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onResend = async () => {
    setError(null);
    try {
      setMessage((await send.mutateAsync()).message);
    } catch (sendError) {
      setError(readApiErrorMessage(sendError));
    }
  };
  return (
    <div className="mt-4 grid gap-4">
      {message ? <StatusMessage>{message}</StatusMessage> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="button" size={size} variant={variant} onClick={onResend} disabled={send.isPending}>
        {send.isPending ? t('auth.sending') : (label ?? t('auth.resend.label'))}
      </Button>
    </div>
  );
}
