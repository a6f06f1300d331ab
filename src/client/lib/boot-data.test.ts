import { describe, expect, it } from 'vitest';
import { parseBootData } from './boot-data';

const user = {
  id: 'u1',
  email: 'ana@example.org',
  emailVerified: true,
  firstName: 'Ana',
  lastName: 'Lopez',
  profileImageUrl: null,
  userType: 'user',
  language: 'en',
};

describe('parseBootData', () => {
  it('reads the user, nonce and measurement id', () => {
    const data = parseBootData(
      JSON.stringify({
        user,
        styleNonce: 'abc',
        gaMeasurementId: 'G-1',
        socialProviders: ['google', 'x', 3],
      }),
    );
    expect(data).toEqual({
      user,
      styleNonce: 'abc',
      gaMeasurementId: 'G-1',
      socialProviders: ['google'],
      hasUser: true,
    });
  });

  it('knows a signed-out visitor from missing boot data', () => {
    expect(parseBootData('{"user":null,"styleNonce":"n","gaMeasurementId":null}').hasUser).toBe(true);
    expect(parseBootData(null).hasUser).toBe(false);
  });

  it('survives malformed text', () => {
    expect(parseBootData('<!--app-boot-->')).toEqual({
      user: null,
      styleNonce: '',
      gaMeasurementId: null,
      socialProviders: [],
      hasUser: false,
    });
  });
});
