import type { TTranslateRoutes } from '#shared/routes';
import catalog from '#shared-catalog/routes.json';
import { createTranslator } from './i18n';

/** Page titles, topic names and the navigation's labels, in this build's language. */
export const tRoutes: TTranslateRoutes = createTranslator(catalog);
