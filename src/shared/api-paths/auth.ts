// The sign-in API's addresses. Import as a namespace.

export const currentUser = '/api/auth/user';
export const signIn = '/api/auth/sign-in';
export const signUp = '/api/auth/sign-up';
export const sendVerificationEmail = '/api/auth/send-verification-email';
export const requestPasswordReset = '/api/auth/request-password-reset';
export const resetPassword = '/api/auth/reset-password';
export const logout = '/api/logout';
/** Sends the browser to the sign-in page; the server picks the return path from the referring page. */
export const loginPage = '/api/login';
/** Sends the browser to the sign-in page, keeping where to come back to (a path of this site). */
export const login = (returnTo: string) => `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
export const social = (provider: string, returnTo: string) =>
  `/api/auth/social/${provider}?returnTo=${encodeURIComponent(returnTo)}`;
/** From the browser that just confirmed an address it did not sign up with: disowns the account. */
export const notMyAccount = '/api/auth/not-my-account';
