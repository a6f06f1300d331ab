import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, type TDatabaseStatus } from './database-status';

type TJob = {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  isRunAtStart: boolean;
  isRunAtStop: boolean;
};

export type TBackgroundJobs = {
  /**
   * Runs `run` every `intervalMs` once started, never two runs of one job at a time on this instance
   * (a tick that finds the last run still going is skipped). `isRunAtStart`: once more at start;
   * `isRunAtStop`: once more when the app stops, for work held in memory.
   */
  every: (
    name: string,
    intervalMs: number,
    run: () => Promise<unknown>,
    options?: { isRunAtStart?: boolean; isRunAtStop?: boolean },
  ) => void;
  start: () => void;
  /** Stops the timers, waits for runs under way, then runs the jobs that hold work in memory once more. */
  stop: () => Promise<void>;
  /** Runs one job now (tests, and work that should not wait for its timer). */
  runNow: (name: string) => Promise<void>;
};

/**
 * The app's background work, in this process. Every job must be safe to run on several instances
 * against one PostgreSQL at the same time: a job's work is decided by the database (unique keys,
 * conditional updates), never by which instance runs it.
 *
 * While `databaseStatus` says the database is unreachable, timer ticks are skipped (one log line when
 * the jobs pause, one when they resume), and a run that fails because the database went away reports
 * the outage to the status instead of logging an error of its own.
 */
export function createBackgroundJobs(
  log: FastifyBaseLogger,
  options: {
    /** Told of every finished run (the metrics). */
    onRunEnd?: (name: string, isFailed: boolean) => void;
    databaseStatus?: Pick<TDatabaseStatus, 'isDown' | 'markDown'>;
  } = {},
): TBackgroundJobs {
  const { onRunEnd = () => {}, databaseStatus } = options;
  const jobs = new Map<string, TJob>();
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let isStarted = false;
  let pause: { skippedRuns: number } | null = null;

  function isWaitingForDatabase(): boolean {
    if (databaseStatus?.isDown()) {
      if (!pause) {
        pause = { skippedRuns: 0 };
        log.warn('background jobs paused: the database is unreachable');
      }
      pause.skippedRuns += 1;
      return true;
    }
    if (pause) {
      log.info({ skippedRuns: pause.skippedRuns }, 'background jobs resumed');
      pause = null;
    }
    return false;
  }

  function reportFailure(name: string, error: unknown): void {
    if (databaseStatus && isDatabaseUnavailable(error)) databaseStatus.markDown(error);
    else log.error({ err: error, job: name }, 'background job failed');
  }

  function runNow(name: string): Promise<void> {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`no background job named ${name}`));
    const current = running.get(name);
    if (current) return current.then(() => runNow(name));
    const run = job
      .run()
      .then(() => onRunEnd(name, false))
      .catch((error: unknown) => {
        onRunEnd(name, true);
        reportFailure(name, error);
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    every(name, intervalMs, run, { isRunAtStart = false, isRunAtStop = false } = {}) {
      jobs.set(name, { name, intervalMs, run, isRunAtStart, isRunAtStop });
    },
    start() {
      if (isStarted) return;
      isStarted = true;
      for (const job of jobs.values()) {
        const timer = setInterval(() => {
          if (!running.has(job.name) && !isWaitingForDatabase()) void runNow(job.name);
        }, job.intervalMs);
        timer.unref();
        timers.push(timer);
        if (job.isRunAtStart) void runNow(job.name);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      isStarted = false;
      await Promise.all(running.values());
      for (const job of jobs.values()) if (job.isRunAtStop) await runNow(job.name);
    },
    runNow,
  };
}
