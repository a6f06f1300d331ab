import { BOOT_ELEMENT_ID, isSocialProvider, type TBootData } from '#shared/boot-data';
import { isLocale } from '#shared/i18n/locales';
import type { TCurrentUser } from '#shared/schemas/user';

const EMPTY_BOOT_DATA: TBootData = { user: null, styleNonce: '', gaMeasurementId: null, socialProviders: [] };

function isCurrentUser(value: unknown): value is TCurrentUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    (user.userType === 'user' || user.userType === 'admin') &&
    isLocale(user.language)
  );
}

// `hasUser` tells "the server said: nobody is signed in" apart from "no boot data at all" (Vite dev
// server), where the user still has to be fetched.
export function parseBootData(text: string | null | undefined): TBootData & { hasUser: boolean } {
  if (!text) return { ...EMPTY_BOOT_DATA, hasUser: false };
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object') return { ...EMPTY_BOOT_DATA, hasUser: false };
    const record = data as Record<string, unknown>;
    const hasUser = 'user' in record && (record.user === null || isCurrentUser(record.user));
    return {
      user: isCurrentUser(record.user) ? record.user : null,
      styleNonce: typeof record.styleNonce === 'string' ? record.styleNonce : '',
      gaMeasurementId:
        typeof record.gaMeasurementId === 'string' && record.gaMeasurementId ? record.gaMeasurementId : null,
      socialProviders: Array.isArray(record.socialProviders)
        ? record.socialProviders.filter(
            (provider): provider is TBootData['socialProviders'][number] =>
              typeof provider === 'string' && isSocialProvider(provider),
          )
        : [],
      hasUser,
    };
  } catch {
    return { ...EMPTY_BOOT_DATA, hasUser: false };
  }
}

export function readBootData(doc: Document): TBootData & { hasUser: boolean } {
  return parseBootData(doc.getElementById(BOOT_ELEMENT_ID)?.textContent);
}

let cachedBootData: (TBootData & { hasUser: boolean }) | null = null;

/** The page's boot data, read once. */
export function getBootData(): TBootData & { hasUser: boolean } {
  cachedBootData ??= readBootData(document);
  return cachedBootData;
}
