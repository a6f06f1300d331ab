import { findPublishProblems, type TPublishProblemField } from '#shared/publish-rules';
import { type TListFormField, type TListFormValues, toShippingAddress } from './list-form-values';

/** What the editor can still ask for: the publish rules' problems, and an item typed but not added. */
export type TEditorProblem = { field: TPublishProblemField | 'pendingItem'; message: string };

/** Said while an item is typed but not added: it is not on the list until it is. */
export function describePendingItem(name: string): string {
  return `${name ? `“${name}” is` : 'An item is'} typed but not added yet: add it or clear it`;
}

/** The same, as one of the things a draft needs before it can be published. */
function describePendingItemNeed(name: string): string {
  return `${name ? `“${name}”` : 'The item you started'} added, or cleared (it is typed but not added yet)`;
}

/**
 * What a draft still needs before it can be published. An item typed but not added (its name, or ''
 * when only its other fields are) would be missing from the published list: it comes first, and
 * stands for "at least one item", which adding it settles.
 */
export function findEditorProblems(
  values: TListFormValues,
  itemsCount: number,
  pendingItemName: string | null,
): TEditorProblem[] {
  const problems = findPublishProblems({
    ...values,
    category: values.category || null,
    itemsCount,
    shippingAddress: toShippingAddress(values),
  });
  if (pendingItemName === null) return problems;
  return [
    { field: 'pendingItem', message: describePendingItemNeed(pendingItemName) },
    ...problems.filter((problem) => problem.field !== 'items'),
  ];
}

const REQUIRED_ADDRESS_FIELDS = [
  'addressName',
  'addressLine1',
  'addressCity',
  'addressPostalCode',
  'addressCountry',
] as const;

/** The field a problem of the list's own fields takes the family to: the first one still empty. */
export function findProblemField(
  field: Exclude<TPublishProblemField, 'items'>,
  values: TListFormValues,
): TListFormField {
  if (field === 'place') return values.city.trim() ? 'region' : 'city';
  if (field === 'shippingAddress') {
    return REQUIRED_ADDRESS_FIELDS.find((part) => values[part].trim() === '') ?? 'addressName';
  }
  return field;
}
