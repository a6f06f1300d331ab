import { useEffect, useRef } from 'react';

/** `run` called once the calls stop for `delayMs` (the last call's arguments win). */
export function useDebouncedCallback<TArgs extends unknown[]>(
  run: (...args: TArgs) => void,
  delayMs: number,
): { call: (...args: TArgs) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  latest.current = run;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    call: (...args: TArgs) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delayMs);
    },
    cancel,
  };
}
