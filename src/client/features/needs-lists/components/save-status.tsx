import { useEffect, useState } from 'react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TSaveState } from '../hooks/use-list-autosave';

const t = createTranslator(catalog);

const SAVE_STATE_TEXT = {
  idle: 'list-editor.save.idle',
  pending: 'list-editor.save.saving',
  saving: 'list-editor.save.saving',
  saved: 'list-editor.save.saved',
  offline: 'list-editor.save.offline',
  conflict: 'list-editor.save.failed',
  error: 'list-editor.save.failed',
} as const satisfies Record<TSaveState, string>;

/** How tall the site's sticky header is now (its links wrap onto a second row on some widths). */
function useSiteHeaderHeight(): number {
  const [height, setHeight] = useState(64);
  useEffect(() => {
    // The navigation bar: the page's first header (the editor has none of its own above it).
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * What happened to the last change, at the top of the editor and kept there, just under the site's
 * header, while the person scrolls and types: where they look, and never over the field being typed
 * in near the bottom of a phone, where the keyboard is. It always takes its line, so its words
 * changing never moves the form. Screen readers hear each change.
 */
export function SaveStatus({
  state,
  message,
  reloadHref,
}: {
  state: TSaveState;
  message: string | null;
  reloadHref: string;
}) {
  const top = useSiteHeaderHeight();
  const isProblem = state === 'offline' || state === 'conflict' || state === 'error';
  return (
    <p
      role="status"
      aria-live="polite"
      data-save-status={state}
      style={{ top }}
      className={`sticky z-20 -mx-4 mt-4 border-b px-4 py-2 text-sm ${
        isProblem ? 'border-amber-300 bg-amber-50 text-slate-900' : 'border-slate-200 bg-white text-slate-700'
      }`}
    >
      {t(SAVE_STATE_TEXT[state])} {message}
      {state === 'conflict' ? (
        <>
          {' '}
          <a href={reloadHref} className="font-semibold text-teal-800 underline">
            {t('list-editor.save.reload')}
          </a>
        </>
      ) : null}
    </p>
  );
}
