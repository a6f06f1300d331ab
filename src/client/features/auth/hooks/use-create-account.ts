import { getErrorStatus } from '#client/lib/request';
import type { TCurrentUser, TSignUpInput } from '#shared/schemas/user';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';

/**
 * Said when an account was asked for but this password does not open it: the address most likely had
 * an account already (its owner has been mailed), as the server never says so itself.
 */
export const NOT_SIGNED_IN_AFTER_SIGN_UP_MESSAGE =
  'We could not sign you in with this password. If this email address already has a Kindlist account, sign in with its password (or reset it): we have also sent a message to that address.';

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
          return { isSignedIn: false, message: NOT_SIGNED_IN_AFTER_SIGN_UP_MESSAGE };
        }
        throw error;
      }
    },
  };
}
