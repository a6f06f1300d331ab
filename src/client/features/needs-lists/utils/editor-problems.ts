import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { renderValidationMessage, type TFieldKey } from '#shared/i18n/validation';
import {
  LIST_STORY_MAX,
  LIST_STORY_MIN,
  LIST_TITLE_MAX,
  LIST_TITLE_MIN,
  LIST_TITLE_MIN_LETTERS,
} from '#shared/needs-list-limits';
import {
  findMissingAddressPartKeys,
  findNamedPublishProblems,
  type TAddressPart,
  type TNamedPublishProblem,
  type TPublishProblemField,
} from '#shared/publish-rules';
import { countCharacters } from '#shared/visible-text';
import { type TListFormField, type TListFormValues, toShippingAddress } from './list-form-values';

const t = createTranslator(catalog);

/** What the editor can still ask for: the publish rules' problems, and an item typed but not added. */
export type TEditorProblem = { field: TPublishProblemField | 'pendingItem'; message: string };

/** Said while an item is typed but not added: it is not on the list until it is. */
export function describePendingItem(name: string): string {
  return name ? t('list-editor.pendingItem', { name }) : t('list-editor.pendingUnnamedItem');
}

/** The same, as one of the things a draft needs before it can be published. */
function describePendingItemNeed(name: string): string {
  return name ? t('list-editor.problem.pendingItem', { name }) : t('list-editor.problem.pendingUnnamedItem');
}

// The publish rules' address parts: their form fields, and their names in this language.
const ADDRESS_PARTS = {
  name: ['addressName', 'list-editor.addressPart.name'],
  line1: ['addressLine1', 'list-editor.addressPart.line1'],
  city: ['addressCity', 'list-editor.addressPart.city'],
  postalCode: ['addressPostalCode', 'list-editor.addressPart.postalCode'],
  country: ['addressCountry', 'list-editor.addressPart.country'],
} as const satisfies Record<TAddressPart, readonly [TListFormField, keyof typeof catalog]>;

const PART_LIST = new Intl.ListFormat(INTL_LOCALE, { type: 'unit', style: 'short' });

/** The form fields of the parts a started shipping address still lacks (a postal code that is not one included). */
function findAddressFieldsToFix(values: TListFormValues): TListFormField[] {
  return findMissingAddressPartKeys(toShippingAddress(values)).map((part) => ADDRESS_PARTS[part][0]);
}

const REQUIRED_ADDRESS_FIELDS = [
  'addressName',
  'addressLine1',
  'addressCity',
  'addressPostalCode',
  'addressCountry',
] as const;

// The required parts' names, as the shared "… is required" message names them.
const ADDRESS_FIELD_NAMES = {
  addressName: 'validation.field.recipientName',
  addressLine1: 'validation.field.addressLine1',
  addressCity: 'validation.field.city',
  addressPostalCode: 'validation.field.postalCode',
  addressCountry: 'validation.field.country',
} as const satisfies Record<(typeof REQUIRED_ADDRESS_FIELDS)[number], TFieldKey>;

/**
 * The form fields a shipping address still needs filled in, in the order they are on screen: those of
 * a started one, or (`isWanted`: the family asked to save an address) of one not started either.
 */
export function findMissingAddressFields(
  values: TListFormValues,
  isWanted = false,
): (typeof REQUIRED_ADDRESS_FIELDS)[number][] {
  if (!isWanted && toShippingAddress(values) === null) return [];
  return REQUIRED_ADDRESS_FIELDS.filter((field) => values[field].trim() === '');
}

/** What is said under a part of the address left empty ("City: this field is required"). */
export function describeMissingAddressField(field: (typeof REQUIRED_ADDRESS_FIELDS)[number]): string {
  return renderValidationMessage({
    key: 'validation.text.required',
    values: { field: { key: ADDRESS_FIELD_NAMES[field] } },
  });
}

/**
 * The parts a started shipping address still lacks, in words ("address line 1, postal code", "a valid
 * postal code" for one typed that is not one); '' when it is complete or not started (the publish
 * rules' findMissingAddressParts, named in this language).
 */
export function describeMissingAddressParts(values: TListFormValues): string {
  const missing = findMissingAddressPartKeys(toShippingAddress(values));
  return PART_LIST.format(
    missing.map((part) =>
      part === 'postalCode' && values.addressPostalCode.trim()
        ? t('list-editor.addressPart.validPostalCode')
        : t(ADDRESS_PARTS[part][1]),
    ),
  );
}

/** A publish rule's problem in words for the family, in this page's language. */
function describeProblem(problem: TNamedPublishProblem, values: TListFormValues): string {
  switch (problem.field) {
    case 'title':
      return problem.named.key === 'validation.publish.titleWords'
        ? t('list-editor.problem.titleWords', { letters: LIST_TITLE_MIN_LETTERS })
        : t('list-editor.problem.title', { min: LIST_TITLE_MIN, max: LIST_TITLE_MAX });
    case 'story': {
      const length = countCharacters(values.story.trim());
      return length > LIST_STORY_MAX
        ? t('list-editor.problem.storyTooLong', { max: LIST_STORY_MAX, length })
        : t('list-editor.problem.story', { min: LIST_STORY_MIN, length });
    }
    case 'category':
      return t('list-editor.problem.category');
    case 'place':
      return t('list-editor.problem.place');
    case 'beneficiaryName':
      return t('list-editor.problem.beneficiaryName');
    case 'shippingAddress':
      return t('list-editor.problem.shippingAddress', { parts: describeMissingAddressParts(values) });
    case 'items':
      return t('list-editor.problem.items');
  }
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
  const problems = findNamedPublishProblems({
    ...values,
    category: values.category || null,
    itemsCount,
    shippingAddress: toShippingAddress(values),
  }).map((problem) => ({ field: problem.field, message: describeProblem(problem, values) }));
  if (pendingItemName === null) return problems;
  return [
    { field: 'pendingItem', message: describePendingItemNeed(pendingItemName) },
    ...problems.filter((problem) => problem.field !== 'items'),
  ];
}

/** The field a problem of the list's own fields takes the family to: the first one still empty. */
export function findProblemField(
  field: Exclude<TPublishProblemField, 'items'>,
  values: TListFormValues,
): TListFormField {
  if (field === 'place') return values.city.trim() ? 'region' : 'city';
  if (field === 'shippingAddress') return findAddressFieldsToFix(values)[0] ?? 'addressName';
  return field;
}
