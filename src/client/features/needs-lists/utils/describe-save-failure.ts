import { parseFieldError } from '#client/lib/form-errors';
import { getErrorStatus, NETWORK_ERROR_MESSAGE, readApiErrorMessage } from '#client/lib/request';
import { EMPTY_LIST_FORM, type TListFormField, toFormField } from './list-form-values';

const API_FIELDS = Object.keys(EMPTY_LIST_FORM);

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
  const fieldError = parseFieldError(text, API_FIELDS.concat(['shippingAddress']));
  const badField = fieldError ? toFormField(text.slice(0, text.indexOf(': '))) : null;
  return {
    outcome: 'error',
    message: badField ? 'Some answers need a change before they can be saved.' : text,
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
      text === NETWORK_ERROR_MESSAGE
        ? 'No connection. What you typed is kept on this device and saved when the connection is back.'
        : 'Saving failed. We keep trying; what you typed is kept on this device.',
    stillPending: [...fields],
    refused: null,
  };
}
