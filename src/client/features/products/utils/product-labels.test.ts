import { describe, expect, it } from 'vitest';
import { formatAddedToList, formatPriceRange, formatProductCount } from './product-labels';

describe('product labels', () => {
  it('writes a price range in dollars, cents only where there are some', () => {
    expect(formatPriceRange({ priceMinCents: 1000, priceMaxCents: 3000 })).toBe('$10–$30');
    expect(formatPriceRange({ priceMinCents: 999, priceMaxCents: 2999 })).toBe('$9.99–$29.99');
    expect(formatPriceRange({ priceMinCents: 1200, priceMaxCents: 1200 })).toBe('$12');
  });

  it('counts products, saying "or more" past what a search reads', () => {
    expect(formatProductCount(1, false)).toBe('1 product');
    expect(formatProductCount(1234, false)).toBe('1,234 products');
    expect(formatProductCount(300, true)).toBe('300 or more products');
  });
});

describe('the toast after adding a product', () => {
  it('names the list by its title, in quotes', () => {
    expect(formatAddedToList({ isNew: true, listTitle: 'Winter clothes', quantity: 1 })).toBe(
      'Added to “Winter clothes”',
    );
    expect(formatAddedToList({ isNew: false, listTitle: 'Winter clothes', quantity: 3 })).toBe(
      '“Winter clothes” now asks for 3',
    );
  });

  it('calls a draft without a title "your draft", never a quoted title it does not have', () => {
    expect(formatAddedToList({ isNew: true, listTitle: ' ', quantity: 1 })).toBe('Added to your draft');
    expect(formatAddedToList({ isNew: false, listTitle: '', quantity: 2 })).toBe('Your draft now asks for 2');
  });
});
