import { readApiErrorMessage } from './request';

// The API reports validation failures as 'field: text' (e.g. 'password: This password is too common.').
// This finds which form field such a message belongs to, so it can be shown beside that field.
export function parseFieldError<TField extends string>(
  message: string,
  fields: readonly TField[],
): { field: TField; message: string } | null {
  const separator = message.indexOf(': ');
  if (separator <= 0) return null;
  const name = message.slice(0, separator);
  const text = message.slice(separator + 2).trim();
  const field = fields.find((candidate) => candidate === name);
  return field && text ? { field, message: text } : null;
}

type TSetFormError<TField extends string> = (
  name: TField | 'root.server',
  error: { message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Shows a failed submission in a react-hook-form form: beside the field the server named, or else
 * above the form (`root.server`), in the words `describe` gives it.
 */
export function showSubmitError<TField extends string>(
  setError: TSetFormError<TField>,
  error: unknown,
  fields: readonly TField[],
  describe: (error: unknown) => string = readApiErrorMessage,
): void {
  const fieldError = parseFieldError(readApiErrorMessage(error), fields);
  if (fieldError) setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
  else setError('root.server', { message: describe(error) });
}
