import type { TAuth } from '#server/auth/auth';
import type { TDatabase } from '#server/db/client';
import type { TAnswerFloor } from '#server/plugins/answer-floor';
import type { TClock } from '#server/services/clock';
import type { TSocialProvider } from '#shared/boot-data';

export type TAuthRouteOptions = {
  auth: TAuth;
  db: TDatabase;
  clock: TClock;
  /** AUTH_SECRET: signs the sign-up and known-browser cookies. */
  secret: string;
  isSecureCookie: boolean;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
  socialProviders: readonly TSocialProvider[];
  /** Holds every sign-up answer until one moment, whether or not the email has an account. */
  answerFloor: TAnswerFloor;
};
