import type { FocusEvent } from 'react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { renderValidationMessage } from '#shared/i18n/validation';
import { findPostalCodeProblem, getPostalCodeExample, normalizePostalCode } from '#shared/postal-codes';
import type { TFieldBindings, TListFormField, TListFormValues } from './list-form-values';

const t = createTranslator(catalog);

type TPostalCodeField = Extract<TListFormField, 'postalCode' | 'addressPostalCode'>;

/** The hint of a postal code field: an example of the country's, or where to find it. */
export function describePostalCodeHint(country: string): string {
  const example = getPostalCodeExample(country);
  return example ? t('list-editor.postalCode.example', { example }) : t('list-editor.postalCode.asOnMail');
}

/**
 * What was typed, written as the country writes postal codes, and what is wrong with it in this
 * page's language (the shared rule the server applies; null: nothing).
 */
export function checkPostalCode(
  typed: string,
  country: string,
): { normalized: string; problem: string | null } {
  const normalized = normalizePostalCode(typed, country);
  const problem = findPostalCodeProblem(normalized, country);
  return { normalized, problem: problem ? renderValidationMessage(problem) : null };
}

function readCountry(values: TListFormValues, field: TPostalCodeField): string {
  return field === 'postalCode' ? values.country : values.addressCountry;
}

/**
 * A postal code field's props: its hint, and on leaving it either the code as its country writes them
 * ("123456789" becomes "12345-6789", saved) or what is wrong with it, said at once under the field.
 */
export function bindPostalCodeField(bindings: TFieldBindings, field: TPostalCodeField) {
  const registered = bindings.register(field);
  const country = readCountry(bindings.values, field);
  return {
    ...registered,
    hint: describePostalCodeHint(country),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      void registered.onBlur(event);
      const typed = event.target.value;
      const { normalized, problem } = checkPostalCode(typed, country);
      if (problem) bindings.setError(field, problem);
      else if (normalized !== typed) bindings.setValue(field, normalized);
    },
  };
}

/**
 * The postal codes a list was saved with before they were checked that are not postal codes (a phone
 * number, say), with what is wrong with each: the editor shows them at once, to be corrected.
 */
export function findSavedPostalCodeProblems(values: TListFormValues): [TPostalCodeField, string][] {
  const problems: [TPostalCodeField, string][] = [];
  for (const field of ['postalCode', 'addressPostalCode'] as const) {
    const { problem } = checkPostalCode(values[field], readCountry(values, field));
    if (problem) problems.push([field, problem]);
  }
  return problems;
}
