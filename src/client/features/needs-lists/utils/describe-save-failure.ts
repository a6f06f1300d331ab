import { parseFieldError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { getErrorStatus, NETWORK_ERROR_MESSAGE, readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import { EMPTY_LIST_FORM, type TListFormField, toFormField } from './list-form-values';

const t = createTranslator(catalog);

// The fields a refusal may name: the list's own, and the address and each of its parts
// ('shippingAddress.postalCode: …').
const ADDRESS_PARTS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'];
const API_FIELDS = Object.keys(EMPTY_LIST_FORM).concat(
  'shippingAddress',
  ADDRESS_PARTS.map((part) => `shippingAddress.${part}`),
);

/** What a failed autosave means for the editor. */
export type TSaveFailure = {
  /** conflict: changed elsewhere; error: refused; offline: unreachable (tried again later). */
  outcome: 'conflict' | 'error' | 'offline';
  message: string;
  /** The batch's fields still to save: all of them, but a field the server refused. */
  stillPending: TListFormField[];
  refused: { field: TListFormField; message: string } | null;
};

function describeRefusal(text: string, fields: readonly TListFormField[]): TSaveFailure {
  const fieldError = parseFieldError(text, API_FIELDS);
  const badField = fieldError ? toFormField(text.slice(0, text.indexOf(': '))) : null;
  return {
    outcome: 'error',
    message: badField ? t('list-editor.save.refused') : text,
    // The other fields of the batch were fine: they are saved with the next change (and stay in the
    // copy on this device until then).
    stillPending: fields.filter((field) => field !== badField),
    refused: badField && fieldError ? { field: badField, message: fieldError.message } : null,
  };
}

export function describeSaveFailure(error: unknown, fields: readonly TListFormField[]): TSaveFailure {
  const status = getErrorStatus(error);
  const text = readApiErrorMessage(error);
  if (status === 409) return { outcome: 'conflict', message: text, stillPending: [...fields], refused: null };
  if (status === 400) return describeRefusal(text, fields);
  return {
    outcome: 'offline',
    message:
      text === NETWORK_ERROR_MESSAGE ? t('list-editor.save.noConnection') : t('list-editor.save.retrying'),
    stillPending: [...fields],
    refused: null,
  };
}
