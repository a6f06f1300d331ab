import * as pagePaths from '#shared/page-path-builders';
/** The editor's address for "add your shipping address": it opens that fold with its first field focused. */
export const SHIPPING_ADDRESS_ANCHOR = 'shipping-address';

export function toShippingAddressEditPath(listId: string): string {
  return pagePaths.editList(listId, SHIPPING_ADDRESS_ANCHOR);
}
