import { ArrowDown, ArrowUp, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { TItem } from '#shared/schemas/needs-list';
import { formatPrice, formatPriority } from '../utils/list-labels';

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
        <p className="text-slate-700 text-sm">
          {formatPriority(item.priority)}
          {item.priceCents !== null ? ` · ${formatPrice(item.priceCents, item.currency)} each` : ''}
          {item.retailer ? ` · ${item.retailer}` : ''}
        </p>
      </div>
      <div className="flex gap-1">
        <ItemActionButton
          item={item}
          action="edit"
          label={`Change ${item.name}`}
          icon={Pencil}
          disabled={isEditingAny}
          onClick={onEdit}
        />
        <ItemActionButton
          item={item}
          action="up"
          label={`Move ${item.name} up`}
          icon={ArrowUp}
          disabled={!canMoveUp || isEditingAny}
          onClick={() => onMove(-1)}
        />
        <ItemActionButton
          item={item}
          action="down"
          label={`Move ${item.name} down`}
          icon={ArrowDown}
          disabled={!canMoveDown || isEditingAny}
          onClick={() => onMove(1)}
        />
        <ItemActionButton
          item={item}
          action="remove"
          label={`Remove ${item.name}`}
          icon={Trash2}
          disabled={isEditingAny}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
