import { lt, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { needsLists } from '#server/db/schema/needs-lists';
import { PLACE_DATA_VERSION, type TPlaces } from '#server/services/places';
import { findPostalCodeProblem, normalizePostalCode } from '#shared/postal-codes';
import { DomainError } from '../domain-error';

type TPlaceFields = { id: string; city: string; region: string; postalCode: string; country: string };

/** The fields whose change moves a list on the map. */
export const PLACE_FIELDS = ['city', 'region', 'postalCode', 'country'] as const;

/**
 * The columns that say where a list is, written with the change of its place. Without place data
 * (it could not be read) the list waits for the place job instead.
 */
export function toPlaceColumns(places: TPlaces | null, list: Omit<TPlaceFields, 'id'>) {
  if (!places) return { placeVersion: 0 };
  const { point, stateCode } = places.locateList(list);
  return {
    geoLat: point?.lat ?? null,
    geoLon: point?.lon ?? null,
    regionCode: stateCode,
    placeVersion: PLACE_DATA_VERSION,
  };
}

/**
 * The list's own postal code as its country writes them ("123456789" → "12345-6789"), or 400 under
 * the field when it is not one of that country's. Called when the postal code or the country is
 * being changed: one saved before postal codes were checked stays until the family edits it (it is
 * never shown to donors, and the editor shows what is wrong with it).
 */
export function toCheckedPostalCode(postalCode: string, country: string): string {
  const normalized = normalizePostalCode(postalCode, country);
  const problem = findPostalCodeProblem(normalized, country);
  if (problem) throw new DomainError('invalid', problem, { field: 'postalCode' });
  return normalized;
}

const BATCH = 500;

/**
 * Places the lists written before place search existed, or with older place data, a batch at a
 * time. Safe on several instances at once: each computes the same values from the same row.
 * Returns how many it placed.
 */
async function placeUnplacedLists(db: TDatabase, places: TPlaces): Promise<number> {
  const rows = await db
    .select({
      id: needsLists.id,
      city: needsLists.city,
      region: needsLists.region,
      postalCode: needsLists.postalCode,
      country: needsLists.country,
    })
    .from(needsLists)
    .where(lt(needsLists.placeVersion, PLACE_DATA_VERSION))
    .limit(BATCH);
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((row) => {
      const { point, stateCode } = places.locateList(row);
      return sql`(${row.id}, ${point?.lat ?? null}::float8, ${point?.lon ?? null}::float8, ${stateCode})`;
    }),
    sql`, `,
  );
  // Only rows still waiting: a family who changed their city since the read has been placed by that
  // change already, and this older reading must not overwrite it.
  await db.execute(sql`
    update needs_lists set geo_lat = placed.lat, geo_lon = placed.lon, region_code = placed.code,
      place_version = ${PLACE_DATA_VERSION}
    from (values ${values}) as placed (id, lat, lon, code)
    where needs_lists.id = placed.id and needs_lists.place_version < ${PLACE_DATA_VERSION}`);
  return rows.length;
}

/** The background job: places every list still waiting, loading the place data only when one is. */
export async function placeWaitingLists(db: TDatabase, loadPlaces: () => Promise<TPlaces>): Promise<void> {
  const [waiting] = await db
    .select({ id: needsLists.id })
    .from(needsLists)
    .where(lt(needsLists.placeVersion, PLACE_DATA_VERSION))
    .limit(1);
  if (!waiting) return;
  const places = await loadPlaces();
  while ((await placeUnplacedLists(db, places)) === BATCH) {
    // next batch
  }
}
