import { describe, expect, it } from 'vitest';
import { buildRetailerLinks, readItemStore, readStoreHost } from './retailer-links';

describe('retailer links', () => {
  it('puts the family’s own link first, named by its store or its host', () => {
    const links = buildRetailerLinks({
      name: 'Crib sheets & pads',
      productUrl: 'https://www.target.com/p/crib-sheet/-/A-1',
      retailer: '',
    });
    // No search at the store the family's own link already goes to.
    expect(links.map((link) => link.label)).toEqual([
      'Buy at target.com',
      'Find it at Amazon',
      'Find it at Walmart',
    ]);
    expect(links[0]?.href).toBe('https://www.target.com/p/crib-sheet/-/A-1');
    expect(links[1]?.href).toBe('https://www.amazon.com/s?k=Crib%20sheets%20%26%20pads');
    expect(links[2]?.href).toBe('https://www.walmart.com/search?q=Crib%20sheets%20%26%20pads');
    expect(buildRetailerLinks({ name: 'Crib sheets & pads', productUrl: null, retailer: '' })[2]?.href).toBe(
      'https://www.target.com/s?searchTerm=Crib%20sheets%20%26%20pads',
    );
    const named = buildRetailerLinks({
      name: 'Coat',
      productUrl: 'https://example.org/coat',
      retailer: 'Kohl’s',
    });
    expect(named[0]).toMatchObject({ label: 'Buy at Kohl’s', retailer: 'Kohl’s' });
  });

  it('leaves out a product link that is not a web address', () => {
    expect(
      buildRetailerLinks({ name: 'Coat', productUrl: 'javascript:alert(1)', retailer: '' }),
    ).toHaveLength(3);
    expect(buildRetailerLinks({ name: 'Coat', productUrl: null, retailer: 'Target' })).toHaveLength(3);
    expect(readStoreHost('not a url')).toBeNull();
    expect(readStoreHost('http://shop.example.com/x')).toBe('shop.example.com');
  });

  it('names the store of the family’s own item: the store they wrote, else their link’s site', () => {
    expect(readItemStore({ productUrl: 'https://www.target.com/p/1', retailer: ' Target ' })).toBe('Target');
    expect(readItemStore({ productUrl: 'https://www.target.com/p/1', retailer: '' })).toBe('target.com');
    expect(readItemStore({ productUrl: null, retailer: 'Corner Store' })).toBe('Corner Store');
    expect(readItemStore({ productUrl: 'not a link', retailer: '' })).toBe('');
    expect(readItemStore({ productUrl: null, retailer: '' })).toBe('');
  });
});
