import type { ZodType } from 'zod';

// Response checking: in development, in unit tests and in the build the end-to-end tests use, each API
// operation hands over the shared Zod schema of its answer and the body is parsed with it, so a server
// change that breaks the contract fails loudly there. `__CHECK_RESPONSES__` is a build-time constant
// (vite.config.ts, vitest.config.ts): false in the production build, where the schemas are passed as
// `__CHECK_RESPONSES__ && ZSchema` and both they and this check are dropped from the bundle.

/** The schema an operation's answer must match; false or undefined when checking is off. */
export type TResponseSchema = ZodType | false | undefined;

export class ResponseContractError extends Error {
  constructor(url: string, issue: string) {
    super(`The answer of ${url} does not match its schema: ${issue}`);
    this.name = 'ResponseContractError';
  }
}

/** Throws when the body does not match; the body itself is returned unchanged (never the parsed copy). */
export function checkResponseBody(schema: ZodType, body: unknown, url: string): void {
  const result = schema.safeParse(body);
  if (result.success) return;
  const [issue] = result.error.issues;
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(the body)';
  throw new ResponseContractError(
    url,
    `${where}: ${issue?.message ?? 'invalid'} (${issue?.code ?? 'unknown'})`,
  );
}
