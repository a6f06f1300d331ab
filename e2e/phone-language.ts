import type { Page } from '@playwright/test';
import { INTL_LOCALES, type TLocale } from '#shared/i18n/locales';
import type { TOpenPage } from './fixtures';
import { E2E_PASSWORD, findLinkIn, uniqueEmail, waitForMail } from './helpers';
import { createTranslator } from './messages';

/** A 390 px touch phone whose browser asks for `locale` (es-MX for Spanish, as the families' phones do). */
export function openPhoneIn(openPage: TOpenPage, locale: TLocale): Promise<Page> {
  const tag = locale === 'es' ? 'es-MX' : INTL_LOCALES[locale];
  return openPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: tag,
    extraHTTPHeaders: { 'accept-language': tag },
  });
}

/** Signs up in `locale` through the API and opens the confirmation link from the mail (in that language). */
export async function signUpVerifiedIn(
  page: Page,
  locale: TLocale,
  firstName = 'Rosa',
): Promise<{ email: string }> {
  const email = uniqueEmail('family');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName, lastName: 'Martinez', email, password: E2E_PASSWORD },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up answered ${signUp.status()}`);
  const mail = await waitForMail(email, createTranslator(locale)('mail.verification.subject'));
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  return { email };
}
