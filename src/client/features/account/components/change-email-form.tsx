import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/account.json';
import { ZChangeEmailInput } from '#shared/schemas/account';
import { useChangeEmail } from '../api/change-email';

const t = createTranslator(catalog);

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
      form.setError(
        'currentPassword',
        { message: t('account.email.passwordMissing') },
        { shouldFocus: true },
      );
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
        <RichText
          t={t}
          id="account.email.now"
          values={{ email: <>{currentEmail}</> }}
          components={{ 0: <strong className="break-all text-slate-900" /> }}
        />
      </p>
      {message ? <StatusMessage>{message}</StatusMessage> : null}
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={t('account.email.new')}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      {hasPassword ? (
        <TextField
          label={t('account.email.password')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('account.email.sending') : t('account.email.send')}
        </Button>
      </div>
    </form>
  );
}
