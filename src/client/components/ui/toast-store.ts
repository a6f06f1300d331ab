import { useSyncExternalStore } from 'react';
import { parseNotificationToastDetail, SHOW_NOTIFICATION_TOAST_EVENT } from '#client/lib/events';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '#shared/constants';

// The usual shadcn-style toast store: one toast visible, a dismissed toast is kept
// (closed, so Radix can animate it out) and removed after TOAST_REMOVE_DELAY_MS. It has no Radix
// import so the entry chunk stays small; the Radix toaster is loaded separately.

export type TToastVariant = 'default' | 'destructive';

export type TToast = {
  id: string;
  title: string;
  description?: string;
  duration?: number;
  variant?: TToastVariant;
  /** A link to what the toast is about ("Open the list"). */
  link?: { label: string; href: string };
  isOpen: boolean;
};

export type TToastInput = Omit<TToast, 'id' | 'isOpen'>;

export type TToastAction =
  | { type: 'add'; toast: TToast }
  | { type: 'update'; toast: Partial<TToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

export type TToastState = { toasts: TToast[] };

export function reduceToasts(state: TToastState, action: TToastAction): TToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.toast.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId ? { ...toast, isOpen: false } : toast,
        ),
      };
    case 'remove':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.toastId),
      };
  }
}

let state: TToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let idCounter = 0;

function dispatch(action: TToastAction): void {
  state = reduceToasts(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'remove', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? state.toasts.map((toast) => toast.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch(toastId === undefined ? { type: 'dismiss' } : { type: 'dismiss', toastId });
}

export function showToast(input: TToastInput): { id: string; dismiss: () => void } {
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(idCounter);
  dispatch({ type: 'add', toast: { ...input, id, isOpen: true } });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): TToastState {
  return state;
}

export function useToasts(): TToast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot).toasts;
}

// Any script can show a toast with window.dispatchEvent(new CustomEvent('showNotificationToast', ...)).
export function installNotificationToastListener(target: Window): () => void {
  const onShowToast = (event: Event) => {
    const detail = parseNotificationToastDetail((event as CustomEvent<unknown>).detail);
    if (detail) showToast(detail);
  };
  target.addEventListener(SHOW_NOTIFICATION_TOAST_EVENT, onShowToast);
  return () => target.removeEventListener(SHOW_NOTIFICATION_TOAST_EVENT, onShowToast);
}
