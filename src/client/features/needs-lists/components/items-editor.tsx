import { ArrowDown, ArrowUp, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { readApiErrorMessage } from '#client/lib/request';
import { compareItemsAsShown } from '#shared/item-order';
import * as pagePaths from '#shared/page-path-builders';
import type { TItem } from '#shared/schemas/needs-list';
import { useRemoveItem } from '../api/remove-item';
import { useReorderItems } from '../api/reorder-items';
import { formatPrice, formatPriority } from '../utils/list-labels';
import { ItemForm, NEW_ITEM_NAME_ID } from './item-form';

/** An item's icon button; `data-item-*` lets the focus find it again after the list re-renders. */
function ItemActionButton({
  item,
  action,
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  item: TItem;
  action: 'edit' | 'up' | 'down' | 'remove';
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="md"
      aria-label={label}
      data-item-id={item.id}
      data-item-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

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
        else onError('Your draft could not be saved yet. Try again.');
      }}
      className="inline font-semibold text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      Pick them from the catalog
    </button>
  );
}

type TFocusTarget = { itemId: string; action: 'up' | 'down' | 'edit' } | { itemId: null; action: 'new' };

export function ItemsEditor({
  listId,
  items,
  ensureListId,
  onPendingItemChange,
}: {
  listId: string | null;
  items: TItem[];
  /** Saves the draft first when there is none yet: the first item can come before anything else. */
  ensureListId: () => Promise<string | null>;
  /** The name of an item typed but not added yet (null: none). */
  onPendingItemChange?: (name: string | null) => void;
}) {
  const removeItem = useRemoveItem();
  const reorderItems = useReorderItems();
  const [error, setError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The count makes a repeated message ("Moved Diapers up." twice) a new one for screen readers.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  const listRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the list has re-rendered after a move, a removal or an edit.
  const focusAfterRender = useRef<TFocusTarget | null>(null);
  const shown = [...items].sort(compareItemsAsShown);
  const isEditingAny = editingId !== null;

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
        ? document.getElementById(NEW_ITEM_NAME_ID)
        : (find(target.action) ?? find(target.action === 'up' ? 'down' : 'up') ?? find('edit'));
    element?.focus();
  });

  const onMove = async (index: number, offset: -1 | 1) => {
    const ids = shown.map((item) => item.id);
    const target = index + offset;
    const moved = shown[index];
    if (!listId || !moved || target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target] ?? '', ids[index] ?? ''];
    setError(null);
    try {
      await reorderItems.mutateAsync({ listId, ids });
      focusAfterRender.current = { itemId: moved.id, action: offset < 0 ? 'up' : 'down' };
      announce(`Moved ${moved.name} ${offset < 0 ? 'up' : 'down'}.`);
    } catch (moveError) {
      setError(readApiErrorMessage(moveError));
    }
  };

  const onRemove = async (index: number) => {
    const removed = shown[index];
    if (!listId || !removed) return;
    const next = shown[index + 1] ?? shown[index - 1];
    setError(null);
    try {
      await removeItem.mutateAsync({ listId, itemId: removed.id });
      focusAfterRender.current = next ? { itemId: next.id, action: 'edit' } : { itemId: null, action: 'new' };
      announce(`Removed ${removed.name}.`);
    } catch (removeError) {
      setError(readApiErrorMessage(removeError));
    }
  };

  const catalogLinkProps = { listId, ensureListId, onError: setError };
  return (
    <div ref={listRef} className="grid gap-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {shown.length === 0 ? (
        <p className="text-slate-700">
          Start with what your family needs most; add more after it. <CatalogLink {...catalogLinkProps} />
        </p>
      ) : (
        <>
          <p className="text-slate-700 text-sm">
            Donors see the most needed items first. The arrows change the order of items with the same
            priority. <CatalogLink {...catalogLinkProps} />
          </p>
          <ul className="grid gap-2">
            {shown.map((item, index) => {
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
              const isFirstOfPriority = shown[index - 1]?.priority !== item.priority;
              const isLastOfPriority = shown[index + 1]?.priority !== item.priority;
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="wrap-anywhere font-semibold text-slate-900">
                      {item.quantity} × {item.name}
                    </p>
                    <p className="text-slate-700 text-sm">
                      {formatPriority(item.priority)}
                      {item.priceCents !== null
                        ? ` · ${formatPrice(item.priceCents, item.currency)} each`
                        : ''}
                      {item.retailer ? ` · ${item.retailer}` : ''}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    {/* One item at a time: opening another would drop the open one's unsaved changes. */}
                    <ItemActionButton
                      item={item}
                      action="edit"
                      label={`Change ${item.name}`}
                      icon={Pencil}
                      disabled={isEditingAny}
                      onClick={() => setEditingId(item.id)}
                    />
                    <ItemActionButton
                      item={item}
                      action="up"
                      label={`Move ${item.name} up`}
                      icon={ArrowUp}
                      disabled={isFirstOfPriority || reorderItems.isPending || isEditingAny}
                      onClick={() => void onMove(index, -1)}
                    />
                    <ItemActionButton
                      item={item}
                      action="down"
                      label={`Move ${item.name} down`}
                      icon={ArrowDown}
                      disabled={isLastOfPriority || reorderItems.isPending || isEditingAny}
                      onClick={() => void onMove(index, 1)}
                    />
                    <ItemActionButton
                      item={item}
                      action="remove"
                      label={`Remove ${item.name}`}
                      icon={Trash2}
                      disabled={isEditingAny}
                      onClick={() => void onRemove(index)}
                    />
                  </div>
                </li>
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
          announce(`Added “${name}” to your list.`);
        }}
      />
      <p role="status" aria-live="polite" className="font-semibold text-slate-800 text-sm empty:hidden">
        {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
      </p>
    </div>
  );
}
