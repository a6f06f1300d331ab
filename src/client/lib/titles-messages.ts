import type { TTranslateTitles } from '#shared/routes';
import catalog from '#shared-catalog/titles.json';
import { createTranslator } from './i18n';

/** Page titles in this build's language (not part of a first visit: the server wrote its title). */
export const tTitles: TTranslateTitles = createTranslator(catalog);
