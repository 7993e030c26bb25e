import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { createPglite } from './pglite-template';

/** PGlite with every create call's options recorded. */
function recordingPglite() {
  const calls: { dataDir: string | undefined; fromTemplate: boolean }[] = [];
  const create = async (dataDir: string | undefined, options: PGliteOptions) => {
    calls.push({ dataDir, fromTemplate: options.loadDataDir !== undefined });
    return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
  };
  return {
    calls,
    PGlite: {
      create: ((first: string | PGliteOptions | undefined, second?: PGliteOptions) =>
        typeof first === 'string'
          ? create(first, second ?? {})
          : create(undefined, first ?? {})) as typeof PGlite.create,
    },
  };
}

const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/**
 * Each test runs initdb in WebAssembly once (3 to 13 s of CPU on a quiet 2-core machine) and
 * opens PGlite two or three times: well over the suite's 30 s on a machine busy with other work,
 * where it once failed on time alone. Nothing here waits on a duration, so the only thing a
 * timeout can catch is a hang: 10 minutes, far beyond any slow run.
 */
const slow = { timeout: 10 * 60_000 };

/** The initdb tarball the first test wrote, for a test that needs one but not its making. */
let initdbTarball: string | undefined;
async function anInitdbTarball(): Promise<string> {
  if (initdbTarball === undefined) {
    const templates = tempDir('armada-template-');
    await (await createPglite(PGlite, {}, undefined, templates)).close();
    initdbTarball = join(templates, 'initdb-v1.tar');
  }
  return initdbTarball;
}

describe('STORE-9 a fresh PGlite store starts from the initdb tarball', () => {
  it(
    'the first fresh start writes it, the next loads it, and each database stays its own',
    slow,
    async () => {
      const templates = tempDir('armada-template-');
      const first = tempDir('armada-first-');
      const second = tempDir('armada-second-');
      const pg = recordingPglite();

      const a = await createPglite(pg.PGlite, {}, first, templates);
      await a.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7);');
      await a.close();
      expect(statSync(join(templates, 'initdb-v1.tar')).size).toBeGreaterThan(1_000_000);
      initdbTarball = join(templates, 'initdb-v1.tar');

      const b = await createPglite(pg.PGlite, {}, second, templates);
      const inSecond = await b.query(
        "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'kept'",
      );
      expect(inSecond.rows).toEqual([{ n: 0 }]);
      await b.close();

      const reopened = await createPglite(pg.PGlite, {}, first, templates);
      expect((await reopened.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
      await reopened.close();

      expect(pg.calls).toEqual([
        { dataDir: first, fromTemplate: false },
        { dataDir: second, fromTemplate: true },
        { dataDir: first, fromTemplate: false },
      ]);
    },
  );

  it('a damaged tarball is replaced and the store still opens, in memory too', slow, async () => {
    const templates = tempDir('armada-template-');
    writeFileSync(join(templates, 'initdb-v1.tar'), 'not a tarball');
    const pg = recordingPglite();

    const db = await createPglite(pg.PGlite, {}, undefined, templates);
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();

    expect(pg.calls.map((call) => call.fromTemplate)).toEqual([true, false]);
    expect(readFileSync(join(templates, 'initdb-v1.tar')).length).toBeGreaterThan(1_000_000);
  });
});

describe('STORE-9 a fresh PGlite store starts from the migrated tarball of its schema', () => {
  it(
    'the first fresh store is prepared and saved, the next with that key skips the step',
    slow,
    async () => {
      // Beside an initdb tarball already (made by the first test): this one is about the
      // migrated tarball, and initdb in WebAssembly is most of a test's CPU time.
      const templates = tempDir('armada-template-');
      copyFileSync(await anInitdbTarball(), join(templates, 'initdb-v1.tar'));
      const pg = recordingPglite();
      const prepared = (key: string) => {
        const runs: string[] = [];
        return {
          runs,
          template: {
            key,
            prepare: async (db: PGlite) => {
              runs.push(key);
              await db.exec(`CREATE TABLE migrated_${key} (id int)`);
            },
          },
        };
      };

      const v1 = prepared('v1');
      const first = await createPglite(pg.PGlite, {}, tempDir('armada-a-'), templates, v1.template);
      await first.exec('INSERT INTO migrated_v1 VALUES (1)');
      await first.close();
      expect(v1.runs).toEqual(['v1']);
      expect(existsSync(join(templates, 'prepared-v1.tar'))).toBe(true);

      const again = prepared('v1');
      const second = await createPglite(pg.PGlite, {}, undefined, templates, again.template);
      // Prepared already (the table is there) and holding none of the first store's rows.
      expect((await second.query('SELECT count(*)::int AS n FROM migrated_v1')).rows).toEqual([
        { n: 0 },
      ]);
      await second.close();
      expect(again.runs).toEqual([]);

      const v2 = prepared('v2');
      const third = await createPglite(pg.PGlite, {}, undefined, templates, v2.template);
      expect(
        (
          await third.query(
            "SELECT tablename FROM pg_tables WHERE tablename LIKE 'migrated_%' ORDER BY 1",
          )
        ).rows,
      ).toEqual([{ tablename: 'migrated_v2' }]);
      await third.close();
      expect(v2.runs).toEqual(['v2']);
      // From the initdb tarball, the prepared v1 tarball, then the initdb one again for v2.
      expect(pg.calls.map((call) => call.fromTemplate)).toEqual([true, true, true]);
    },
  );
});
