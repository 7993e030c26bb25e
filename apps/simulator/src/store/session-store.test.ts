import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../modules/assembly';
import { migrate } from './migrations';
import { SessionStore, type SessionRow } from './session-store';
import { openSqlClient, type SqlClient, type SqlTarget } from './sql-client';

/**
 * STORE-17: on PGlite, where the process is the store's only user, sessions and live-channel
 * tokens are answered from memory, so a page's first requests do not queue behind the fleet's
 * writes on the store's one thread; a sign-out or an expiry still holds from the next request.
 */

const NOW = Date.parse('2026-11-20T03:00:00Z');
const dataDir = mkdtempSync(join(tmpdir(), 'armada-session-store-'));
const targets: [string, SqlTarget][] = [
  ['PGlite in memory', { kind: 'pglite-memory' }],
  ['PGlite on disk, in its thread', { kind: 'pglite-dir', dataDir }],
];

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let sequence = 0;
function session(expiresAt = NOW + 60_000): SessionRow {
  sequence++;
  return { tokenHash: `s-${sequence}`, userId: 1, companyId: 1001, createdAt: NOW, expiresAt };
}

/** Holds the store's one connection in an open transaction until `release` is called. */
async function holdStore(db: SqlClient): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  let began!: () => void;
  const started = new Promise<void>((resolve) => (began = resolve));
  const held = db.transaction(async () => {
    began();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await started;
  return {
    async release() {
      release();
      await held;
    },
  };
}

/** Whether `promise` settles within a few turns of the event loop (no store call needed). */
async function settlesAtOnce(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 10 && !settled; turn++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return settled;
}

describe.each(targets)('STORE-17 sessions on %s', (_name, target) => {
  let db: SqlClient;

  beforeAll(async () => {
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('STORE-17 looks up a session, issues and uses a live-channel token while a transaction holds the store', async () => {
    const sessions = new SessionStore(db);
    const row = session();
    await sessions.create(row);
    const hold = await holdStore(db);
    try {
      const found = sessions.find(row.tokenHash, NOW);
      expect(await settlesAtOnce(found)).toBe(true);
      expect(await found).toEqual(row);
      const issued = sessions.createWsToken(
        {
          tokenHash: `ws-${row.tokenHash}`,
          sessionHash: row.tokenHash,
          userId: 1,
          expiresAt: NOW + 60_000,
        },
        NOW,
      );
      expect(await settlesAtOnce(issued)).toBe(true);
      const used = sessions.consumeWsToken(`ws-${row.tokenHash}`, NOW);
      expect(await settlesAtOnce(used)).toBe(true);
      expect(await used).toEqual(row);
      // Once only.
      expect(await sessions.consumeWsToken(`ws-${row.tokenHash}`, NOW)).toBeNull();
    } finally {
      await hold.release();
    }
  });

  it('STORE-17 AUTH-3 a sign-out holds from the next lookup, also over a lookup that began before it', async () => {
    const row = session();
    await new SessionStore(db).create(row);
    // Another store object (a restart): the session is read from its row.
    const sessions = new SessionStore(db);
    const hold = await holdStore(db);
    const early = sessions.find(row.tokenHash, NOW);
    const ended = sessions.delete(row.tokenHash);
    const after = sessions.find(row.tokenHash, NOW);
    await hold.release();
    // The lookup sent before the sign-out read the row as it was then...
    expect(await early).toEqual(row);
    expect(await ended).toBe(true);
    // ... and did not keep it: every lookup after the sign-out refuses.
    expect(await after).toBeNull();
    expect(await sessions.find(row.tokenHash, NOW)).toBeNull();
    expect(await sessions.row(row.tokenHash)).toBeNull();
  });

  it('STORE-17 AUTH-2 CTRL-2 an expired or ended session and its tokens are refused', async () => {
    const sessions = new SessionStore(db);
    const row = session(NOW + 1000);
    await sessions.create(row);
    expect(await sessions.find(row.tokenHash, NOW)).toEqual(row);
    expect(await sessions.find(row.tokenHash, NOW + 1000)).toBeNull();

    const live = session();
    await sessions.create(live);
    const token = { sessionHash: live.tokenHash, userId: 1, expiresAt: NOW + 60_000 };
    await sessions.createWsToken({ ...token, tokenHash: 'late' }, NOW);
    expect(await sessions.consumeWsToken('late', NOW + 60_000)).toBeNull();
    await sessions.createWsToken({ ...token, tokenHash: 'expired-by-control' }, NOW);
    expect(await sessions.expireWsTokensNow(live.tokenHash, NOW)).toBe(1);
    expect(await sessions.consumeWsToken('expired-by-control', NOW)).toBeNull();

    await sessions.createWsToken({ ...token, tokenHash: 'before-expiry' }, NOW);
    expect(await sessions.expireNow(live.tokenHash, NOW)).toBe(true);
    expect(await sessions.find(live.tokenHash, NOW)).toBeNull();
    expect(await sessions.row(live.tokenHash)).toMatchObject({ expiresAt: NOW });
    expect(await sessions.consumeWsToken('before-expiry', NOW)).toBeNull();

    const other = session();
    await sessions.create(other);
    await sessions.createWsToken(
      { ...token, sessionHash: other.tokenHash, tokenHash: 'ended' },
      NOW,
    );
    expect(await sessions.delete(other.tokenHash)).toBe(true);
    expect(await sessions.consumeWsToken('ended', NOW)).toBeNull();
  });

  it('STORE-17 without the mirror (PostgreSQL) every lookup reads the row another process may have changed', async () => {
    const sessions = new SessionStore(db, { mirror: false });
    const row = session();
    await sessions.create(row);
    expect(await sessions.find(row.tokenHash, NOW)).toEqual(row);
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [row.tokenHash]);
    expect(await sessions.find(row.tokenHash, NOW)).toBeNull();
    // And it waits for the store like any statement.
    await sessions.create(row);
    const hold = await holdStore(db);
    const found = sessions.find(row.tokenHash, NOW);
    expect(await settlesAtOnce(found)).toBe(false);
    await hold.release();
    expect(await found).toEqual(row);
  });
});
