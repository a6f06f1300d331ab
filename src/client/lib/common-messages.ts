import catalog from '#client-catalog/common.json';
import { createTranslator } from './i18n';

/** The shell's messages (navigation, loading, errors), in this build's language: part of every first load. */
export const tCommon = createTranslator(catalog);
