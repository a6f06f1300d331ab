import { describe, expect, it } from 'vitest';
import { findPublishProblems } from './publish-rules';

const READY = {
  title: 'Winter clothes for two kids',
  story: 'Our apartment burned down last week and we lost nearly everything we owned.',
  category: 'clothing',
  city: 'Dayton',
  region: 'OH',
  beneficiaryKind: 'self' as const,
  beneficiaryName: '',
  itemsCount: 2,
};

describe('findPublishProblems', () => {
  it('accepts a complete list', () => {
    expect(findPublishProblems(READY)).toEqual([]);
  });

  it('names everything an empty draft lacks', () => {
    expect(
      findPublishProblems({
        ...READY,
        title: 'Hi',
        story: 'Short',
        category: null,
        city: '',
        itemsCount: 0,
      }).map((problem) => problem.message),
    ).toEqual([
      'A title of 5 to 100 characters',
      'A story of at least 50 characters (now 5)',
      'A category',
      'Your city and state or region',
      'At least one item',
    ]);
  });

  it('counts a title as people see it, and asks for one in words, not only emoji', () => {
    const titleProblems = (title: string) =>
      findPublishProblems({ ...READY, title }).map((problem) => problem.message);
    // Four emoji are four characters (eight UTF-16 units): too short.
    expect(titleProblems('🔥🏠💔🙏')).toEqual(['A title of 5 to 100 characters']);
    expect(titleProblems('🔥🏠💔🙏🙏')).toEqual([
      'A title in words, not only emoji or symbols (at least 3 letters)',
    ]);
    expect(titleProblems('!!! 1234 ???')).toEqual([
      'A title in words, not only emoji or symbols (at least 3 letters)',
    ]);
    expect(titleProblems('Ayuda 🔥🏠💔🙏')).toEqual([]);
    expect(titleProblems('火災後需要衣服')).toEqual([]);
    // 100 characters, though 196 units.
    expect(titleProblems(`Ropa ${'🙏'.repeat(95)}`)).toEqual([]);
    expect(titleProblems(`Ropa ${'🙏'.repeat(96)}`)).toEqual(['A title of 5 to 100 characters']);
  });

  it('counts a story as people see it', () => {
    const story = `${'🙏'.repeat(10)} Perdimos todo en el incendio de ayer.`;
    expect(story.length).toBe(58);
    expect(findPublishProblems({ ...READY, story }).map((problem) => problem.message)).toEqual([
      'A story of at least 50 characters (now 48)',
    ]);
  });

  it('asks for the name when the list is for someone else', () => {
    expect(findPublishProblems({ ...READY, beneficiaryKind: 'other' })).toEqual([
      { field: 'beneficiaryName', message: 'The name of the person the list is for' },
    ]);
  });

  it('asks for the rest of a half-typed address, and for nothing when none is started', () => {
    const address = {
      name: 'Dana',
      line1: '',
      line2: '',
      city: 'Dayton',
      region: '',
      postalCode: '',
      country: 'US',
    };
    expect(findPublishProblems({ ...READY, shippingAddress: address })).toEqual([
      {
        field: 'shippingAddress',
        message: 'The rest of the shipping address (address line 1, postal code), or none of it',
      },
    ]);
    const untouched = { ...address, name: '', city: '' };
    expect(findPublishProblems({ ...READY, shippingAddress: untouched })).toEqual([]);
  });
});

describe('story cleaning', () => {
  it('keeps line breaks and drops other control characters', async () => {
    const { ZListCreateInput } = await import('./schemas/needs-list');
    const parsed = ZListCreateInput.parse({ story: ' First line\r\nSecond\u0000 line\u0007\r\n\tend ' });
    expect(parsed.story).toBe('First line\nSecond line\n\tend');
  });
});
