import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../../shared/constants';
import { dismissToast, useToasts } from './toast-store';

// Seed §2/§9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region, at most 420 px wide.
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.isOpen}
          duration={toast.duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(toast.id);
          }}
          className={`kl-toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
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
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
