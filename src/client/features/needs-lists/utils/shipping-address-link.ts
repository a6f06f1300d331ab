/** The editor's address for "add your shipping address": it opens that fold with its first field focused. */
export const SHIPPING_ADDRESS_ANCHOR = 'shipping-address';

export function toShippingAddressEditPath(listId: string): string {
  return `/edit-wishlist/${listId}#${SHIPPING_ADDRESS_ANCHOR}`;
}
