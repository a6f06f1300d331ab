import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import type { TLocale } from '#shared/i18n/locales';
import { type TLanguageChoice, ZLanguageChoice } from '#shared/schemas/account';

/** Keeps the choice (cookie, and the account when signed in); the page then reloads in it. */
export function chooseLanguage(language: TLocale): Promise<TLanguageChoice> {
  return requestJson<TLanguageChoice>(
    'PUT',
    accountApi.language,
    { language },
    undefined,
    __CHECK_RESPONSES__ && ZLanguageChoice,
  );
}
