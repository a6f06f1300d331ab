import { describe, expect, it } from 'vitest';
import {
  describeMissingAddressField,
  describeMissingAddressParts,
  describePendingItem,
  findEditorProblems,
  findMissingAddressFields,
  findProblemField,
} from './editor-problems';
import { EMPTY_LIST_FORM } from './list-form-values';

const READY = {
  ...EMPTY_LIST_FORM,
  title: 'Winter things for two kids',
  story: 'The river came up overnight and took the beds and the winter clothes of our two children.',
  category: 'clothing',
  city: 'Dayton',
  region: 'OH',
};

describe('what the editor still asks for', () => {
  it('holds a list back while an item is typed but not added, first of all', () => {
    expect(findEditorProblems(READY, 2, null)).toEqual([]);
    expect(findEditorProblems(READY, 2, 'Diapers, size 3')).toEqual([
      {
        field: 'pendingItem',
        message: '“Diapers, size 3” added, or cleared (it is typed but not added yet)',
      },
    ]);
    expect(findEditorProblems({ ...READY, title: '' }, 2, '').map((problem) => problem.field)).toEqual([
      'pendingItem',
      'title',
    ]);
  });

  it('lets the typed first item stand for "at least one item"', () => {
    expect(findEditorProblems(READY, 0, null)).toEqual([{ field: 'items', message: 'At least one item' }]);
    expect(findEditorProblems(READY, 0, 'Diapers').map((problem) => problem.field)).toEqual(['pendingItem']);
  });

  it('names an item with only a price or a link typed without quoting an empty name', () => {
    expect(describePendingItem('')).toBe('An item is typed but not added yet: add it or clear it');
    expect(findEditorProblems(READY, 1, '')[0]?.message).toBe(
      'The item you started added, or cleared (it is typed but not added yet)',
    );
  });

  it('asks for a title in words, counted as the family sees it', () => {
    expect(findEditorProblems({ ...READY, title: '🔥🏠💔🙏' }, 1, null)).toEqual([
      { field: 'title', message: 'A title of 5 to 100 characters' },
    ]);
    expect(findEditorProblems({ ...READY, title: '🔥🏠💔🙏🙏' }, 1, null)).toEqual([
      { field: 'title', message: 'A title in words, not only emoji or symbols (at least 3 letters)' },
    ]);
    expect(
      findEditorProblems(
        { ...READY, story: `${'🙏'.repeat(10)} Perdimos todo en el incendio de ayer.` },
        1,
        null,
      ),
    ).toEqual([{ field: 'story', message: 'A story of at least 50 characters (now 48)' }]);
  });

  it('takes the family to the first empty field of a place or an address', () => {
    expect(findProblemField('place', { ...READY, city: '' })).toBe('city');
    expect(findProblemField('place', { ...READY, region: '' })).toBe('region');
    expect(
      findProblemField('shippingAddress', { ...READY, addressName: 'Rosa', addressLine1: '1 Main St' }),
    ).toBe('addressCity');
    expect(findProblemField('story', READY)).toBe('story');
  });

  it('asks for a valid postal code when the one typed is not one, and takes the family to it', () => {
    const address = {
      ...READY,
      addressName: 'Rosa Diaz',
      addressLine1: '12 Elm Street',
      addressCity: 'Anaheim',
      addressPostalCode: '(714) 555-0123',
    };
    expect(describeMissingAddressParts(address)).toBe('a valid postal code');
    expect(findEditorProblems(address, 1, null)).toEqual([
      {
        field: 'shippingAddress',
        message: 'The rest of the shipping address (a valid postal code), or none of it',
      },
    ]);
    expect(findProblemField('shippingAddress', address)).toBe('addressPostalCode');
    expect(describeMissingAddressParts({ ...address, addressPostalCode: '', addressCity: '' })).toBe(
      'city, postal code',
    );
    expect(describeMissingAddressParts({ ...address, addressPostalCode: '928011234' })).toBe('');
  });

  it('says a story past its limit is too long, not too short', () => {
    expect(findEditorProblems({ ...READY, story: 'a'.repeat(5001) }, 1, null)).toEqual([
      { field: 'story', message: 'A story of at most 5,000 characters (now 5,001)' },
    ]);
  });

  it('names each part an address still needs, the way a required field is named', () => {
    expect(findMissingAddressFields(READY)).toEqual([]);
    expect(findMissingAddressFields({ ...READY, addressName: 'Rosa', addressLine1: '1 Main St' })).toEqual([
      'addressCity',
      'addressPostalCode',
    ]);
    // Saving an address with nothing typed yet asks for all of it (the country has its default).
    expect(findMissingAddressFields(READY, true)).toEqual([
      'addressName',
      'addressLine1',
      'addressCity',
      'addressPostalCode',
    ]);
    expect(describeMissingAddressField('addressCity')).toBe('City is required');
    expect(describeMissingAddressField('addressName')).toBe('Recipient name is required');
  });
});
