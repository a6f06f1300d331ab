import { useCallback, useEffect, useRef } from 'react';

/** One pending timer: scheduling again replaces it, and it is cleared when the component goes away. */
export function useSaveTimer(onFire: () => void) {
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onFireRef = useRef(onFire);
  onFireRef.current = onFire;

  const cancelTimer = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  const schedule = useCallback(
    (delayMs: number) => {
      cancelTimer();
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        onFireRef.current();
      }, delayMs);
    },
    [cancelTimer],
  );

  useEffect(() => cancelTimer, [cancelTimer]);

  return { schedule, cancelTimer };
}
