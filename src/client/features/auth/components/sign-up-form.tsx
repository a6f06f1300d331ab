import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/auth.json';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { type TCurrentUser, type TSignUpReason, ZSignUpInput } from '#shared/schemas/user';
import { useCreateAccount } from '../hooks/use-create-account';

const t = createTranslator(catalog);

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignUpForm({
  returnTo,
  reason,
  signInHref,
  onSignedIn,
  onNotSignedIn,
}: {
  /** Where to continue once the email is confirmed (carried in the confirmation link), when asked. */
  returnTo: string | null;
  /** What the account is for, when the page knows (the confirmation mail words it). */
  reason: TSignUpReason | null;
  signInHref: string;
  /** The account is made and this browser signed in to it. */
  onSignedIn: (user: TCurrentUser) => void;
  /** Made, but this password did not sign in (the address most likely had an account already). */
  onNotSignedIn: (result: { message: string; email: string }) => void;
}) {
  const { createAccount } = useCreateAccount();
  const form = useForm({
    resolver: zodFormResolver(ZSignUpInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await createAccount({
        ...values,
        ...(returnTo ? { returnTo } : {}),
        ...(reason ? { reason } : {}),
      });
      if (result.isSignedIn) onSignedIn(result.user);
      else onNotSignedIn({ message: result.message, email: values.email });
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
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
        autoComplete="new-password"
        hint={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('auth.creatingAccount') : t('auth.signUpForm.submit')}
      </Button>
      <p className="text-center text-slate-700 text-sm">
        {t('auth.haveAccount')}{' '}
        <Link href={signInHref} className="font-semibold text-teal-800 underline underline-offset-2">
          {t('auth.goToSignIn')}
        </Link>
      </p>
    </form>
  );
}
