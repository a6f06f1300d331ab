import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/auth.json';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { ZPasswordResetInput } from '#shared/schemas/user';
import { useResetPassword } from '../api/reset-password';

const t = createTranslator(catalog);

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodFormResolver(ZPasswordResetInput),
    defaultValues: { token, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await resetPassword.mutateAsync(values);
      onReset(result.message);
    } catch (error) {
      showSubmitError(form.setError, error, ['password'] as const);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      {errors.token?.message ? <FormAlert>{errors.token.message}</FormAlert> : null}
      <TextField
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('auth.saving') : t('auth.resetForm.submit')}
      </Button>
    </form>
  );
}
