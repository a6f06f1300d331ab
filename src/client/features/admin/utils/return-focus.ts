import type { RefObject } from 'react';

/**
 * After an action, focus goes back to the button that started it, or, when the action took that
 * button away (a hidden list leaves its group), to `fallbackRef`. It waits a turn of the event loop
 * so the refreshed data is on screen before deciding.
 */
export function returnFocus(trigger: HTMLElement | null, fallbackRef: RefObject<HTMLElement | null>): void {
  setTimeout(() => {
    if (trigger?.isConnected) trigger.focus();
    else fallbackRef.current?.focus();
  }, 0);
}
