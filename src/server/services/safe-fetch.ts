import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from './safe-fetch-address';
import { decodeBody, readDecoder } from './safe-fetch-body';
import { type TMessage, translate } from './translations';

/**
 * An HTTP GET for addresses a user typed: it refuses anything that is not an ordinary public web page
 * (server-side request forgery), checks every resolved address on every redirect, and connects to the
 * very address it checked, so a DNS answer that changes between the check and the connection (DNS
 * rebinding) changes nothing.
 */

export type TResolvedAddress = { address: string; family: number };
export type TResolver = (hostname: string) => Promise<readonly TResolvedAddress[]>;
export type TSafeFetchAccept = 'html' | 'image';

export type TSafeFetchOptions = {
  accept: TSafeFetchAccept;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  resolver?: TResolver;
  /**
   * Tests only: lets 127.0.0.1 (that exact address, nothing else on loopback) be fetched on exactly
   * these ports, so a local fixture server can stand in for a store. Off (empty) by default. It is a
   * function argument on purpose: no environment variable, configuration file or request can set it;
   * only code that calls this function (tests, through buildApp options) can.
   */
  allowedLoopbackPorts?: ReadonlySet<number>;
};

/** contentType is the header as sent (charset included). */
export type TSafeFetchResponse = { finalUrl: string; status: number; contentType: string; body: Buffer };

// A name that does not resolve and a name that resolves inside a private network get one answer:
// telling them apart would let anyone map which internal host names exist.
const NO_PUBLIC_WEBSITE: TMessage = { key: 'errors.productPage.noPublicWebsite' };
export const NO_PUBLIC_WEBSITE_MESSAGE = translate('en', NO_PUBLIC_WEBSITE);
const REFUSAL_MESSAGES = {
  'bad-url': { key: 'errors.productPage.badUrl' },
  port: { key: 'errors.productPage.port' },
  address: NO_PUBLIC_WEBSITE,
  dns: NO_PUBLIC_WEBSITE,
  timeout: { key: 'errors.productPage.timeout' },
  'too-large': { key: 'errors.productPage.tooLarge' },
  'not-html': { key: 'errors.productPage.notHtml' },
  'not-image': { key: 'errors.productPage.notImage' },
  'too-many-redirects': { key: 'errors.productPage.tooManyRedirects' },
  network: { key: 'errors.productPage.network' },
} as const satisfies Record<string, TMessage>;

/** Why a fetch was refused; 'http-status' is any answer other than 2xx or a followed redirect. */
export type TSafeFetchRefusal = keyof typeof REFUSAL_MESSAGES | 'http-status';

export class SafeFetchError extends Error {
  /** The HTTP status, for 'http-status' refusals only. */
  readonly status: number | null;
  /** What the owner is told, in their language (`message` is its English words). */
  readonly refusal: TMessage;

  constructor(
    readonly reason: TSafeFetchRefusal,
    status: number | null = null,
  ) {
    const refusal: TMessage =
      reason === 'http-status'
        ? { key: 'errors.productPage.httpStatus', values: { status: String(status) } }
        : REFUSAL_MESSAGES[reason];
    super(translate('en', refusal));
    this.name = 'SafeFetchError';
    this.status = status;
    this.refusal = refusal;
  }
}

// Plain and honest: it says what it is and does not pretend to be a browser.
export const USER_AGENT = 'Mozilla/5.0 (compatible; KindlistBot/1.0)';
const ACCEPT_HEADERS: Record<TSafeFetchAccept, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  image: 'image/webp,image/png,image/jpeg;q=0.9',
};
const ACCEPTED_MEDIA_TYPES: Record<TSafeFetchAccept, ReadonlySet<string>> = {
  html: new Set(['text/html', 'application/xhtml+xml']),
  image: new Set(['image/jpeg', 'image/png', 'image/webp']),
};
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const STANDARD_PORTS = new Set([80, 443]);
const NO_LOOPBACK_PORTS: ReadonlySet<number> = new Set();
const TEST_LOOPBACK_ADDRESS = '127.0.0.1';

const resolveWithSystem: TResolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/** GETs a public http(s) URL under the given limits, following at most maxRedirects redirects. */
export async function fetchSafely(rawUrl: string, options: TSafeFetchOptions): Promise<TSafeFetchResponse> {
  const controller = new AbortController();
  // One deadline for the whole read: every DNS answer, connection, redirect and byte of the body.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parseWebUrl(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const address = await raceAbort(checkDestination(url, options), controller.signal);
      const response = await sendRequest(url, address, options.accept, controller.signal);
      const location = readRedirectLocation(response);
      if (location === null) return await readResponse(url, response, options);
      response.destroy();
      if (redirects >= options.maxRedirects) throw new SafeFetchError('too-many-redirects');
      url = parseWebUrl(location, url);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

function parseWebUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('bad-url');
  }
  // Credentials in a link are never needed to read a shop's page, and hide where the link goes.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new SafeFetchError('bad-url');
  }
  return url;
}

