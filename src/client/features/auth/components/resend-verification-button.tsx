import { useState } from 'react';
import { Button, type TButtonSize, type TButtonVariant } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { readApiErrorMessage } from '#client/lib/request';
import { useSendVerificationEmail } from '../api/send-verification-email';

export function ResendVerificationButton({
  size = 'lg',
  variant = 'primary',
  label = 'Send me a new link',
}: {
  size?: TButtonSize;
  variant?: TButtonVariant;
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
        {send.isPending ? 'Sending…' : label}
      </Button>
    </div>
  );
}
