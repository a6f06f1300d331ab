import { type RefObject, useEffect, useRef } from 'react';

export type TItemFocusTarget =
  | { itemId: string; action: 'up' | 'down' | 'edit' }
  | { itemId: null; action: 'new' };

/**
 * Where the focus goes once the items have re-rendered after a move, a removal or an edit: set the
 * returned ref's `current`. A button that is gone or disabled now hands over to its neighbour; `new`
 * is the field for the next item (`newItemId`).
 */
export function useItemFocusAfterRender(listRef: RefObject<HTMLElement | null>, newItemId: string) {
  const focusAfterRender = useRef<TItemFocusTarget | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    const root = listRef.current;
    if (!target || !root) return;
    focusAfterRender.current = null;
    const find = (action: string) =>
      root.querySelector<HTMLButtonElement>(
        `[data-item-id="${target.itemId}"][data-item-action="${action}"]:not([disabled])`,
      );
    const element =
      target.action === 'new'
        ? document.getElementById(newItemId)
        : (find(target.action) ?? find(target.action === 'up' ? 'down' : 'up') ?? find('edit'));
    element?.focus();
  });

  return focusAfterRender;
}
