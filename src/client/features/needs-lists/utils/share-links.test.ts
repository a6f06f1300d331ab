import { describe, expect, it } from 'vitest';
import { buildShareLinks } from './share-links';

const LIST_URL = 'https://kindlist.example/needslist/k7Qm2xPz9LwR';

function readMailBody(isOwnList: boolean): string {
  const mail = buildShareLinks(LIST_URL, 'Winter coats', isOwnList).find((link) => link.channel === 'email');
  return new URL(mail?.href ?? '').searchParams.get('body') ?? '';
}

describe('share links', () => {
  it('lets the family speak for itself in the mail it sends', () => {
    expect(readMailBody(true)).toBe(
      `We could use some help. This is our needs list on Kindlist:\n\n${LIST_URL}`,
    );
    expect(readMailBody(true)).not.toMatch(/this family/i);
  });

  it('lets anyone else speak about the family', () => {
    expect(readMailBody(false)).toBe(`This family could use some help:\n\n${LIST_URL}`);
  });

  it('carries the list link to every channel', () => {
    for (const link of buildShareLinks(LIST_URL, 'Winter coats', false)) {
      expect(decodeURIComponent(link.href), link.channel).toContain(LIST_URL);
    }
  });
});
