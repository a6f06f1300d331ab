import { describe, expect, it } from 'vitest';
import { getAvatarContent, getAvatarFallback } from './get-avatar-fallback';

describe('getAvatarContent', () => {
  it('prefers the profile image', () => {
    expect(
      getAvatarContent({ profileImageUrl: 'https://img.example/a.webp', firstName: 'Ana', email: 'a@x.org' }),
    ).toEqual({ kind: 'image', src: 'https://img.example/a.webp' });
  });

  it('falls back to the first letter of firstName', () => {
    expect(getAvatarContent({ profileImageUrl: null, firstName: 'ana', email: 'z@x.org' })).toEqual({
      kind: 'initial',
      initial: 'A',
    });
  });
});

describe('getAvatarFallback', () => {
  it('uses firstName, then email, then U', () => {
    expect(getAvatarFallback({ firstName: 'Maya', email: 'z@x.org' })).toBe('M');
    expect(getAvatarFallback({ firstName: '', email: 'zoe@x.org' })).toBe('Z');
    expect(getAvatarFallback({ firstName: '  ', email: '' })).toBe('U');
    expect(getAvatarFallback(null)).toBe('U');
  });
});
