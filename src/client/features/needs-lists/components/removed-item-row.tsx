import { Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TItem } from '#shared/schemas/needs-list';
import { REMOVAL_UNDO_SECONDS } from '../hooks/use-item-removals';

const t = createTranslator(catalog);

/**
 * Where an item was, for the few seconds its removal can be undone (nothing is sent yet). In the list
 * itself rather than in a passing message, so on a phone it covers no field; the Undo button takes the
 * focus, as the button pressed has gone.
 */
export function RemovedItemRow({
  item,
  onUndo,
  onFocus,
}: {
  item: TItem;
  onUndo: () => void;
  /** Its Undo button has the focus (which moves on when the row goes). */
  onFocus: () => void;
}) {
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undoRef.current?.focus();
  }, []);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 border-dashed bg-slate-50 p-3">
      <p role="status" className="min-w-0 flex-1 basis-48 text-slate-800">
        <span className="block wrap-anywhere font-semibold">
          {t('list-editor.removal.done', { name: item.name })}
        </span>
        <span className="block text-sm">
          {t('list-editor.removal.hint', { seconds: REMOVAL_UNDO_SECONDS })}
        </span>
      </p>
      <Button
        ref={undoRef}
        variant="secondary"
        aria-label={t('list-editor.removal.undoLabel', { name: item.name })}
        onClick={onUndo}
        onFocus={onFocus}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {t('list-editor.removal.undo')}
      </Button>
    </li>
  );
}
