import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { tUi } from '#client/lib/ui-messages';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_THRESHOLD_PX,
} from '#shared/constants';
import { dismissToast, useToasts } from './toast-store';
import { useToastPlace } from './use-toast-place';

// 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region, at most 420 px wide.
export function Toaster() {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  const place = useToastPlace(toasts.some((toast) => toast.isOpen));
  // Radix closes the newest toast on any Escape, wherever focus is, because a toast is the newest
  // dismissable layer: with the notifications drawer or the account menu open, Escape would close the
  // toast and leave the drawer open. A toast now closes on Escape only when focus is in it (F8).
  const onEscapeKeyDown = (event: KeyboardEvent) => {
    if (!viewportRef.current?.contains(document.activeElement)) event.preventDefault();
  };
  return (
    <ToastPrimitive.Provider
      label={tUi('ui.toastLabel')}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.isOpen}
          duration={toast.duration}
          onEscapeKeyDown={onEscapeKeyDown}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(toast.id);
          }}
          className={`kl-toast pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-3 pr-11 shadow-lg sm:p-4 sm:pr-11 focus-visible:outline-2 focus-visible:outline-teal-700 focus-visible:outline-offset-2 ${
            toast.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold text-sm">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {toast.description}
              </ToastPrimitive.Description>
            ) : null}
            {toast.link ? (
              <Link
                href={toast.link.href}
                onClick={() => dismissToast(toast.id)}
                className="justify-self-start font-semibold text-sm underline underline-offset-2"
              >
                {toast.link.label}
              </Link>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={tUi('ui.dismissToast')}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom right on a wide screen. On a phone, at the top or the bottom of what is visible,
          whichever is farther from the focused field (useToastPlace); its margins are smaller there,
          and only the toasts themselves take taps. */}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        hotkey={TOAST_HOTKEY}
        label={tUi('ui.toastRegion', { hotkey: TOAST_HOTKEY.join('+') })}
        style={{ maxWidth: TOAST_MAX_WIDTH_PX, ...place }}
        data-toast-viewport=""
        className="pointer-events-none fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-2 outline-none empty:p-0 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-teal-700 focus-visible:-outline-offset-2 sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
