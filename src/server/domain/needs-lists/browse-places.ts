import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import { needsLists } from '#server/db/schema/needs-lists';
import { loadPlaces } from '#server/services/places';
import { NEAR_BANDS_MILES, NEAR_RADIUS_MILES } from '#shared/needs-list-limits';
import type { TBrowseResult } from '#shared/schemas/browse';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_OF_LATITUDE = 69.05;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type TPlaceFilter = {
  /** Conditions with placeholders for the place's values (the query is prepared once per shape). */
  conditions: SQL[];
  /** The values of the placeholders. */
  values: Record<string, string | number>;
  /** Which kind of place filter this is: the conditions are the same for every filter of one shape. */
  shape: string;
  /** 0, 1, 2: under 10 miles, 10 to 25, 25 to 50; only for a search around a point. */
  band: SQL | null;
  place: TBrowseResult['place'];
};

/**
 * Browse's `near` and `region` as conditions. A state is matched by its code, which every list
 * carries whether its family wrote "Colorado" or "CO". A city or ZIP code becomes a point, and lists
 * within NEAR_RADIUS_MILES of it match (a box on the index first, then the distance). Their order
 * uses bands of distance, never the distance itself: a list's place is its city's centre anyway.
 */
export async function buildPlaceFilter(query: { near?: string; region?: string }): Promise<TPlaceFilter> {
  const filter: TPlaceFilter = { conditions: [], values: {}, shape: '', band: null, place: null };
  if (!query.near && !query.region) return filter;
  const places = await loadPlaces();
  if (query.region) {
    const code = places.toStateCode(query.region);
    if (code) {
      filter.conditions.push(sql`${needsLists.regionCode} = ${sql.placeholder('regionCode')}`);
      filter.values.regionCode = code;
    } else {
      filter.conditions.push(ilike(needsLists.region, sql.placeholder('regionLike')));
      filter.values.regionLike = escapeLike(query.region);
    }
    filter.shape = code ? 'region-code' : 'region-like';
  }
  if (!query.near) return filter;
  const place = places.resolve(query.near);
  if (!place) {
    const literal = sql.placeholder('nearLike');
    filter.conditions.push(or(ilike(needsLists.city, literal), ilike(needsLists.region, literal)) as SQL);
    filter.values.nearLike = escapeLike(query.near);
    filter.shape += ' near-unknown';
    filter.place = { kind: 'unknown', label: query.near, radiusMiles: null };
    return filter;
  }
  if (place.kind === 'state') {
    filter.conditions.push(sql`${needsLists.regionCode} = ${sql.placeholder('nearState')}`);
    filter.values.nearState = place.stateCode;
    filter.shape += ' near-state';
    filter.place = { kind: 'state', label: place.label, radiusMiles: null };
    return filter;
  }
  const latSpan = NEAR_RADIUS_MILES / MILES_PER_DEGREE_OF_LATITUDE;
  const lonSpan = latSpan / Math.max(0.05, Math.cos((place.lat * Math.PI) / 180));
  Object.assign(filter.values, {
    lat: place.lat,
    lon: place.lon,
    latMin: place.lat - latSpan,
    latMax: place.lat + latSpan,
    lonMin: place.lon - lonSpan,
    lonMax: place.lon + lonSpan,
  });
  filter.shape += ' near-point';
  const lat = sql`${sql.placeholder('lat')}::float8`;
  const lon = sql`${sql.placeholder('lon')}::float8`;
  const miles = sql`(${2 * EARTH_RADIUS_MILES}::float8 * asin(sqrt(
    power(sin(radians(${needsLists.geoLat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${needsLists.geoLat}))
      * power(sin(radians(${needsLists.geoLon} - ${lon}) / 2), 2))))`;
  filter.conditions.push(
    and(
      sql`${needsLists.geoLat} between ${sql.placeholder('latMin')}::float8 and ${sql.placeholder('latMax')}::float8`,
      sql`${needsLists.geoLon} between ${sql.placeholder('lonMin')}::float8 and ${sql.placeholder('lonMax')}::float8`,
      sql`${miles} <= ${NEAR_RADIUS_MILES}`,
    ) as SQL,
  );
  const [near, middle] = NEAR_BANDS_MILES;
  filter.band = sql`case when ${miles} < ${near} then 0 when ${miles} < ${middle} then 1 else 2 end`;
  filter.place = { kind: 'near', label: place.label, radiusMiles: NEAR_RADIUS_MILES };
  return filter;
}
