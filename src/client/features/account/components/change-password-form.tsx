import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/account.json';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { ZChangePasswordInput } from '#shared/schemas/account';
import { useChangePassword } from '../api/change-password';

const t = createTranslator(catalog);

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodFormResolver(ZChangePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', isSigningOutOtherSessions: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const result = await changePassword.mutateAsync(values);
      setMessage(result.message);
      form.reset({ currentPassword: '', newPassword: '', isSigningOutOtherSessions: true });
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      {message ? <StatusMessage>{message}</StatusMessage> : null}
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('account.password.newHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <label className="flex items-start gap-3 text-slate-900">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-teal-700"
          {...form.register('isSigningOutOtherSessions')}
        />
        <span>{t('account.signOutOthers')}</span>
      </label>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('account.password.changing') : t('account.password.change')}
      </Button>
    </form>
  );
}
