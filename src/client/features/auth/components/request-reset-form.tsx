import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/auth.json';
import { ZPasswordResetRequest } from '#shared/schemas/user';
import { useRequestPasswordReset } from '../api/request-password-reset';

const t = createTranslator(catalog);

export function RequestResetForm({
  defaultEmail,
  onRequested,
}: {
  defaultEmail: string;
  onRequested: (message: string) => void;
}) {
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    resolver: zodFormResolver(ZPasswordResetRequest),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await requestReset.mutateAsync(values);
      onRequested(result.message);
    } catch (error) {
      showSubmitError(form.setError, error, ['email'] as const);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('auth.sending') : t('auth.requestReset.submit')}
      </Button>
    </form>
  );
}
