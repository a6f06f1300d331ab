import { useEffect, useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

function readHash(): string {
  return window.location.hash;
}

/**
 * Notification links end in #gifts, #your-gifts or #my-gifts. The browser's own jump happens before
 * the panel exists (its data loads after the page), so once the panel is shown (`isReady`), it is
 * brought into view and takes the focus (screen readers start reading there). `onArrive` runs when the
 * hash appears, also on a page already open (a notification opened from the drawer).
 */
export function useScrollToHash(id: string, isReady: boolean, onArrive?: () => void): void {
  const hash = useLocationProperty(readHash);
  const isTarget = hash === `#${id}`;
  const handledRef = useRef(false);
  const onArriveRef = useRef(onArrive);
  onArriveRef.current = onArrive;

  useEffect(() => {
    if (!isTarget) {
      handledRef.current = false;
      return;
    }
    onArriveRef.current?.();
  }, [isTarget]);

  useEffect(() => {
    if (!isTarget || !isReady || handledRef.current) return;
    // After this commit's effects: the app scrolls to the top on each new page, in an effect of its own.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      handledRef.current = true;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, isTarget, isReady]);
}
