// The store a donor last opened for a gift, offered as the store when they report the purchase. Kept
// for the browser tab (a phone may reload the page while they shop in another tab); storage can be
// blocked, and then it is simply not remembered.

const KEY_PREFIX = 'kl-gift-store:';

export function rememberStore(pledgeId: string, retailer: string): void {
  try {
    window.sessionStorage.setItem(`${KEY_PREFIX}${pledgeId}`, retailer);
  } catch {
    // not remembered: the donor types the store
  }
}

export function recallStore(pledgeId: string): string {
  try {
    return window.sessionStorage.getItem(`${KEY_PREFIX}${pledgeId}`) ?? '';
  } catch {
    return '';
  }
}
