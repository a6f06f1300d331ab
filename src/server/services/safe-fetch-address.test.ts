import { describe, expect, it, vi } from 'vitest';
import { buildRequestOptions, fetchSafely, SafeFetchError, type TResolver } from './safe-fetch';
import { isPublicAddress } from './safe-fetch-address';

// Every refusal here is checked without the tests' loopback allow-list, as in production.

const REFUSED_ADDRESSES = [
  ['loopback', '127.0.0.1'],
  ['loopback, anywhere in 127/8', '127.0.0.2'],
  ['private 10/8', '10.0.0.1'],
  ['private 172.16/12', '172.16.0.1'],
  ['private 192.168/16', '192.168.1.1'],
  ['cloud metadata', '169.254.169.254'],
  ['link-local', '169.254.1.1'],
  ['CGNAT', '100.64.0.1'],
  ['Alibaba metadata (CGNAT)', '100.100.100.200'],
  ['multicast', '224.0.0.1'],
  ['unspecified', '0.0.0.0'],
  ['this network', '0.1.2.3'],
  ['broadcast', '255.255.255.255'],
  ['reserved', '240.0.0.1'],
  ['documentation', '192.0.2.1'],
  ['IPv6 loopback', '::1'],
  ['IPv6 unspecified', '::'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 unique local fc00::/8', 'fc00::1'],
  ['IPv6 unique local fd00::/8', 'fd00::1'],
  ['AWS metadata over IPv6', 'fd00:ec2::254'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['IPv4-compatible loopback', '::127.0.0.1'],
  ['NAT64 of a private address', '64:ff9b::a00:1'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['IPv6 documentation', '2001:db8::1'],
  ['site-local (deprecated)', 'fec0::1'],
] as const;

const PUBLIC_ADDRESSES = [
  '8.8.8.8',
  '93.184.215.14',
  '2606:4700::6810:84e5',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
];

async function readRefusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SafeFetchError)) throw new Error(`Expected a SafeFetchError, got ${String(error)}`);
  return error;
}

function fetchPage(url: string, resolver: TResolver) {
  return fetchSafely(url, {
    accept: 'html',
    maxBytes: 1024 * 1024,
    timeoutMs: 2_000,
    maxRedirects: 3,
    resolver,
  });
}

function createUnusedResolver() {
  return vi.fn<TResolver>(async () => {
    throw new Error('No DNS query was expected');
  });
}

