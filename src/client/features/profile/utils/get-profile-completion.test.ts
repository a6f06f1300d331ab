import { describe, expect, it } from 'vitest';
import type { TOwnProfile } from '#shared/schemas/profile';
import { getProfileCompletion } from './get-profile-completion';

const EMPTY: TOwnProfile = {
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Diaz',
  bio: '',
  city: '',
  region: '',
  profileImageUrl: null,
  email: 'ana@example.com',
  emailVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('getProfileCompletion', () => {
  it('counts nothing done for a new account', () => {
    const result = getProfileCompletion(EMPTY);
    expect(result).toMatchObject({ doneCount: 0, percent: 0 });
    expect(result.steps.map((step) => step.key)).toEqual(['email', 'photo', 'bio', 'place']);
  });

  it('needs both city and region, and ignores blank text', () => {
    expect(getProfileCompletion({ ...EMPTY, city: 'Austin', bio: '   ' }).doneCount).toBe(0);
    expect(getProfileCompletion({ ...EMPTY, city: 'Austin', region: 'TX' }).percent).toBe(25);
  });

  it('reaches 100 % when every step is done', () => {
    const full = {
      ...EMPTY,
      emailVerified: true,
      profileImageUrl: '/uploads/x.webp',
      bio: 'Hi',
      city: 'A',
      region: 'B',
    };
    expect(getProfileCompletion(full)).toMatchObject({ doneCount: 4, percent: 100 });
  });
});
