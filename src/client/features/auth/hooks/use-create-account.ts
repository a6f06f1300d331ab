import { createTranslator } from '#client/lib/i18n';
import { getErrorStatus } from '#client/lib/request';
import catalog from '#client-catalog/auth.json';
import type { TCurrentUser, TSignUpInput } from '#shared/schemas/user';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';

const t = createTranslator(catalog);

export type TCreateAccountResult =
  | { isSignedIn: true; user: TCurrentUser }
  | { isSignedIn: false; message: string };

/**
 * Creates an account and signs this browser in at once with the same password, so nobody types it
 * twice. The sign-up answer is the same for an address that already had an account; only the sign-in
 * that follows can tell, exactly as signing in by hand would.
 */
export function useCreateAccount(): {
  createAccount: (input: TSignUpInput) => Promise<TCreateAccountResult>;
  isPending: boolean;
} {
  const signUp = useSignUp();
  const signIn = useSignIn();
  return {
    isPending: signUp.isPending || signIn.isPending,
    async createAccount(input) {
      await signUp.mutateAsync(input);
      try {
        const user = await signIn.mutateAsync({ email: input.email, password: input.password });
        return { isSignedIn: true, user };
      } catch (error) {
        if (getErrorStatus(error) === 401) {
          // This password does not open the account: the address most likely had one already (its
          // owner has been mailed), as the server never says so itself.
          return { isSignedIn: false, message: t('auth.notSignedInAfterSignUp') };
        }
        throw error;
      }
    },
  };
}
