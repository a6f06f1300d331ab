import { type CSSProperties, useEffect, useState } from 'react';

// Below Tailwind's sm breakpoint a toast is as wide as the screen: wherever it sits, it could cover
// what the person is filling in.
const NARROW_QUERY = '(max-width: 639.98px)';

type TToastPlace = { edge: 'top' | 'bottom'; offset: number };

const WIDE_PLACE: TToastPlace = { edge: 'bottom', offset: 0 };

/**
 * Where a toast goes on a narrow screen: at the edge of what is visible (the visual viewport, which an
 * on-screen keyboard shortens) that is farther from the focused element, so the field being filled in
 * stays in sight. In a dialog or a drawer it stays at the bottom: at the top it would cover the
 * drawer's header and its Close button. Wider screens keep the bottom right corner.
 */
function readToastPlace(): TToastPlace {
  if (!window.matchMedia(NARROW_QUERY).matches) return WIDE_PLACE;
  const visible = window.visualViewport;
  const top = visible?.offsetTop ?? 0;
  const bottom = top + (visible?.height ?? window.innerHeight);
  const focused = document.activeElement;
  let edge: TToastPlace['edge'] = 'bottom';
  if (
    focused instanceof HTMLElement &&
    focused !== document.body &&
    !focused.closest('[data-toast-viewport], [role="dialog"], [role="alertdialog"]')
  ) {
    const box = focused.getBoundingClientRect();
    edge = box.top - top > bottom - box.bottom ? 'top' : 'bottom';
  }
  return { edge, offset: edge === 'top' ? top : Math.max(0, window.innerHeight - bottom) };
}

/** The viewport's place while toasts are shown, following the focus, scrolling and the keyboard. */
export function useToastPlace(isShowing: boolean): CSSProperties {
  const [place, setPlace] = useState<TToastPlace>(WIDE_PLACE);
  useEffect(() => {
    if (!isShowing) return;
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setPlace((current) => {
          const next = readToastPlace();
          return next.edge === current.edge && next.offset === current.offset ? current : next;
        }),
      );
    };
    onChange();
    const visible = window.visualViewport;
    document.addEventListener('focusin', onChange);
    document.addEventListener('focusout', onChange);
    window.addEventListener('scroll', onChange, { passive: true, capture: true });
    window.addEventListener('resize', onChange);
    visible?.addEventListener('resize', onChange);
    visible?.addEventListener('scroll', onChange);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onChange);
      document.removeEventListener('focusout', onChange);
      window.removeEventListener('scroll', onChange, { capture: true });
      window.removeEventListener('resize', onChange);
      visible?.removeEventListener('resize', onChange);
      visible?.removeEventListener('scroll', onChange);
    };
  }, [isShowing]);
  return place.edge === 'top' ? { top: place.offset } : { bottom: place.offset };
}
