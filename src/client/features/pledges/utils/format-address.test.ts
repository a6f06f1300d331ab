import { describe, expect, it } from 'vitest';
import { ELM_STREET_ADDRESS } from '#shared/test/shipping-addresses';
import { formatAddressLines } from './format-address';

describe('address lines', () => {
  it('skips empty lines and joins city, state and postal code', () => {
    expect(formatAddressLines(ELM_STREET_ADDRESS)).toEqual([
      'Rosa Diaz',
      '12 Elm Street',
      'Dayton, OH 45402',
      'US',
    ]);
  });
});
