// A language change loads the page again (each language is its own build of the app), which would
// start it at the top. Where the person was is kept for that one load: how far down the page was
// scrolled, and which language control they used and where it was on screen. The new page scrolls
// back, then puts that control where it was and gives it the focus.
import { KEPT_PLACE_STORAGE_KEY } from './kept-place-key';

// Kept for the reload that follows at once; an old one (a reload that never came) is ignored.
const KEPT_FOR_MS = 60_000;
// The new page's content arrives over a few requests and moves things as it does: the place is held
// until the page's height has not changed for a moment, or for this long at most.
const HOLD_AT_MOST_MS = 6000;
const SETTLED_AFTER_MS = 600;
// Whatever the person does first (scrolling, tapping, typing) wins over the restore.
const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type TKeptPlace = { address: string; control: string; scrollY: number; offset: number; keptAt: number };

function readAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export type TScreenPlace = { scrollY: number; offset: number };

/** Where the page is scrolled and where `button` is on screen, read as it is pressed. */
export function readScreenPlace(button: HTMLElement): TScreenPlace {
  return { scrollY: window.scrollY, offset: button.getBoundingClientRect().top };
}

/** Keeps `place` (read from a button of control `control`) for the load of `address` in another language. */
export function keepPlaceAcrossLanguage(control: string, address: string, place: TScreenPlace): void {
  const kept: TKeptPlace = { address, control, ...place, keptAt: Date.now() };
  try {
    window.sessionStorage.setItem(KEPT_PLACE_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, quota): the page starts at the top, as it would have.
  }
}

/** The place kept for this very address, removed once read (one restore per change). */
function takeKeptPlace(): TKeptPlace | null {
  try {
    const text = window.sessionStorage.getItem(KEPT_PLACE_STORAGE_KEY);
    window.sessionStorage.removeItem(KEPT_PLACE_STORAGE_KEY);
    const place = text ? (JSON.parse(text) as Partial<TKeptPlace>) : null;
    const isFresh = typeof place?.keptAt === 'number' && Date.now() - place.keptAt < KEPT_FOR_MS;
    const isWhole =
      typeof place?.scrollY === 'number' &&
      typeof place.offset === 'number' &&
      /^[a-z]+$/.test(place.control ?? '');
    return place && isFresh && isWhole && place.address === readAddress() ? (place as TKeptPlace) : null;
  } catch {
    return null;
  }
}

/**
 * Back where the person was after a language change: the page scrolls to where it was, and once the
 * control they used is drawn (the footer's loads as it comes near), its pressed button is put where it
 * was on screen and focused. Held while the content arrives, unless the person moves first.
 */
export function restorePlaceAcrossLanguage(): void {
  const place = takeKeptPlace();
  if (!place) return;
  const started = performance.now();
  let settledSince = started;
  let height = -1;
  let frame = 0;
  let isFocused = false;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INTERRUPTIONS) window.removeEventListener(type, stop);
  };
  for (const type of INTERRUPTIONS) window.addEventListener(type, stop, { passive: true, once: true });
  const hold = (now: number) => {
    const button = document.querySelector<HTMLElement>(
      `[data-language-place="${place.control}"] [aria-pressed="true"]`,
    );
    const target = button
      ? window.scrollY + button.getBoundingClientRect().top - place.offset
      : place.scrollY;
    if (Math.abs(target - window.scrollY) > 1) window.scrollTo({ top: target, behavior: 'instant' });
    if (button && !isFocused) {
      button.focus({ preventScroll: true });
      isFocused = true;
    }
    const currentHeight = document.documentElement.scrollHeight;
    if (currentHeight !== height) {
      height = currentHeight;
      settledSince = now;
    }
    const isSettled = isFocused && now - settledSince > SETTLED_AFTER_MS;
    if (isSettled || now - started > HOLD_AT_MOST_MS) stop();
    else frame = requestAnimationFrame(hold);
  };
  frame = requestAnimationFrame(hold);
}
