// Set at build time (vite.config.ts, vitest.config.ts): whether API answers are checked against their
// shared schemas (src/client/lib/check-response.ts).
declare const __CHECK_RESPONSES__: boolean;

// The language this build speaks (vite.config.ts builds one client per language; Vitest uses 'en').
declare const __LOCALE__: import('#shared/i18n/locales').TLocale;
