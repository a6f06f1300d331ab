import { describe, expect, it } from 'vitest';
import { readKnownTimeZone } from './time-zone';

describe('known time zones', () => {
  it('keeps a zone Intl knows, spelled as Intl spells it', () => {
    expect(readKnownTimeZone('America/New_York')).toBe('America/New_York');
    expect(readKnownTimeZone('america/new_york')).toBe('America/New_York');
    expect(readKnownTimeZone('UTC')).toBe('UTC');
  });

  it('answers null for a zone it does not know, none, or an over-long name', () => {
    expect(readKnownTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(readKnownTimeZone('')).toBeNull();
    expect(readKnownTimeZone(undefined)).toBeNull();
    expect(readKnownTimeZone(`Europe/${'x'.repeat(80)}`)).toBeNull();
  });
});
