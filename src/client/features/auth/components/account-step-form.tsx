import { type ReactNode, useEffect, useId, useState } from 'react';
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
import * as PAGE_PATHS from '#shared/page-paths';
import { type TCurrentUser, type TSignUpReason, ZSignInInput, ZSignUpInput } from '#shared/schemas/user';
import { useSignIn } from '../api/sign-in';
import { useCreateAccount } from '../hooks/use-create-account';

// The fewest fields an account needs: a first name to be thanked by, an email and a password.
const t = createTranslator(catalog);

const ZAccountStepSignUp = ZSignUpInput.pick({ firstName: true, email: true, password: true });
const SIGN_UP_FIELDS = ['firstName', 'email', 'password'] as const;
const SIGN_IN_FIELDS = ['email', 'password'] as const;

export type TAccountStepProps = {
  /** What the person is about to do, as the step's heading ("Reserve the winter coat"). */
  title: string;
  /** Where the link that confirms the email brings them back. */
  returnTo: string;
  /** What the account is for, so that the confirmation mail says what confirming does. */
  reason: TSignUpReason;
  /** The step's own choices (how many), above the account fields. */
  children?: ReactNode;
  /** What happens once the account is made (read before creating it). */
  signUpNote: string;
  signUpLabel: string;
  signInLabel: string;
  /** Signed in: do what the step is for. A failure is the caller's to show. */
  onSignedIn: (user: TCurrentUser) => Promise<void>;
  onCancel: () => void;
};

/**
 * An account made (or signed in to) inside the step that needs it, without leaving the page: a new
 * donor reserves from the item itself with three fields and one button.
 */
export function AccountStepForm(props: TAccountStepProps) {
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  const [handOver, setHandOver] = useState<{ email: string; message: string } | null>(null);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 grid gap-4 rounded-lg border border-teal-200 bg-teal-50 p-4"
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        {props.title}
      </h3>
      {mode === 'sign-up' ? (
        <SignUpStep
          {...props}
          onHaveAccount={(email, message) => {
            setHandOver(message ? { email, message } : { email, message: '' });
            setMode('sign-in');
          }}
        />
      ) : (
        <SignInStep
          {...props}
          defaultEmail={handOver?.email ?? ''}
          notice={handOver?.message || null}
          onNewHere={() => {
            setHandOver(null);
            setMode('sign-up');
          }}
        />
      )}
    </section>
  );
}

function SignUpStep({
  returnTo,
  reason,
  children,
  signUpNote,
  signUpLabel,
  onSignedIn,
  onCancel,
  onHaveAccount,
}: TAccountStepProps & { onHaveAccount: (email: string, message: string) => void }) {
  const { createAccount } = useCreateAccount();
  const form = useForm({
    resolver: zodFormResolver(ZAccountStepSignUp),
    defaultValues: { firstName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus('firstName');
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await createAccount({ ...values, lastName: '', returnTo, reason });
      if (result.isSignedIn) await onSignedIn(result.user);
      else onHaveAccount(values.email, result.message);
    } catch (error) {
      showSubmitError(form.setError, error, SIGN_UP_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {children}
      <p className="text-slate-800 text-sm">{signUpNote}</p>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={t('auth.field.firstName')}
        autoComplete="given-name"
        hint={t('auth.step.firstNameHint')}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
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
        hint={t('auth.password.hintShort', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.creatingAccount') : signUpLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('auth.step.notNow')}
        </Button>
      </div>
      <p className="text-slate-700 text-sm">
        {t('auth.haveAccount')}{' '}
        <button
          type="button"
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2 pointer-fine:min-h-8"
          onClick={() => onHaveAccount(form.getValues('email'), '')}
        >
          {t('auth.step.signInHere')}
        </button>
      </p>
    </form>
  );
}

function SignInStep({
  children,
  signInLabel,
  onSignedIn,
  onCancel,
  defaultEmail,
  notice,
  onNewHere,
}: TAccountStepProps & { defaultEmail: string; notice: string | null; onNewHere: () => void }) {
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodFormResolver(ZSignInInput),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus(defaultEmail ? 'password' : 'email');
  }, [form, defaultEmail]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSignedIn(await signIn.mutateAsync(values));
    } catch (error) {
      showSubmitError(form.setError, error, SIGN_IN_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {children}
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 text-sm"
        >
          {notice}
        </p>
      ) : null}
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
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signingIn') : signInLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('auth.step.notNow')}
        </Button>
      </div>
      <p className="flex flex-wrap gap-x-4 text-slate-700 text-sm">
        <Link
          href={PAGE_PATHS.resetPassword}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2 pointer-fine:min-h-8"
        >
          {t('auth.forgotPassword')}
        </Link>
        <button
          type="button"
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2 pointer-fine:min-h-8"
          onClick={onNewHere}
        >
          {t('auth.step.newHere')}
        </button>
      </p>
    </form>
  );
}
