import { LIST_STORY_MAX, LIST_STORY_MIN, LIST_TITLE_MAX, LIST_TITLE_MIN } from './needs-list-limits';
import type { TShippingAddress } from './schemas/needs-list';

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

/** What a draft still lacks before it can be published, in words for the family (empty: ready). */
export function findPublishProblems(list: TPublishCandidate): TPublishProblem[] {
  const problems: TPublishProblem[] = [];
  const add = (field: TPublishProblemField, message: string) => problems.push({ field, message });
  const titleLength = list.title.trim().length;
  if (titleLength < LIST_TITLE_MIN || titleLength > LIST_TITLE_MAX) {
    add('title', `A title of ${LIST_TITLE_MIN} to ${LIST_TITLE_MAX} characters`);
  }
  const storyLength = list.story.trim().length;
  if (storyLength < LIST_STORY_MIN || storyLength > LIST_STORY_MAX) {
    add('story', `A story of at least ${LIST_STORY_MIN} characters (now ${storyLength})`);
  }
  if (!list.category) add('category', 'A category');
  if (!list.city.trim() || !list.region.trim()) add('place', 'Your city and state or region');
  if (list.beneficiaryKind === 'other' && !list.beneficiaryName.trim()) {
    add('beneficiaryName', 'The name of the person the list is for');
  }
  const missingAddressParts = findMissingAddressParts(list.shippingAddress ?? null);
  if (missingAddressParts.length > 0) {
    add(
      'shippingAddress',
      `The rest of the shipping address (${missingAddressParts.join(', ')}), or none of it`,
    );
  }
  if (list.itemsCount === 0) add('items', 'At least one item');
  return problems;
}

const REQUIRED_ADDRESS_PARTS = [
  ['name', 'recipient name'],
  ['line1', 'address line 1'],
  ['city', 'city'],
  ['postalCode', 'postal code'],
  ['country', 'country code'],
] as const;

/** The parts a started shipping address still lacks, in words (empty: complete, or not started). */
export function findMissingAddressParts(address: TShippingAddress | null): string[] {
  if (!address || !isAddressStarted(address)) return [];
  return REQUIRED_ADDRESS_PARTS.filter(([part]) => address[part].trim() === '').map(([, label]) => label);
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
