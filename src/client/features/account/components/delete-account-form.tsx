import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/account.json';
import * as pagePaths from '#shared/page-path-builders';
import { ZDeleteAccountInput } from '#shared/schemas/data-deletion';
import { useDeleteAccount } from '../api/delete-account';

const t = createTranslator(catalog);

const FIELDS = ['confirmation', 'password'] as const;

export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const deleteAccount = useDeleteAccount();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodFormResolver(ZDeleteAccountInput),
    defaultValues: { confirmation: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (hasPassword && !values.password) {
      form.setError('password', { message: t('account.delete.passwordMissing') }, { shouldFocus: true });
      return;
    }
    try {
      const result = await deleteAccount.mutateAsync({
        confirmation: values.confirmation,
        ...(hasPassword ? { password: values.password } : {}),
      });
      navigate(pagePaths.accountDeleted(result.confirmationCode));
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-slate-900">
        <p className="font-semibold">{t('account.delete.warning')}</p>
        <p className="mt-1 text-sm">{t('account.delete.what')}</p>
      </div>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={t('account.delete.confirmation')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      {hasPassword ? (
        <TextField
          label={t('account.delete.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      ) : null}
      <div>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t('account.delete.deleting') : t('account.delete.submit')}
        </Button>
      </div>
    </form>
  );
}
