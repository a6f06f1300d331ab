import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { describeZodIssue, renderWith } from '#shared/i18n/validation';
import catalog from '#shared-catalog/validation.json';
import { createTranslator, LOCALE } from './i18n';

const tValidation = createTranslator(catalog);

/**
 * Words for an issue our schema gives no message of its own (a wrong type, too short…): Zod's own in
 * the English build, as before, and the generic `validation.zod.*` messages in another language.
 */
function describeUncoveredIssue(issue: z.core.$ZodRawIssue): string | undefined {
  return LOCALE === 'en' ? undefined : renderWith(tValidation, describeZodIssue(issue));
}

/**
 * react-hook-form's zodResolver, with every message in the build's language: the shared schemas'
 * messages are written from the shared `validation` catalog (#shared/i18n/validation), and the issues
 * they leave to Zod by describeUncoveredIssue.
 */
export function zodFormResolver<TInput extends FieldValues, TOutput>(schema: z.ZodType<TOutput, TInput>) {
  return zodResolver(schema, { error: describeUncoveredIssue });
}
