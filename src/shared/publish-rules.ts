import { LIST_STORY_MAX, LIST_STORY_MIN, LIST_TITLE_MAX, LIST_TITLE_MIN } from './schemas/needs-list';

export type TPublishCandidate = {
  title: string;
  story: string;
  category: string | null;
  city: string;
  region: string;
  beneficiaryKind: 'self' | 'other';
  beneficiaryName: string;
  itemsCount: number;
};

/** What a draft still lacks before it can be published, in words for the family (empty: ready). */
export function findPublishProblems(list: TPublishCandidate): string[] {
  const problems: string[] = [];
  const titleLength = list.title.trim().length;
  if (titleLength < LIST_TITLE_MIN || titleLength > LIST_TITLE_MAX) {
    problems.push(`A title of ${LIST_TITLE_MIN} to ${LIST_TITLE_MAX} characters`);
  }
  const storyLength = list.story.trim().length;
  if (storyLength < LIST_STORY_MIN || storyLength > LIST_STORY_MAX) {
    problems.push(`A story of at least ${LIST_STORY_MIN} characters (now ${storyLength})`);
  }
  if (!list.category) problems.push('A category');
  if (!list.city.trim() || !list.region.trim()) problems.push('Your city and state or region');
  if (list.beneficiaryKind === 'other' && !list.beneficiaryName.trim()) {
    problems.push('The name of the person the list is for');
  }
  if (list.itemsCount === 0) problems.push('At least one item');
  return problems;
}
