/** The order donors see a list's items in: most needed first, then the family's own order. */
export function compareItemsAsShown(
  a: { priority: number; position: number },
  b: { priority: number; position: number },
): number {
  return b.priority - a.priority || a.position - b.position;
}