describe('isPublicAddress', () => {
  it.each(REFUSED_ADDRESSES)('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('allows public unicast addresses, including IPv4 inside IPv4-mapped and NAT64 forms', () => {
    for (const address of PUBLIC_ADDRESSES) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    for (const address of ['', 'localhost', '127.1', '0x7f000001', '1.2.3.4.5']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('fetchSafely refusals', () => {
  it.each(REFUSED_ADDRESSES)('refuses a literal %s URL (%s) without asking DNS', async (_name, address) => {
    const resolver = createUnusedResolver();
    const host = address.includes(':') ? `[${address}]` : address;
    const refusal = await readRefusal(fetchPage(`http://${host}/`, resolver));
    expect(refusal.reason).toBe('address');
    expect(resolver).not.toHaveBeenCalled();
  });

  it.each(REFUSED_ADDRESSES)('refuses a host name that resolves to %s (%s)', async (_name, address) => {
    const resolver = vi.fn<TResolver>(async () => [{ address, family: address.includes(':') ? 6 : 4 }]);
    expect((await readRefusal(fetchPage('https://shop.example/item', resolver))).reason).toBe('address');
    expect(resolver).toHaveBeenCalledTimes(1);
  });

  it('reads decimal, hex and octal hosts as the IPv4 address they are (WHATWG URL)', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'http://127.1/']) {
      expect(new URL(url).hostname).toBe('127.0.0.1');
      expect((await readRefusal(fetchPage(url, createUnusedResolver()))).reason, url).toBe('address');
    }
  });

  it('refuses a host name if any of its addresses is refused', async () => {
    for (const answers of [
      ['8.8.8.8', '10.0.0.1'],
      ['::1', '8.8.8.8'],
    ]) {
      const resolver = vi.fn<TResolver>(async () => answers.map((address) => ({ address, family: 0 })));
      expect((await readRefusal(fetchPage('http://shop.example/', resolver))).reason).toBe('address');
    }
  });

  it('refuses localhost as the system resolver answers it', async () => {
    const refusal = await readRefusal(
      fetchSafely('http://localhost/', { accept: 'html', maxBytes: 1024, timeoutMs: 2_000, maxRedirects: 0 }),
    );
    expect(refusal.reason).toBe('address');
  });

  it('refuses ports other than 80 and 443 before any DNS query', async () => {
    for (const url of ['http://shop.example:8080/', 'http://shop.example:22/', 'https://8.8.8.8:8443/']) {
      const resolver = createUnusedResolver();
      expect((await readRefusal(fetchPage(url, resolver))).reason, url).toBe('port');
      expect(resolver).not.toHaveBeenCalled();
    }
  });

  it('refuses other schemes, credentials and text that is not a URL', async () => {
    for (const url of [
      'ftp://shop.example/',
      'file:///etc/passwd',
      'data:text/html,<title>Hi</title>',
      'javascript:alert(1)',
      'gopher://shop.example/',
      'http://user:pass@shop.example/',
      'http://user@shop.example/',
      'not a link',
    ]) {
      const refusal = await readRefusal(fetchPage(url, createUnusedResolver()));
      expect(refusal.reason, url).toBe('bad-url');
    }
  });

  it('says the same to a name that cannot be resolved and to one inside a private network', async () => {
    const failing = vi.fn<TResolver>(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    const unresolved = await readRefusal(fetchPage('http://shop.example/', failing));
    expect(unresolved.reason).toBe('dns');
    const empty = vi.fn<TResolver>(async () => []);
    expect((await readRefusal(fetchPage('http://shop.example/', empty))).reason).toBe('dns');
    // Otherwise anyone could map which internal host names exist.
    const internal = vi.fn<TResolver>(async () => [{ address: '10.1.2.3', family: 4 }]);
    const privateName = await readRefusal(fetchPage('http://intranet.example/', internal));
    expect(privateName.reason).toBe('address');
    expect(privateName.message).toBe(unresolved.message);
  });

  it('ignores an allow-list port that is not the URL port, and loopback on 80', async () => {
    const options = { accept: 'html', maxBytes: 1024, timeoutMs: 2_000, maxRedirects: 0 } as const;
    const allowedLoopbackPorts = new Set([4000]);
    for (const [url, reason] of [
      ['http://127.0.0.1/', 'address'],
      ['http://127.0.0.1:4001/', 'port'],
      ['http://127.0.0.2:4000/', 'address'],
      ['http://[::1]:4000/', 'address'],
      ['http://[::ffff:127.0.0.1]:4000/', 'address'],
      ['http://10.0.0.1:4000/', 'address'],
    ] as const) {
      const refusal = await readRefusal(fetchSafely(url, { ...options, allowedLoopbackPorts }));
      expect(refusal.reason, url).toBe(reason);
    }
  });
});

describe('buildRequestOptions', () => {
  it('connects to the checked address while Host and the TLS server name stay the host name', () => {
    const options = buildRequestOptions(
      new URL('https://shop.example/item?id=1'),
      { address: '93.184.215.14', family: 4 },
      'html',
    );
    expect(options).toMatchObject({
      host: '93.184.215.14',
      family: 4,
      port: 443,
      path: '/item?id=1',
      servername: 'shop.example',
      agent: false,
    });
    expect(options.headers).toMatchObject({ Host: 'shop.example' });
    const lookup = vi.fn();
    options.lookup?.('shop.example', {}, lookup);
    expect(lookup.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });

  it('sends no server name for an IP literal and keeps a bracketed IPv6 Host', () => {
    const options = buildRequestOptions(
      new URL('https://[2606:4700::6810:84e5]/'),
      { address: '2606:4700::6810:84e5', family: 6 },
      'image',
    );
    expect(options.servername).toBeUndefined();
    expect(options.headers).toMatchObject({ Host: '[2606:4700::6810:84e5]' });
    expect(options.host).toBe('2606:4700::6810:84e5');
  });
});
