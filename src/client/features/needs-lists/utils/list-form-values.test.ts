import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_FORM, toFormField, toListChanges } from './list-form-values';

describe('toListChanges', () => {
  it('sends only what changed, with blanks as none', () => {
    const values = { ...EMPTY_LIST_FORM, title: 'Coats', category: '', neededBy: '2030-01-01' };
    expect(toListChanges(values, ['title', 'category', 'neededBy'])).toEqual({
      title: 'Coats',
      category: null,
      neededBy: '2030-01-01',
    });
  });

  it('sends the whole address when any part changed, or none when it is empty', () => {
    const values = {
      ...EMPTY_LIST_FORM,
      addressName: 'Ana',
      addressLine1: '1 Main St',
      addressCity: 'Dayton',
      addressPostalCode: '45402',
      addressCountry: 'us',
    };
    expect(toListChanges(values, ['addressLine1'])).toEqual({
      shippingAddress: {
        name: 'Ana',
        line1: '1 Main St',
        line2: '',
        city: 'Dayton',
        region: '',
        postalCode: '45402',
        country: 'US',
      },
    });
    expect(toListChanges(EMPTY_LIST_FORM, ['addressName'])).toEqual({ shippingAddress: null });
  });

  it('sends a half-typed address as it is, so nothing typed is lost', () => {
    const values = { ...EMPTY_LIST_FORM, addressName: 'Ana', addressLine1: '1 Main St' };
    expect(toListChanges(values, ['addressLine1']).shippingAddress).toMatchObject({
      name: 'Ana',
      line1: '1 Main St',
      city: '',
      postalCode: '',
    });
  });
});

describe('toFormField', () => {
  it('maps API paths to form fields', () => {
    expect(toFormField('title')).toBe('title');
    expect(toFormField('shippingAddress.postalCode')).toBe('addressPostalCode');
    expect(toFormField('body')).toBeNull();
  });
});
