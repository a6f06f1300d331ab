import { type RefObject, useLayoutEffect, useRef } from 'react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TItem } from '#shared/schemas/needs-list';
import type { TItemFocusTarget } from './use-item-focus-after-render';
import type { TItemRemovals } from './use-item-removals';

const t = createTranslator(catalog);

/** Why removing `item` cannot be asked of the server at all (said at once), or null. */
function findRemovalRefusal(item: TItem, isPublished: boolean, visibleCount: number): string | null {
  if (item.quantityReserved > 0 || item.quantityPurchased > 0) return t('list-editor.removal.hasGifts');
  if (isPublished && visibleCount <= 1) return t('list-editor.removal.lastItem');
  return null;
}

/**
 * The editor's Remove and Undo. Remove first says at once what the server would refuse (an item donors
 * gave, a published list's last item); else the item's "removed, undo" row takes its place. When that
 * row goes because the removal was sent, the focus its Undo button had moves on: to the item that was
 * after it (or before it), or to the field for a new item (`newItemId`); a button taken out of the page
 * would leave it nowhere.
 */
export function useRemovalActions({
  listRef,
  removals,
  isPublished,
  newItemId,
  onRefused,
  onRestored,
}: {
  listRef: RefObject<HTMLElement | null>;
  removals: TItemRemovals;
  isPublished: boolean;
  newItemId: string;
  /** What keeps the item, or null when it is on its way out. */
  onRefused: (refusal: string | null) => void;
  /** Undone: the item is back where it was. */
  onRestored: (item: TItem) => void;
}) {
  // The row whose Undo button last had the focus, and where the focus goes after each row.
  const focusedRowRef = useRef<string | null>(null);
  const nextRef = useRef(new Map<string, TItemFocusTarget>());

  useLayoutEffect(() => {
    const itemId = focusedRowRef.current;
    if (itemId === null || removals.states.get(itemId) === 'waiting') return;
    focusedRowRef.current = null;
    const next = nextRef.current.get(itemId);
    nextRef.current.delete(itemId);
    // Only when the focus was lost with the row, not when the family had moved it elsewhere.
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const element = next?.itemId
      ? listRef.current?.querySelector<HTMLElement>(
          `[data-item-id="${next.itemId}"][data-item-action="edit"]`,
        )
      : document.getElementById(newItemId);
    element?.focus();
  });

  /** Removes the item at `index` of those shown (`visible`, the rows being undoable left out). */
  const onRemove = (visible: TItem[], index: number) => {
    const removed = visible[index];
    if (!removed) return;
    const refusal = findRemovalRefusal(removed, isPublished, visible.length);
    onRefused(refusal);
    if (refusal) return;
    const next = visible[index + 1] ?? visible[index - 1];
    nextRef.current.set(
      removed.id,
      next ? { itemId: next.id, action: 'edit' } : { itemId: null, action: 'new' },
    );
    removals.start(removed);
  };

  const onUndo = (item: TItem) => {
    if (!removals.undo(item.id)) return;
    if (focusedRowRef.current === item.id) focusedRowRef.current = null;
    nextRef.current.delete(item.id);
    onRestored(item);
  };

  const onUndoFocus = (itemId: string) => {
    focusedRowRef.current = itemId;
  };

  return { onRemove, onUndo, onUndoFocus };
}
