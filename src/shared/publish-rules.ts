import { renderValidationMessage, type TValidationMessage } from './i18n/validation';
import {
  LIST_STORY_MAX,
  LIST_STORY_MIN,
  LIST_TITLE_MAX,
  LIST_TITLE_MIN,
  LIST_TITLE_MIN_LETTERS,
} from './needs-list-limits';
import { isPostalCodeValid } from './postal-codes';
import type { TShippingAddress } from './schemas/shipping-address';
import { countCharacters, countLetters } from './visible-text';

export type TPublishCandidate = {
  title: string;
  story: string;
  category: string | null;
  city: string;
  region: string;
  beneficiaryKind: 'self' | 'other';
  beneficiaryName: string;
  itemsCount: number;
  /** Optional; when given, a half-typed address must be completed or cleared. */
  shippingAddress?: TShippingAddress | null;
};

/** Which part of the form a problem is about (the editor links each problem to it). */
export type TPublishProblemField =
  | 'title'
  | 'story'
  | 'category'
  | 'place'
  | 'beneficiaryName'
  | 'shippingAddress'
  | 'items';
export type TPublishProblem = { field: TPublishProblemField; message: string };
/** A problem as a message, to be written in the reader's language (the server's answers). */
export type TNamedPublishProblem = { field: TPublishProblemField; named: TValidationMessage };

/**
 * What a draft still lacks before it can be published, in words for the family (empty: ready): the
 * current renderer's (the build's language on a client, English on the server).
 */
export function findPublishProblems(list: TPublishCandidate): TPublishProblem[] {
  return findNamedPublishProblems(list).map(({ field, named }) => ({
    field,
    message: renderValidationMessage(named),
  }));
}

/** The same problems as messages. */
export function findNamedPublishProblems(list: TPublishCandidate): TNamedPublishProblem[] {
  const problems: TNamedPublishProblem[] = [];
  const add = (field: TPublishProblemField, named: TValidationMessage) => problems.push({ field, named });
  // Counted as the family sees it, and as the editor's counter shows it (an emoji is one character).
  const titleLength = countCharacters(list.title.trim());
  if (titleLength < LIST_TITLE_MIN || titleLength > LIST_TITLE_MAX) {
    add('title', { key: 'validation.publish.title', values: { min: LIST_TITLE_MIN, max: LIST_TITLE_MAX } });
  } else if (countLetters(list.title) < LIST_TITLE_MIN_LETTERS) {
    add('title', { key: 'validation.publish.titleWords', values: { letters: LIST_TITLE_MIN_LETTERS } });
  }
  const storyLength = countCharacters(list.story.trim());
  if (storyLength < LIST_STORY_MIN || storyLength > LIST_STORY_MAX) {
    add('story', { key: 'validation.publish.story', values: { min: LIST_STORY_MIN, length: storyLength } });
  }
  if (!list.category) add('category', { key: 'validation.publish.category' });
  if (!list.city.trim() || !list.region.trim()) add('place', { key: 'validation.publish.place' });
  if (list.beneficiaryKind === 'other' && !list.beneficiaryName.trim()) {
    add('beneficiaryName', { key: 'validation.publish.beneficiaryName' });
  }
  const missingAddressParts = findMissingAddressPartNames(list.shippingAddress ?? null);
  if (missingAddressParts.length > 0) {
    add('shippingAddress', {
      key: 'validation.publish.shippingAddress',
      values: { parts: { list: missingAddressParts } },
    });
  }
  if (list.itemsCount === 0) add('items', { key: 'validation.publish.items' });
  return problems;
}

const REQUIRED_ADDRESS_PARTS = [
  ['name', 'validation.address.name'],
  ['line1', 'validation.address.line1'],
  ['city', 'validation.address.city'],
  ['postalCode', 'validation.address.postalCode'],
  ['country', 'validation.address.country'],
] as const;

export type TAddressPart = (typeof REQUIRED_ADDRESS_PARTS)[number][0];
const REQUIRED_ADDRESS_PART_KEYS = Object.fromEntries(REQUIRED_ADDRESS_PARTS) as Record<
  TAddressPart,
  TValidationMessage['key']
>;

/**
 * Whether a part of an address still needs the family: empty, or (the postal code) not one of its
 * country's. An address saved before postal codes were checked may hold a phone number there: it
 * counts as missing, so no donor is shown it and the family is asked to correct it.
 */
function isPartMissing(address: TShippingAddress, part: TAddressPart): boolean {
  if (address[part].trim() === '') return true;
  return part === 'postalCode' && !isPostalCodeValid(address.postalCode, address.country);
}

/** The parts a started shipping address still lacks (empty: complete, or not started). */
export function findMissingAddressPartKeys(address: TShippingAddress | null): TAddressPart[] {
  if (!address || !isAddressStarted(address)) return [];
  return REQUIRED_ADDRESS_PARTS.map(([part]) => part).filter((part) => isPartMissing(address, part));
}

/** The same as messages: "postal code", or "a valid postal code" when one is typed but is not one. */
export function findMissingAddressPartNames(address: TShippingAddress | null): TValidationMessage[] {
  return findMissingAddressPartKeys(address).map((part) =>
    part === 'postalCode' && address?.postalCode.trim()
      ? { key: 'validation.address.validPostalCode' }
      : { key: REQUIRED_ADDRESS_PART_KEYS[part] },
  );
}

/** The same in words (the current renderer's: the build's language on a client, English on the server). */
export function findMissingAddressParts(address: TShippingAddress | null): string[] {
  return findMissingAddressPartNames(address).map(renderValidationMessage);
}

/** Whether an address is all there: donors can reserve on a published list only then. */
export function isAddressReady(address: TShippingAddress | null): boolean {
  return address !== null && isAddressStarted(address) && findMissingAddressParts(address).length === 0;
}

/** Whether anything of an address is typed (a country code alone, the form's default, is not). */
export function isAddressStarted(address: TShippingAddress): boolean {
  return (['name', 'line1', 'line2', 'city', 'region', 'postalCode'] as const).some(
    (part) => address[part].trim() !== '',
  );
}
