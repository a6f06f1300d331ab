import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import { compareItemsAsShown } from '#shared/item-order';
import * as pagePaths from '#shared/page-path-builders';
import type { TItem } from '#shared/schemas/needs-list';
import { useReorderItems } from '../api/reorder-items';
import { useItemFocusAfterRender } from '../hooks/use-item-focus-after-render';
import type { TItemRemovals } from '../hooks/use-item-removals';
import { useRemovalActions } from '../hooks/use-removal-actions';
import { ItemForm, NEW_ITEM_NAME_ID } from './item-form';
import { ItemRow } from './item-row';
import { RemovedItemRow } from './removed-item-row';

const t = createTranslator(catalog);

/**
 * "Pick them from the catalog": to the product search, which then adds to this list (a first item may
 * come from there, so the draft is saved first).
 */
function CatalogLink({
  listId,
  ensureListId,
  onError,
}: {
  listId: string | null;
  ensureListId: () => Promise<string | null>;
  onError: (message: string) => void;
}) {
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      onClick={async () => {
        const id = listId ?? (await ensureListId());
        if (id) navigate(pagePaths.productsForList(id));
        else onError(t('list-editor.draftNotSaved'));
      }}
      className="inline font-semibold text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      {t('list-editor.items.catalog')}
    </button>
  );
}

/**
 * The items in the order donors see them: all of them (`ordered`, as the server has them), those on
 * screen (`shown`: an item being removed on the server is gone, one that can still be undone shows as
 * such) and those that are on the list as the family sees it (`visible`).
 */
function arrangeItems(items: TItem[], states: TItemRemovals['states']) {
  const ordered = [...items].sort(compareItemsAsShown);
  const shown = ordered.filter((item) => states.get(item.id) !== 'sending');
  return { ordered, shown, visible: shown.filter((item) => !states.has(item.id)) };
}

/** Every item's id in order, with these two swapped (the server takes every item, removed ones too). */
function swapIds(ordered: TItem[], first: TItem, second: TItem): string[] {
  return ordered.map((item) => (item === first ? second.id : item === second ? first.id : item.id));
}

export function ItemsEditor({
  listId,
  items,
  isPublished,
  removals,
  ensureListId,
  onPendingItemChange,
}: {
  listId: string | null;
  items: TItem[];
  /** A published list keeps at least one item. */
  isPublished: boolean;
  /** Removals, each undoable for a few seconds (the editor sends what waits before publishing). */
  removals: TItemRemovals;
  /** Saves the draft first when there is none yet: the first item can come before anything else. */
  ensureListId: () => Promise<string | null>;
  /** The name of an item typed but not added yet (null: none). */
  onPendingItemChange?: (name: string | null) => void;
}) {
  const reorderItems = useReorderItems();
  const [error, setError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The count makes a repeated message ("Moved Diapers up." twice) a new one for screen readers.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useItemFocusAfterRender(listRef, NEW_ITEM_NAME_ID);
  const removal = useRemovalActions({
    listRef,
    removals,
    isPublished,
    newItemId: NEW_ITEM_NAME_ID,
    onRefused: setError,
    onRestored: (item) => {
      focusAfterRender.current = { itemId: item.id, action: 'edit' };
      announce(t('list-editor.removal.restored', { name: item.name }));
    },
  });
  const { ordered, shown, visible } = arrangeItems(items, removals.states);
  const isEditingAny = editingId !== null;

  const onMove = async (index: number, offset: -1 | 1) => {
    const moved = visible[index];
    const neighbour = visible[index + offset];
    if (!listId || !moved || !neighbour) return;
    setError(null);
    try {
      await reorderItems.mutateAsync({ listId, ids: swapIds(ordered, moved, neighbour) });
      focusAfterRender.current = { itemId: moved.id, action: offset < 0 ? 'up' : 'down' };
      announce(
        t(offset < 0 ? 'list-editor.items.movedUp' : 'list-editor.items.movedDown', { name: moved.name }),
      );
    } catch (moveError) {
      setError(readApiErrorMessage(moveError));
    }
  };

  const catalogLinkProps = { listId, ensureListId, onError: setError };
  return (
    <div ref={listRef} className="grid gap-4">
      {error || removals.failure ? <FormAlert>{error ?? removals.failure}</FormAlert> : null}
      {shown.length === 0 ? (
        <p className="text-slate-700">
          {t('list-editor.items.first')} <CatalogLink {...catalogLinkProps} />
        </p>
      ) : (
        <>
          <p className="text-slate-700 text-sm">
            {t('list-editor.items.order')} <CatalogLink {...catalogLinkProps} />
          </p>
          <ul className="grid gap-2">
            {shown.map((item) => {
              if (removals.states.has(item.id)) {
                return (
                  <RemovedItemRow
                    key={item.id}
                    item={item}
                    onUndo={() => removal.onUndo(item)}
                    onFocus={() => removal.onUndoFocus(item.id)}
                  />
                );
              }
              const index = visible.indexOf(item);
              if (item.id === editingId) {
                return (
                  <li key={item.id}>
                    <ItemForm
                      listId={listId}
                      ensureListId={ensureListId}
                      item={item}
                      onDone={() => {
                        setEditingId(null);
                        focusAfterRender.current = { itemId: item.id, action: 'edit' };
                      }}
                    />
                  </li>
                );
              }
              return (
                <ItemRow
                  key={item.id}
                  item={item}
                  canMoveUp={visible[index - 1]?.priority === item.priority && !reorderItems.isPending}
                  canMoveDown={visible[index + 1]?.priority === item.priority && !reorderItems.isPending}
                  isEditingAny={isEditingAny}
                  onEdit={() => setEditingId(item.id)}
                  onMove={(offset) => void onMove(index, offset)}
                  onRemove={() => removal.onRemove(visible, index)}
                />
              );
            })}
          </ul>
        </>
      )}
      <ItemForm
        listId={listId}
        ensureListId={ensureListId}
        onPendingChange={onPendingItemChange}
        onAdded={(name) => {
          focusAfterRender.current = { itemId: null, action: 'new' };
          announce(t('list-editor.items.added', { name }));
        }}
      />
      <p role="status" aria-live="polite" className="font-semibold text-slate-800 text-sm empty:hidden">
        {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
      </p>
    </div>
  );
}
