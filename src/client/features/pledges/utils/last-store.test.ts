import { describe, expect, it } from 'vitest';
import { addStore, STORES_KEPT } from './last-store';

describe('the stores remembered for gifts', () => {
  it('keeps the latest store per gift, and only the most recent gifts', () => {
    let stores = addStore({}, 'a', 'Target');
    stores = addStore(stores, 'b', 'Amazon');
    stores = addStore(stores, 'a', 'Walmart');
    expect(stores).toEqual({ b: 'Amazon', a: 'Walmart' });
    for (let index = 0; index < STORES_KEPT; index += 1) stores = addStore(stores, `g${index}`, 'Shop');
    expect(Object.keys(stores)).toHaveLength(STORES_KEPT);
    expect(stores.a).toBeUndefined();
    expect(stores[`g${STORES_KEPT - 1}`]).toBe('Shop');
  });
});
