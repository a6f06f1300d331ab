import { describe, expect, it } from 'vitest';
import { toClientNetwork, toClientSite } from './client-address';

describe('who a client is, for counting', () => {
  it('counts an IPv4 client by its address, an IPv6 one by its /64 network or its /48 site', () => {
    expect(toClientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(toClientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(toClientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(toClientSite('203.0.113.7')).toBe('203.0.113.7');
    expect(toClientSite('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48');
    // Every /64 of one site is one site.
    expect(toClientSite('2001:db8:1:ffff::9')).toBe(toClientSite('2001:db8:1:2::1'));
  });
});
