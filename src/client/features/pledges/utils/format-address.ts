import type { TShippingAddress } from '#shared/schemas/shipping-address';

/** The address as the lines a shipping form or a label wants ("Dayton, OH 45402"). */
export function formatAddressLines(address: TShippingAddress): string[] {
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.name, address.line1, address.line2, cityLine, address.country].filter(
    (line) => line.trim() !== '',
  );
}
