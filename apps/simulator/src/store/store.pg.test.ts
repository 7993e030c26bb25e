import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@armada/contracts/customers';
import { generateWorld, WORLD_VERSION } from '../domain/world/generate-world';
import { DocumentStore } from './document-store';
import { MIGRATIONS } from '../modules/assembly';
import { migrate } from './migrations';
import { SessionStore } from './session-store';
import { openSqlClient, type SqlClient } from './sql-client';
import { sqlBackends } from '../testing/sql-backends';
import { markerMatches, readWorldMarker, writeWorld } from './world-seed';

/**
 * The same store suite on embedded PGlite and on the local PostgreSQL server (STORE-1): one
 * query interface, the same SQL. The PostgreSQL run uses a fresh schema and drops it after.
 */

const NOW = Date.parse('2026-11-20T03:00:00Z');
const world = generateWorld({ seed: 3, nowMs: NOW });
const total = Object.values(world.collections).reduce((n, list) => n + list.length, 0);

const backends = await sqlBackends('armada_sim_test');

describe.each(backends)('store on %s', (_name, target, enabled) => {
  let db: SqlClient;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
  });
  afterAll(async () => {
    if (!enabled || !db) return;
    if (target.kind === 'postgres') await db.exec(`DROP SCHEMA ${target.schema} CASCADE`);
    await db.close();
  });

  it.skipIf(!enabled)('STORE-2 applies every migration once and records it', async () => {
    const first = await migrate(db, MIGRATIONS);
    expect(first.applied).toEqual(MIGRATIONS.map((m) => m.version));
    const again = await migrate(db, MIGRATIONS);
    expect(again.applied).toEqual([]);
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it.skipIf(!enabled)('STORE-2 refuses a database newer than the code', async () => {
    await db.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from the future')");
    try {
      await expect(migrate(db, MIGRATIONS)).rejects.toThrow('newer than this simulator knows');
    } finally {
      await db.query('DELETE FROM schema_migrations WHERE version = 999');
    }
  });

  it.skipIf(!enabled)('STORE-3 writes a world once per seed, version and fleet size', async () => {
    expect(await writeWorld(db, world, NOW)).toBe(true);
    expect(await writeWorld(db, world, NOW)).toBe(false);
    const [count] = await db.query<{ n: string }>('SELECT count(*) AS n FROM documents');
    expect(Number(count?.n)).toBe(total);
    expect(await readWorldMarker(db)).toEqual({
      seed: 3,
      version: WORLD_VERSION,
      fleetSize: null,
      seededAt: NOW,
    });

    // Another fleet size (ARMADA_SIM_VEHICLES) is another world: it replaces the stored one.
    const bigger = generateWorld({ seed: 3, nowMs: NOW, fleetSize: 70 });
    expect(await writeWorld(db, bigger, NOW)).toBe(true);
    expect(await readWorldMarker(db)).toMatchObject({ seed: 3, fleetSize: 70 });
    expect(
      markerMatches(await readWorldMarker(db), {
        seed: 3,
        version: WORLD_VERSION,
        fleetSize: null,
      }),
    ).toBe(false);
    // Back to the default fleet for the tests below.
    expect(await writeWorld(db, world, NOW)).toBe(true);
    expect(
      markerMatches(await readWorldMarker(db), {
        seed: 3,
        version: WORLD_VERSION,
        fleetSize: null,
      }),
    ).toBe(true);
  });

  it.skipIf(!enabled)(
    'STORE-4 writes through: committed changes reload, failed ones leave no trace',
    async () => {
      const store = await DocumentStore.load(db, () => NOW);
      expect(store.count('vehicles')).toBe(world.collections.vehicles.length);
      const original = store.list('customers', 1001)[0] as Customer;

      await store.write((batch) =>
        batch.put('customers', 1001, { ...original, name: 'PT Diubah' }),
      );
      expect(store.get('customers', 1001, original.id)?.name).toBe('PT Diubah');

      // The plan throws: nothing is written.
      await expect(
        store.write((batch) => {
          batch.put('customers', 1001, { ...original, name: 'Never' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');

      // The commit fails half way (an id the integer column refuses): the first put rolls back too.
      await expect(
        store.write((batch) => {
          batch.put('customers', 1001, { ...original, name: 'Half' });
          batch.put('customers', 1001, { ...original, id: 1.5 });
        }),
      ).rejects.toThrow();
      expect(store.get('customers', 1001, original.id)?.name).toBe('PT Diubah');

      const reloaded = await DocumentStore.load(db, () => NOW);
      expect(reloaded.get('customers', 1001, original.id)?.name).toBe('PT Diubah');
      expect(reloaded.count('customers')).toBe(store.count('customers'));
      // Records handed out are frozen: a change must be written.
      expect(() => {
        (reloaded.get('customers', 1001, original.id) as Customer).name = 'sneaky';
      }).toThrow();

      await store.write((batch) => batch.delete('customers', original.id));
      expect(
        (await DocumentStore.load(db, () => NOW)).get('customers', 1001, original.id),
      ).toBeUndefined();
    },
  );

  it.skipIf(!enabled)(
    "STORE-10 two processes on one store: a new record never replaces the other one's",
    async () => {
      // Two simulator processes on one PostgreSQL (ADR 0011, 0013) each load the documents and
      // hand out ids from memory: both pick the same next customer id. Found by the scale-out
      // check of issue 12: the second create used to upsert over the first one's customer.
      const first = await DocumentStore.load(db, () => NOW);
      const second = await DocumentStore.load(db, () => NOW);
      const template = first.list('customers', 1001)[0] as Customer;
      const create = (store: DocumentStore, name: string) =>
        store.write((batch) => {
          const id = store.reserveId('customers');
          batch.put('customers', 1001, { ...template, id, code: `TWO-${id}`, name });
          return id;
        });
      const a = await create(first, 'made by the first process');
      const b = await create(second, 'made by the second process');
      expect(b).not.toBe(a);
      // The second process read the first one's record when the id collided.
      expect(second.get('customers', 1001, a)?.name).toBe('made by the first process');
      const reloaded = await DocumentStore.load(db, () => NOW);
      expect(reloaded.get('customers', 1001, a)?.name).toBe('made by the first process');
      expect(reloaded.get('customers', 1001, b)?.name).toBe('made by the second process');

      // A batch putting one new record twice is one insert then an update, not a collision.
      const id = await first.write((batch) => {
        const fresh = first.reserveId('customers');
        batch.put('customers', 1001, { ...template, id: fresh, code: `TWO-${fresh}`, name: 'x' });
        batch.put('customers', 1001, { ...template, id: fresh, code: `TWO-${fresh}`, name: 'y' });
        return fresh;
      });
      expect(first.get('customers', 1001, id)?.name).toBe('y');
      await first.write((batch) => {
        for (const gone of [a, b, id]) batch.delete('customers', gone);
      });
    },
  );

  it.skipIf(!enabled)('STORE-6 keeps sessions and single-use live tokens', async () => {
    const sessions = new SessionStore(db);
    const hash = `session-${target.kind}`;
    await sessions.create({
      tokenHash: hash,
      userId: 1,
      companyId: 1001,
      createdAt: NOW,
      expiresAt: NOW + 1000,
    });
    expect(await sessions.find(hash, NOW)).toMatchObject({
      userId: 1,
      companyId: 1001,
      expiresAt: NOW + 1000,
    });
    expect(await sessions.find(hash, NOW + 1000)).toBeNull();
    // An expired session stays refused on every lookup (read-only, AUTH-2, CTRL-2) until the
    // purge at start.
    expect(await sessions.find(hash, NOW + 2000)).toBeNull();
    expect(await sessions.row(hash)).toMatchObject({ expiresAt: NOW + 1000 });
    await sessions.purgeExpired(NOW + 1000);
    expect(await sessions.row(hash)).toBeNull();

    await sessions.create({
      tokenHash: hash,
      userId: 1,
      companyId: 1001,
      createdAt: NOW,
      expiresAt: NOW + 60_000,
    });
    await sessions.createWsToken({
      tokenHash: 'ws-1',
      sessionHash: hash,
      userId: 1,
      expiresAt: NOW + 60_000,
    });
    expect(await sessions.consumeWsToken('ws-1', NOW)).toMatchObject({ tokenHash: hash });
    expect(await sessions.consumeWsToken('ws-1', NOW)).toBeNull();

    await sessions.createWsToken({
      tokenHash: 'ws-2',
      sessionHash: hash,
      userId: 1,
      expiresAt: NOW + 60_000,
    });
    expect(await sessions.delete(hash)).toBe(true);
    expect(await sessions.consumeWsToken('ws-2', NOW)).toBeNull();
  });
});
