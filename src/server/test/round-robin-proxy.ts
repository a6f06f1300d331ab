import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer on loopback, as tests and the rolling-restart check need one: it sends each
 * request to the next instance in turn, appends the client's address to X-Forwarded-For as one
 * trusted hop does (TRUST_PROXY=1), takes an instance out while its health check fails, and tries
 * the next instance when a connection fails before an answer: any request whose connection was
 * refused (it never reached an instance), and a safe request (GET, HEAD, OPTIONS) whatever the failure.
 */
export type TRoundRobinProxy = {
  url: string;
  /** The instances' addresses (http://host:port), in turn order; can change while it runs. */
  setBackends: (urls: readonly string[]) => void;
  stats: () => TProxyStats;
  close: () => Promise<void>;
};

export type TProxyStats = {
  requests: number;
  /** Requests the proxy answered 502 itself: no instance could take them. */
  failures: number;
  /** Extra attempts made after a connection failure. */
  retries: number;
  /** Requests that needed at least one retry and still got no answer from an instance. */
  retriedAndDropped: number;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const RETRY_PAUSE_MS = 50;

type TBackend = { url: URL; isHealthy: boolean };

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startRoundRobinProxy(options: {
  backends: readonly string[];
  host?: string;
  port?: number;
  /** Polls each instance's health (GET healthPath, 200 = in) this often; 0 turns it off. */
  healthCheckMs?: number;
  healthPath?: string;
}): Promise<TRoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let backends: TBackend[] = [];
  let turn = 0;
  const stats: TProxyStats = { requests: 0, failures: 0, retries: 0, retriedAndDropped: 0 };

  const setBackends = (urls: readonly string[]) => {
    backends = urls.map((url) => ({
      url: new URL(url),
      isHealthy: backends.find((known) => known.url.href === new URL(url).href)?.isHealthy ?? true,
    }));
  };
  setBackends(options.backends);

  function pickBackend(tried: Set<TBackend>): TBackend | undefined {
    const candidates = backends.filter((backend) => backend.isHealthy && !tried.has(backend));
    const pool = candidates.length > 0 ? candidates : backends.filter((backend) => !tried.has(backend));
    turn += 1;
    return pool[turn % Math.max(1, pool.length)];
  }

  function forward(
    backend: TBackend,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ): Promise<'answered' | 'refused' | 'failed'> {
    return new Promise((resolve) => {
      const headers = { ...request.headers };
      for (const name of HOP_HEADERS) delete headers[name];
      const client = request.socket.remoteAddress ?? '';
      const forwarded = request.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${client}` : client;
      headers['content-length'] = String(body.length);
      const outgoing = http.request(
        {
          agent,
          host: backend.url.hostname,
          port: backend.url.port,
          method: request.method,
          path: request.url,
          headers,
        },
        (answer) => {
          const answerHeaders = { ...answer.headers };
          for (const name of HOP_HEADERS) delete answerHeaders[name];
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
          answer.on('end', () => resolve('answered'));
          answer.on('error', () => {
            response.destroy();
            resolve('answered');
          });
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        resolve(response.headersSent ? 'answered' : error.code === 'ECONNREFUSED' ? 'refused' : 'failed');
      });
      outgoing.end(body);
    });
  }

  async function onRequest(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    stats.requests += 1;
    const body = await readBody(request);
    const isSafe = SAFE_METHODS.has(request.method ?? 'GET');
    const tried = new Set<TBackend>();
    let attempts = 0;
    // Each instance once, then once more each after a pause (an instance restarting comes back).
    while (attempts < backends.length * 2) {
      if (tried.size >= backends.length) {
        tried.clear();
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
      const backend = pickBackend(tried);
      if (!backend) break;
      tried.add(backend);
      if (attempts > 0) stats.retries += 1;
      attempts += 1;
      const outcome = await forward(backend, request, body, response);
      if (outcome === 'answered') return;
      backend.isHealthy = false;
      if (outcome === 'failed' && !isSafe) break;
    }
    stats.failures += 1;
    if (attempts > 1) stats.retriedAndDropped += 1;
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'No instance could answer.' }));
  }

  const server = http.createServer((request, response) => {
    onRequest(request, response).catch(() => response.destroy());
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  const healthCheckMs = options.healthCheckMs ?? 0;
  const checkHealth = () => {
    for (const backend of backends) {
      const probe = http.get(
        new URL(options.healthPath ?? '/api/health', backend.url),
        { timeout: Math.max(200, healthCheckMs) },
        (answer) => {
          backend.isHealthy = answer.statusCode === 200;
          answer.resume();
        },
      );
      probe.on('error', () => {
        backend.isHealthy = false;
      });
      probe.on('timeout', () => probe.destroy());
    }
  };
  const healthTimer = healthCheckMs > 0 ? setInterval(checkHealth, healthCheckMs) : undefined;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    setBackends,
    stats: () => ({ ...stats }),
    async close() {
      clearInterval(healthTimer);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
