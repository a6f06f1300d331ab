// Zod compiles fast object parsers with `new Function`, which our CSP (no 'unsafe-eval') forbids; even
// its feature probe is reported as a CSP violation. Jitless mode skips both. Zod reads its config from
// this global when a schema is built, so it can be set here without importing Zod into the entry.
type TZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function enableZodJitlessMode(target: object = globalThis): void {
  const holder = target as TZodGlobal;
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}
