import type { World } from '../domain/world/generate-world';
import { jsonColumn, type SqlClient } from './sql-client';

/**
 * Seeding is idempotent: the world marker in `world_meta` records the seed, the generator
 * version and the fleet size; a store already holding that world is left alone, so a restart
 * keeps every change operators made (STORE-3). A different seed, version or size replaces it.
 */
export interface WorldMarker {
  seed: number;
  version: number;
  /** ARMADA_SIM_VEHICLES when the world was made with it; null (or absent): the default fleet. */
  fleetSize: number | null;
  seededAt: number;
}

/** Which world a store holds: the same seed, generator version and fleet size is the same world. */
export interface WorldIdentity {
  seed: number;
  version: number;
  fleetSize: number | null;
}

export async function readWorldMarker(db: SqlClient): Promise<WorldMarker | null> {
  const rows = await db.query<{ value: unknown }>(
    "SELECT value FROM world_meta WHERE key = 'world'",
  );
  const value = rows[0]?.value;
  if (!value) return null;
  return parseMarker(value);
}

function parseMarker(value: unknown): WorldMarker {
  const parsed = jsonColumn<Partial<WorldMarker>>(value);
  return {
    seed: Number(parsed.seed),
    version: Number(parsed.version),
    fleetSize:
      parsed.fleetSize === undefined || parsed.fleetSize === null ? null : Number(parsed.fleetSize),
    seededAt: Number(parsed.seededAt),
  };
}

export function markerMatches(marker: WorldMarker | null, world: WorldIdentity): boolean {
  return (
    marker !== null &&
    marker.seed === world.seed &&
    marker.version === world.version &&
    marker.fleetSize === world.fleetSize
  );
}

const CHUNK = 400;

/** Writes the world in one transaction; returns false if another process seeded it first. */
export async function writeWorld(db: SqlClient, world: World, seededAt: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE world_meta IN EXCLUSIVE MODE');
    const rows = await tx.query<{ value: unknown }>(
      "SELECT value FROM world_meta WHERE key = 'world'",
    );
    const current = rows[0]?.value;
    if (current && markerMatches(parseMarker(current), world)) return false;
    await tx.exec('DELETE FROM ws_tokens; DELETE FROM sessions; DELETE FROM documents;');
    const documents = Object.entries(world.collections).flatMap(([collection, entries]) =>
      entries.map((entry) => ({
        collection,
        id: idOf(collection, entry.record),
        company_id: entry.companyId,
        doc: entry.record,
        updated_at: seededAt,
      })),
    );
    for (let i = 0; i < documents.length; i += CHUNK) {
      await tx.query(
        `INSERT INTO documents (collection, id, company_id, doc, updated_at)
         SELECT collection, id, company_id, doc, updated_at
         FROM json_to_recordset($1::json)
           AS x(collection text, id integer, company_id integer, doc json, updated_at bigint)`,
        [JSON.stringify(documents.slice(i, i + CHUNK))],
      );
    }
    const marker: WorldMarker = {
      seed: world.seed,
      version: world.version,
      fleetSize: world.fleetSize,
      seededAt,
    };
    await tx.query(
      `INSERT INTO world_meta (key, value) VALUES ('world', $1::json)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(marker)],
    );
    return true;
  });
}

function idOf(collection: string, record: object): number {
  const r = record as { id?: number; vehicleTypeId?: number; driverId?: number };
  const id =
    collection === 'vehicle_types' ? r.vehicleTypeId : collection === 'drivers' ? r.driverId : r.id;
  if (typeof id !== 'number') throw new Error(`A ${collection} record has no id`);
  return id;
}
