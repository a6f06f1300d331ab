import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundJobs } from './background-jobs';

const log = pino({ level: 'silent' });

afterEach(() => {
  vi.useRealTimers();
});

describe('background jobs', () => {
  it('run on their timer, skipping a tick while the last run is still going', async () => {
    vi.useFakeTimers();
    const jobs = createBackgroundJobs(log);
    let runs = 0;
    let finish: () => void = () => {};
    jobs.every('slow', 1000, () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(5000); // five ticks while the first run is still going
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish();
    await jobs.stop();
  });

  it('run at start when asked, and at stop only the ones holding work in memory', async () => {
    const jobs = createBackgroundJobs(log);
    const calls: string[] = [];
    jobs.every('views', 60_000, async () => calls.push('views'), { isRunAtStop: true });
    jobs.every('places', 60_000, async () => calls.push('places'), { isRunAtStart: true });
    jobs.start();
    await jobs.stop();
    expect(calls).toEqual(['places', 'views']);
  });

  it('keep going after a failed run, and report it', async () => {
    const errors: unknown[] = [];
    const jobs = createBackgroundJobs({
      ...log,
      error: (entry: unknown) => errors.push(entry),
    } as typeof log);
    let attempts = 0;
    jobs.every('flaky', 60_000, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database away');
    });
    await jobs.runNow('flaky');
    await jobs.runNow('flaky');
    expect(attempts).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('skip their ticks while the database is down, with one line when they pause and one when they resume', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const record = (_entry: unknown, message?: string) => lines.push(String(message ?? _entry));
    const testLog = { ...log, warn: record, info: record, error: record } as unknown as typeof log;
    let isDown = false;
    const outages: unknown[] = [];
    const status = {
      isDown: () => isDown,
      markDown: (error: unknown) => {
        outages.push(error);
        isDown = true;
      },
    };
    const jobs = createBackgroundJobs(testLog, { databaseStatus: status });
    let runs = 0;
    jobs.every('views', 1000, async () => {
      runs += 1;
      if (runs === 2)
        throw new Error('Failed query: update x', { cause: new Error('Connection terminated') });
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(2000); // the second run meets the outage
    expect(runs).toBe(2);
    expect(outages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    isDown = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    await jobs.stop();
    expect(lines).toEqual(['background jobs paused: the database is unreachable', 'background jobs resumed']);
  });
});
