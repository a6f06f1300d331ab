import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import { ZChangeEmailInput } from '#shared/schemas/account';
import { useChangeEmail } from '../api/change-email';

const FIELDS = ['newEmail', 'currentPassword'] as const;

export function ChangeEmailForm({
  currentEmail,
  hasPassword,
}: {
  currentEmail: string;
  hasPassword: boolean;
}) {
  const changeEmail = useChangeEmail();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodFormResolver(ZChangeEmailInput),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    if (hasPassword && !values.currentPassword) {
      form.setError('currentPassword', { message: 'Enter your current password' }, { shouldFocus: true });
      return;
    }
    try {
      const result = await changeEmail.mutateAsync({
        newEmail: values.newEmail,
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      });
      setMessage(result.message);
      form.reset({ newEmail: '', currentPassword: '' });
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <p className="text-slate-700">
        Now: <strong className="break-all text-slate-900">{currentEmail}</strong>
      </p>
      {message ? <StatusMessage>{message}</StatusMessage> : null}
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      {hasPassword ? (
        <TextField
          label="Password, to confirm it is you"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send a confirmation link'}
        </Button>
      </div>
    </form>
  );
}
