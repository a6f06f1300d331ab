import type { FastifyError, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { TLocale } from '#shared/i18n/locales';
import { describeZodIssue, type TValidationMessage, withValidationRenderer } from '#shared/i18n/validation';
import { translate } from '../services/translations';

/**
 * One issue of a refused request, as Fastify keeps it in `error.validation` (the shape
 * fastify-type-provider-zod gives: `message` in English), with the message it names, so that the
 * answer is written in the reader's language.
 */
type TValidationIssue = {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
  /** Our schema's message, or (isZodDefault) the generic one for words Zod writes itself. */
  named?: { message: TValidationMessage; isZodDefault: boolean };
};

type TNamedMessage = { message: TValidationMessage; english?: string };

function unwrap(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  const text = (message as { message?: unknown } | null | undefined)?.message;
  return typeof text === 'string' ? text : undefined;
}

function toIssue(issue: z.core.$ZodIssue, named: TNamedMessage | undefined): TValidationIssue {
  const { path, code, message, ...params } = issue;
  return {
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message: named ? (named.english ?? translate('en', named.message)) : message,
    params,
    ...(named && { named: { message: named.message, isZodDefault: named.english !== undefined } }),
  };
}

/**
 * Parses a request part with its Zod schema. Each message is named while parsing (a stand-in is written
 * in its place and replaced after), so that the answer can be written in the request's language; the
 * issue's `message` stays the English words, Zod's own words being Zod's English as before.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const named = new Map<string, TNamedMessage>();
    const stand = (entry: TNamedMessage) => {
      const token = `\u0000${named.size}`;
      named.set(token, entry);
      return token;
    };
    // Zod writes an issue's message when the error is first read: read it inside, too.
    const result = withValidationRenderer(
      (message) => stand({ message }),
      () => {
        const parsed = schema.safeParse(data, {
          // Only for issues none of our messages covers: Zod's English, and the generic message.
          error: (issue) =>
            stand({
              message: describeZodIssue(issue),
              english: unwrap(z.config().localeError?.(issue)) ?? 'Invalid input',
            }),
        });
        return parsed.success ? parsed : { success: false as const, issues: parsed.error.issues };
      },
    );
    if (result.success) return { value: result.data };
    return { error: result.issues.map((issue) => toIssue(issue, named.get(issue.message))) };
  };

/** 'field: message' for the first issue of a refused request, in the reader's language. */
export function describeValidation(error: FastifyError, locale: TLocale): string {
  const first = error.validation?.[0] as
    | (Partial<TValidationIssue> & { path?: readonly PropertyKey[]; message?: string })
    | undefined;
  if (!first) return error.message;
  const path =
    first.path?.map(String).join('.') || first.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const context = error.validationContext;
  const field = path || (context === 'body' ? 'body' : context) || 'request';
  const named = first.named;
  const text =
    named && !(named.isZodDefault && locale === 'en')
      ? translate(locale, named.message)
      : (first.message ?? error.message);
  return `${field}: ${text}`;
}
