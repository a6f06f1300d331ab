import { describe, expect, it } from 'vitest';
import { createAddressCipher } from './address-cipher';

const SECRET = 'a-test-secret-that-is-long-enough-for-auth';

describe('createAddressCipher', () => {
  it('round-trips, with a different ciphertext every time and no plaintext inside', () => {
    const cipher = createAddressCipher(SECRET);
    const address = '12 Elm Street, Dayton OH 45402';
    const first = cipher.encrypt(address);
    const second = cipher.encrypt(address);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Elm');
    expect(cipher.decrypt(first)).toBe(address);
    expect(cipher.decrypt(second)).toBe(address);
  });

  it('refuses a tampered value and another secret', () => {
    const sealed = createAddressCipher(SECRET).encrypt('12 Elm Street');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => createAddressCipher(SECRET).decrypt(parts.join('.'))).toThrow();
    expect(() => createAddressCipher(`${SECRET}-other`).decrypt(sealed)).toThrow();
    expect(() => createAddressCipher(SECRET).decrypt('garbage')).toThrow();
  });
});
