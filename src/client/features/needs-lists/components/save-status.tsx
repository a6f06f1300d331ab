import type { TSaveState } from '../hooks/use-list-autosave';

const SAVE_STATE_TEXT: Record<TSaveState, string> = {
  idle: '',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'All changes saved.',
  offline: 'Not saved yet.',
  conflict: 'Not saved.',
  error: 'Not saved.',
};

/**
 * What happened to the last change. It stays at the bottom of the screen while the person reads or
 * scrolls, and steps back into the page (after the form) while a field of the editor has the focus:
 * a bar fixed over the screen would cover the very field being typed in, near the bottom of a phone.
 * Screen readers hear it either way.
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
  const isQuiet = state === 'idle' && !message;
  return (
    <p
      role="status"
      aria-live="polite"
      data-save-status={state}
      className={
        isQuiet
          ? 'sr-only'
          : 'sticky bottom-0 z-10 -mx-4 border-slate-200 border-t bg-white/95 px-4 py-2 text-slate-800 text-sm group-focus-within/editor:static group-focus-within/editor:mx-0 group-focus-within/editor:mt-4 group-focus-within/editor:rounded-lg group-focus-within/editor:border'
      }
    >
      {SAVE_STATE_TEXT[state]} {message}
      {state === 'conflict' ? (
        <>
          {' '}
          <a href={reloadHref} className="font-semibold text-teal-800 underline">
            Reload
          </a>
        </>
      ) : null}
    </p>
  );
}
