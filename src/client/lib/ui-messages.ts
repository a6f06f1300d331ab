import catalog from '#client-catalog/ui.json';
import { createTranslator } from './i18n';

/**
 * The messages of the shared parts that load after the first paint (dialogs, form fields, charts, the
 * legal pages' frame, the photo picker, quick tips, the account menu), in this build's language. Kept
 * apart from `tCommon` so they stay out of the first load.
 */
export const tUi = createTranslator(catalog);
