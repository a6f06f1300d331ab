/** "Dayton, OH", "Dayton", "OH" or "" from a city and a state or region. */
export function formatPlace(city: string, region: string): string {
  return [city, region].filter(Boolean).join(', ');
}
