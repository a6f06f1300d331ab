import { z } from 'zod';
import { field, msg, renderValidationMessage, type TFieldKey } from '../i18n/validation';
import { countCharacters } from '../visible-text';
import { checkText } from './text';

/**
 * At most `max` characters as people see and the editor counts them (an emoji is one), and at most
 * `units` code points, so that no character piled with marks grows a row without end.
 */
export const seenLength = (label: TFieldKey, max: number, units: number) => {
  const tooLong = msg('validation.text.tooLong', { field: field(label), max });
  return z
    .string()
    .max(units, tooLong)
    .refine((value) => countCharacters(value) <= max, tooLong);
};

/** A text field: trimmed, at most `max` characters, with the text rules; left out, it says what is missing. */
export const textField = (label: TFieldKey, max: number) =>
  z
    .string({
      // Left out altogether: say what is missing, not what type it should have been.
      error: (issue) =>
        renderValidationMessage({
          key: issue.input === undefined ? 'validation.text.required' : 'validation.text.mustBeText',
          values: { field: field(label) },
        }),
    })
    .trim()
    .max(max, msg('validation.text.tooLong', { field: field(label), max }))
    .superRefine(checkText(label));
