import { and, between, ilike, or, type SQL, sql } from 'drizzle-orm';
import { NEAR_BANDS_MILES, NEAR_RADIUS_MILES } from '../../../shared/needs-list-limits';
import type { TBrowseResult } from '../../../shared/schemas/browse';
import { needsLists } from '../../db/schema/needs-lists';
import { loadPlaces } from '../../services/places';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_OF_LATITUDE = 69.05;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type TPlaceFilter = {
  conditions: SQL[];
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
  const filter: TPlaceFilter = { conditions: [], band: null, place: null };
  if (!query.near && !query.region) return filter;
  const places = await loadPlaces();
  if (query.region) {
    const code = places.toStateCode(query.region);
    filter.conditions.push(
      code ? sql`${needsLists.regionCode} = ${code}` : ilike(needsLists.region, escapeLike(query.region)),
    );
  }
  if (!query.near) return filter;
  const place = places.resolve(query.near);
  if (!place) {
    const literal = escapeLike(query.near);
    filter.conditions.push(or(ilike(needsLists.city, literal), ilike(needsLists.region, literal)) as SQL);
    filter.place = { kind: 'unknown', label: query.near, radiusMiles: null };
    return filter;
  }
  if (place.kind === 'state') {
    filter.conditions.push(sql`${needsLists.regionCode} = ${place.stateCode}`);
    filter.place = { kind: 'state', label: place.label, radiusMiles: null };
    return filter;
  }
  const latSpan = NEAR_RADIUS_MILES / MILES_PER_DEGREE_OF_LATITUDE;
  const lonSpan = latSpan / Math.max(0.05, Math.cos((place.lat * Math.PI) / 180));
  const lat = sql`${place.lat}::float8`;
  const lon = sql`${place.lon}::float8`;
  const miles = sql`(${2 * EARTH_RADIUS_MILES}::float8 * asin(sqrt(
    power(sin(radians(${needsLists.geoLat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${needsLists.geoLat}))
      * power(sin(radians(${needsLists.geoLon} - ${lon}) / 2), 2))))`;
  filter.conditions.push(
    and(
      between(needsLists.geoLat, place.lat - latSpan, place.lat + latSpan),
      between(needsLists.geoLon, place.lon - lonSpan, place.lon + lonSpan),
      sql`${miles} <= ${NEAR_RADIUS_MILES}`,
    ) as SQL,
  );
  const [near, middle] = NEAR_BANDS_MILES;
  filter.band = sql`case when ${miles} < ${near} then 0 when ${miles} < ${middle} then 1 else 2 end`;
  filter.place = { kind: 'near', label: place.label, radiusMiles: NEAR_RADIUS_MILES };
  return filter;
}
