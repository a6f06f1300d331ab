import { ArrowDown, ArrowUp, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TItem } from '#shared/schemas/needs-list';
import { formatPrice, formatPriority } from '../utils/list-labels';

const t = createTranslator(catalog);

/** "Normal priority · $24.99 each · Target": what the family set for an item, besides its name. */
function describeItemDetails(item: TItem): string {
  const price = formatPrice(item.priceCents, item.currency);
  return [
    formatPriority(item.priority),
    price ? t('list-editor.item.each', { price }) : null,
    item.retailer || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

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
 * One item in the editor: what it is, and its buttons to change, move (within its priority) or remove
 * it. While another item is open, none of them works: opening another would drop its unsaved changes.
 */
export function ItemRow({
  item,
  canMoveUp,
  canMoveDown,
  isEditingAny,
  onEdit,
  onMove,
  onRemove,
}: {
  item: TItem;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isEditingAny: boolean;
  onEdit: () => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="wrap-anywhere font-semibold text-slate-900">
          {item.quantity} × {item.name}
        </p>
        <p className="text-slate-700 text-sm">{describeItemDetails(item)}</p>
      </div>
      <div className="flex gap-1">
        <ItemActionButton
          item={item}
          action="edit"
          label={t('list-editor.item.change', { name: item.name })}
          icon={Pencil}
          disabled={isEditingAny}
          onClick={onEdit}
        />
        <ItemActionButton
          item={item}
          action="up"
          label={t('list-editor.item.moveUp', { name: item.name })}
          icon={ArrowUp}
          disabled={!canMoveUp || isEditingAny}
          onClick={() => onMove(-1)}
        />
        <ItemActionButton
          item={item}
          action="down"
          label={t('list-editor.item.moveDown', { name: item.name })}
          icon={ArrowDown}
          disabled={!canMoveDown || isEditingAny}
          onClick={() => onMove(1)}
        />
        <ItemActionButton
          item={item}
          action="remove"
          label={t('list-editor.item.remove', { name: item.name })}
          icon={Trash2}
          disabled={isEditingAny}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
