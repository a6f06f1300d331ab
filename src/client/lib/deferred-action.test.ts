import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredAction } from './deferred-action';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an action that can be undone for a few seconds', () => {
  it('runs once the delay is over, not before', () => {
    const run = vi.fn();
    const action = createDeferredAction(run, 10_000);
    action.start();
    vi.advanceTimersByTime(9_999);
    expect(run).not.toHaveBeenCalled();
    expect(action.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(false);
    expect(action.isPending()).toBe(false);
  });

  it('never runs once undone', () => {
    const run = vi.fn();
    const action = createDeferredAction(run, 10_000);
    action.start();
    expect(action.undo()).toBe(true);
    vi.advanceTimersByTime(60_000);
    action.flush();
    expect(run).not.toHaveBeenCalled();
    expect(action.undo()).toBe(false);
  });

  it('runs at once, and only once, when the page is left while it waits', () => {
    const run = vi.fn();
    const action = createDeferredAction(run, 10_000);
    action.flush();
    expect(run).not.toHaveBeenCalled();
    action.start();
    action.start();
    action.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith(true);
    vi.advanceTimersByTime(60_000);
    action.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
