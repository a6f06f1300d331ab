import { describe, expect, it } from 'vitest';
import { toApiSearch, withSearchChanges } from './product-search-params';

describe('product search addresses', () => {
  it('passes only the search to the API, without blanks or unknown sorts', () => {
    expect(toApiSearch('q=diapers&list=abc&add=x&category=&sort=price-low&page=2')).toBe(
      'q=diapers&sort=price-low&page=2',
    );
    expect(toApiSearch('sort=cheapest&maxPrice=20')).toBe('maxPrice=20');
    expect(toApiSearch('')).toBe('');
  });

  it('goes back to the first page on a new search, keeping the list being filled', () => {
    expect(withSearchChanges('q=soap&page=3&list=abc', { q: 'diapers' })).toBe('q=diapers&list=abc');
    expect(withSearchChanges('q=soap&page=3', { page: '4' })).toBe('q=soap&page=4');
    expect(withSearchChanges('q=soap&category=clothing', { category: undefined })).toBe('q=soap');
  });
});