function readPort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** The URL's host without the brackets WHATWG URL keeps around IPv6 literals. */
function readHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Resolves the host once and checks every address it resolves to (one bad address refuses the URL:
 * the connection could otherwise be steered to it). Returns the address to connect to.
 */
async function checkDestination(url: URL, options: TSafeFetchOptions): Promise<TResolvedAddress> {
  const port = readPort(url);
  const loopbackPorts = options.allowedLoopbackPorts ?? NO_LOOPBACK_PORTS;
  const isStandardPort = STANDARD_PORTS.has(port);
  // Refused before any DNS query, so an unusual port is never even looked up.
  if (!isStandardPort && !loopbackPorts.has(port)) throw new SafeFetchError('port');

  const addresses = await resolveHost(readHostname(url), options.resolver ?? resolveWithSystem);
  for (const { address } of addresses) {
    const isAllowedLoopback = loopbackPorts.has(port) && address === TEST_LOOPBACK_ADDRESS;
    if (isAllowedLoopback) continue;
    if (!isPublicAddress(address)) throw new SafeFetchError('address');
    if (!isStandardPort) throw new SafeFetchError('port');
  }
  const [first] = addresses;
  if (!first) throw new SafeFetchError('dns');
  return first;
}

async function resolveHost(hostname: string, resolver: TResolver): Promise<readonly TResolvedAddress[]> {
  const literalFamily = net.isIP(hostname);
  if (literalFamily !== 0) return [{ address: hostname, family: literalFamily }];
  let answers: readonly TResolvedAddress[];
  try {
    answers = await resolver(hostname);
  } catch {
    throw new SafeFetchError('dns');
  }
  // The family is read from the address itself, never trusted from the answer.
  return answers.map(({ address }) => ({ address, family: net.isIP(address) }));
}

/**
 * Connects to the checked address itself (an IP literal, so Node does no DNS lookup of its own)
 * while the Host header and TLS server name stay the hostname, so virtual hosts and certificate
 * checks work as for any request.
 */
export function buildRequestOptions(
  url: URL,
  address: TResolvedAddress,
  accept: TSafeFetchAccept,
): https.RequestOptions {
  const hostname = readHostname(url);
  return {
    method: 'GET',
    host: address.address,
    family: net.isIP(address.address),
    port: readPort(url),
    path: `${url.pathname}${url.search}`,
    headers: {
      Host: url.host,
      'User-Agent': USER_AGENT,
      Accept: ACCEPT_HEADERS[accept],
      'Accept-Encoding': 'gzip, deflate, br',
    },
    ...(url.protocol === 'https:' && net.isIP(hostname) === 0 ? { servername: hostname } : {}),
    // A fresh agent per request: a pooled socket to one host must never carry a request for another.
    agent: false,
    lookup: refuseLookup,
  };
}

// Never called (the host is already an IP address); there to make sure no lookup can slip in.
const refuseLookup: LookupFunction = (hostname, _options, callback) => {
  callback(new Error(`No DNS lookup allowed here (${hostname})`), '');
};

function sendRequest(
  url: URL,
  address: TResolvedAddress,
  accept: TSafeFetchAccept,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({ ...buildRequestOptions(url, address, accept), signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

function readRedirectLocation(response: IncomingMessage): string | null {
  const status = response.statusCode ?? 0;
  if (!REDIRECT_STATUSES.has(status)) return null;
  const location = response.headers.location;
  return location ? location : null;
}

async function readResponse(
  url: URL,
  response: IncomingMessage,
  options: TSafeFetchOptions,
): Promise<TSafeFetchResponse> {
  const status = response.statusCode ?? 0;
  const contentType = response.headers['content-type'] ?? '';
  const refusal = findResponseRefusal(response, status, contentType, options);
  if (refusal) {
    response.destroy();
    throw refusal;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decodeBody(response)) {
    const data = chunk as Buffer;
    total += data.length;
    if (total > options.maxBytes) {
      response.destroy();
      throw new SafeFetchError('too-large');
    }
    chunks.push(data);
  }
  return { finalUrl: url.href, status, contentType, body: Buffer.concat(chunks) };
}

function findResponseRefusal(
  response: IncomingMessage,
  status: number,
  contentType: string,
  options: TSafeFetchOptions,
): SafeFetchError | null {
  if (status < 200 || status > 299) return new SafeFetchError('http-status', status);
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_MEDIA_TYPES[options.accept].has(mediaType)) {
    return new SafeFetchError(options.accept === 'html' ? 'not-html' : 'not-image');
  }
  const declaredLength = Number(response.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
    return new SafeFetchError('too-large');
  }
  if (!readDecoder(response.headers['content-encoding'])) return new SafeFetchError('network');
  return null;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
