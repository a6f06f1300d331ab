import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type TAddressCipher = {
  encrypt: (plaintext: string) => string;
  decrypt: (sealed: string) => string;
};

const FORMAT = 'v1';

/**
 * AES-256-GCM for shipping addresses at rest. The key is derived from AUTH_SECRET with HKDF (its own
 * purpose label, so it is never the key that signs sessions); every value has a fresh 96-bit IV and
 * its tag, so any change to a stored value makes decryption fail instead of returning garbage.
 */
export function createAddressCipher(authSecret: string): TAddressCipher {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'kindlist', 'shipping-address-v1', 32));
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [FORMAT, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [format, iv, tag, ciphertext] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || ciphertext === undefined)
        throw new Error('Unknown address format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
