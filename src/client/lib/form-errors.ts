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
