import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-editor.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { describePendingItem } from '../utils/editor-problems';

const t = createTranslator(catalog);

/** A draft can be filled in before the email address is confirmed, not published. */
export function VerifyEmailFirstNote() {
  return (
    <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
      <RichText
        t={t}
        id="list-editor.verifyFirst"
        components={{
          0: <Link href={PAGE_PATHS.verifyEmail} className="font-semibold text-teal-800 underline" />,
        }}
      />
    </p>
  );
}

/** Under a published list's editor: changes go live as they are saved; an item typed but not added is said. */
export function LiveListFooter({
  listId,
  pendingItemName,
  onGoToPendingItem,
}: {
  listId: string | null;
  pendingItemName: string | null;
  onGoToPendingItem: () => void;
}) {
  return (
    <div className="grid gap-3 border-slate-200 border-t py-8 text-slate-800">
      {pendingItemName !== null ? (
        <button
          type="button"
          className="min-h-11 text-left font-semibold text-teal-800 underline underline-offset-2 pointer-fine:min-h-8"
          onClick={onGoToPendingItem}
        >
          {describePendingItem(pendingItemName)}
        </button>
      ) : null}
      <p>
        <RichText
          t={t}
          id="list-editor.liveFooter"
          components={{
            0: (
              <Link
                href={pagePaths.listDetail(listId ?? '')}
                className="font-semibold text-teal-800 underline"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
