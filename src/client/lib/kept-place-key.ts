/**
 * Where the place on a page is kept while the page loads again in another language (lib/kept-place):
 * the shell reads only this name at start, and loads the code that restores the place when it is set.
 */
export const KEPT_PLACE_STORAGE_KEY = 'kindlist.placeAcrossLanguage';

/** Whether a place was kept for this load (reading storage can throw where it is refused). */
export function hasKeptPlace(): boolean {
  try {
    return window.sessionStorage.getItem(KEPT_PLACE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
