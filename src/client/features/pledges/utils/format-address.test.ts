import { describe, expect, it } from 'vitest';
import { formatAddressLines } from './format-address';

describe('address lines', () => {
  it('skips empty lines and joins city, state and postal code', () => {
    expect(
      formatAddressLines({
        name: 'Rosa Diaz',
        line1: '12 Elm Street',
        line2: '',
        city: 'Dayton',
        region: 'OH',
        postalCode: '45402',
        country: 'US',
      }),
    ).toEqual(['Rosa Diaz', '12 Elm Street', 'Dayton, OH 45402', 'US']);
  });
});
