import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../db/client';
import { STOPPING, sendUnavailable } from '../plugins/errors';

export type TStopState = {
  /** From the stop signal on: health answers 503 so that a load balancer sends no more requests. */
  isDraining: () => boolean;
  /** From app.close() on: the listener is closed and requests still arriving are refused. */
  isClosing: () => boolean;
  startDraining: () => void;
  markClosing: () => void;
};

export function createStopState(): TStopState {
  let isDraining = false;
  let isClosing = false;
  return {
    isDraining: () => isDraining || isClosing,
    isClosing: () => isClosing,
    startDraining: () => {
      isDraining = true;
    },
    markClosing: () => {
      isClosing = true;
    },
  };
}

/**
 * Requests that arrive on an open connection once the app is closing (Fastify's own 503 is turned off)
 * get 503 with Retry-After and { message }. While draining, every answer closes its connection, so
 * that a client's next request opens a new one, which the load balancer sends to another instance.
 */
export function registerStopRules(app: FastifyInstance, state: TStopState): void {
  app.addHook('preClose', (done) => {
    state.markClosing();
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!state.isDraining()) return done();
    reply.header('connection', 'close');
    if (state.isClosing()) {
      sendUnavailable(reply, STOPPING);
      return;
    }
    done();
  });
}

export type TStopResult = { isClean: boolean; seconds: number };

/**
 * The stop on SIGTERM: health answers 503 at once and requests are still served for `drainMs` (the
 * load balancer's health checks see the 503 and stop sending), then app.close() stops the listener,
 * waits for requests in flight and runs the app's onClose hooks (the work held in memory is written
 * there: list views), then the database closes. Settles within drainMs + timeoutMs either way.
 */
export async function stopGracefully(options: {
  app: FastifyInstance;
  stopState: TStopState;
  database: TDatabaseHandle;
  drainMs: number;
  timeoutMs: number;
  signal: string;
}): Promise<TStopResult> {
  const { app, stopState, database, drainMs, timeoutMs, signal } = options;
  const startedAt = performance.now();
  const measureSeconds = () => Math.round((performance.now() - startedAt) / 10) / 100;
  stopState.startDraining();
  app.log.info({ signal, drainMs }, 'stopping: health answers 503 (draining)');
  const close = async () => {
    await sleep(drainMs);
    app.log.info('stopping: closing the listener and finishing the requests in flight');
    // The listener's close ends the connections idle at that moment; a keep-alive connection whose
    // request finishes later would otherwise stay open (and hold the stop) until its keep-alive ends.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
    await database.close();
  };
  const outcome = await Promise.race([
    close().then(
      () => 'stopped' as const,
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        return 'failed' as const;
      },
    ),
    sleep(drainMs + timeoutMs, 'timed-out' as const, { ref: false }),
  ]);
  const seconds = measureSeconds();
  if (outcome === 'timed-out') {
    app.log.error(
      { seconds },
      `stop did not finish within ${(drainMs + timeoutMs) / 1000} s: exiting anyway`,
    );
  } else if (outcome === 'stopped') {
    app.log.info({ seconds }, 'stopped');
  }
  return { isClean: outcome === 'stopped', seconds };
}
