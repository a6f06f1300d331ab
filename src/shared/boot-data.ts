import type { TCurrentUser } from './schemas/user';

// What the server writes into <script id="kl-boot" type="application/json"> on every page and the
// client reads before its first render (docs/decisions/004-server-boot-data.md).
export type TBootData = {
  user: TCurrentUser | null;
  styleNonce: string;
  gaMeasurementId: string | null;
  /** The sign-in providers configured on this server (their buttons show only then). */
  socialProviders: TSocialProvider[];
};

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string): value is TSocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export const BOOT_ELEMENT_ID = 'kl-boot';
