import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/auth.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { type TCurrentUser, ZSignInInput } from '#shared/schemas/user';
import { useSignIn } from '../api/sign-in';

const t = createTranslator(catalog);

const FIELDS = ['email', 'password'] as const;

function describeSignInError(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 401 || status === 429 || status === 400) return readApiErrorMessage(error);
  if (status !== null && status >= 500) return t('auth.signInForm.serverError');
  return readApiErrorMessage(error);
}

export function SignInForm({
  defaultEmail,
  signUpHref,
  onSignedIn,
}: {
  defaultEmail: string;
  signUpHref: string;
  onSignedIn: (user: TCurrentUser) => void;
}) {
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodFormResolver(ZSignInInput),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The page is there to sign in: the cursor waits in the first field still to fill.
  useEffect(() => {
    form.setFocus(defaultEmail ? 'password' : 'email');
  }, [form, defaultEmail]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await signIn.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS, describeSignInError);
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
      <TextField
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="-mt-3 text-right text-sm">
        <Link
          href={PAGE_PATHS.resetPassword}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2"
        >
          {t('auth.forgotPassword')}
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <p className="text-center text-slate-700 text-sm">
        {t('auth.newToKindlist')}{' '}
        <Link href={signUpHref} className="font-semibold text-teal-800 underline underline-offset-2">
          {t('auth.signInForm.createAccount')}
        </Link>
      </p>
    </form>
  );
}
