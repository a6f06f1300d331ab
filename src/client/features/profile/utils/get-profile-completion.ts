import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/profile.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TOwnProfile } from '#shared/schemas/profile';

const t = createTranslator(catalog);

export type TCompletionStep = { key: string; label: string; isDone: boolean; href: string };

// What makes a profile trustworthy to donors and families, in the order worth doing it.
export function getProfileCompletion(profile: TOwnProfile): {
  steps: TCompletionStep[];
  doneCount: number;
  percent: number;
} {
  const steps: TCompletionStep[] = [
    {
      key: 'email',
      label: t('profile.completion.step.email'),
      isDone: profile.emailVerified,
      href: PAGE_PATHS.verifyEmail,
    },
    {
      key: 'photo',
      label: t('profile.completion.step.photo'),
      isDone: profile.profileImageUrl !== null,
      href: PAGE_PATHS.profileEdit,
    },
    {
      key: 'bio',
      label: t('profile.completion.step.bio'),
      isDone: profile.bio.trim() !== '',
      href: PAGE_PATHS.profileEdit,
    },
    {
      key: 'place',
      label: t('profile.completion.step.place'),
      isDone: profile.city.trim() !== '' && profile.region.trim() !== '',
      href: PAGE_PATHS.profileEdit,
    },
  ];
  const doneCount = steps.filter((step) => step.isDone).length;
  return { steps, doneCount, percent: Math.round((doneCount / steps.length) * 100) };
}
