import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@armada/contracts/customers';
import { generateWorld } from '../domain/world/generate-world';
import { MIGRATIONS } from '../modules/assembly';
import { freshSchema, PG_URL, postgresReachable } from '../testing/sql-backends';
import { DocumentStore } from './document-store';
import { migrate } from './migrations';
import { NOTIFY_INLINE_MAX, ProcessBus, shareDocuments } from './process-bus';
import { openSqlClient, type SqlClient } from './sql-client';
import { writeWorld } from './world-seed';

/**
 * The messages between simulator processes on one PostgreSQL schema (STORE-14 to STORE-16), on
 * the local server in a fresh schema, dropped after: PGlite is one process and has no bus.
 */

const NOW = Date.parse('2026-11-20T03:00:00Z');
const reachable = await postgresReachable(PG_URL);
if (!reachable) console.warn(`PostgreSQL at ${PG_URL} is unreachable; the bus tests are skipped.`);
const schema = freshSchema('armada_bus_test');

/** Waits for `check` to hold, looking every 20 ms; `bound` only catches a hang. */
async function until(check: () => boolean, what: string, bound = 10_000): Promise<void> {
  for (const end = performance.now() + bound; performance.now() < end;) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within ${bound} ms`);
}

describe.skipIf(!reachable)('the process bus on PostgreSQL', () => {
  let db: SqlClient;
  const buses: ProcessBus[] = [];
  const errors: unknown[] = [];
  const bus = () => {
    const made = new ProcessBus({
      url: PG_URL,
      schema,
      db,
      leaderPollMs: 100,
      report: (error) => errors.push(error),
    });
    buses.push(made);
    return made;
  };

  beforeAll(async () => {
    db = await openSqlClient({ kind: 'postgres', url: PG_URL, schema });
    await migrate(db, MIGRATIONS);
    await writeWorld(db, generateWorld({ seed: 3, nowMs: NOW }), NOW);
  });
  afterAll(async () => {
    await Promise.all(buses.map((each) => each.close()));
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  it('STORE-14 one leader per schema; another takes the lead when it goes', async () => {
    const [first, second] = [bus(), bus()];
    const led: string[] = [];
    const lost: unknown[] = [];
    expect(
      await first.elect(
        async () => void led.push('first'),
        (e) => lost.push(e),
      ),
    ).toBe(true);
    expect(
      await second.elect(
        async () => void led.push('second'),
        (e) => lost.push(e),
      ),
    ).toBe(false);
    expect([first.isLeader, second.isLeader]).toEqual([true, false]);
    // The leader's connection ends (its process stopped or died): the lock is free.
    await first.close();
    await until(() => second.isLeader, 'the second leading');
    expect(led).toEqual(['first', 'second']);
    expect(lost).toEqual([]);

    // A process that is stopping tries no more: it never takes the lead while it stops.
    const third = bus();
    expect(
      await third.elect(
        async () => void led.push('third'),
        (e) => lost.push(e),
      ),
    ).toBe(false);
    third.stopElecting();
    await second.close();
    const free = bus();
    expect(
      await free.elect(
        async () => void led.push('free'),
        (e) => lost.push(e),
      ),
    ).toBe(true);
    expect(led).toEqual(['first', 'second', 'free']);
  });

  it('STORE-15 messages reach the other processes in order, never their sender', async () => {
    const [a, b] = [bus(), bus()];
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.on('live', (body) => void atA.push(body));
    b.on('live', (body) => void atB.push(body));
    await a.listen();
    await b.listen();
    const long = 'x'.repeat(NOTIFY_INLINE_MAX + 100);
    expect(a.inline({ long })).toBeNull();
    a.send('live', { n: 1 });
    a.send('live', { n: 2, long });
    a.send('live', { n: 3 });
    await until(() => atB.length === 3, 'three messages at b');
    expect(atB).toEqual([{ n: 1 }, { n: 2, long }, { n: 3 }]);
    expect(atA).toEqual([]);
    expect(a.stats).toMatchObject({ sent: 3, storedRows: 1 });
    expect(errors).toEqual([]);
  });

  it('STORE-18 a question is answered by the leader only, to the asker only; none in time is undefined', async () => {
    // The earlier tests' processes go first: one of them still leads the schema.
    for (const earlier of buses.splice(0)) await earlier.close();
    const [leader, asker, other] = [bus(), bus(), bus()];
    const asked: unknown[] = [];
    for (const each of [leader, asker, other]) {
      each.answer('double', (body) => {
        asked.push(body);
        const n = (body as { n?: unknown } | null)?.n;
        return typeof n === 'number' ? { n: 2 * n } : undefined;
      });
      await each.listen();
    }
    const noop = async () => undefined;
    expect(await leader.elect(noop, noop)).toBe(true);
    expect(await asker.elect(noop, noop)).toBe(false);
    expect(await other.elect(noop, noop)).toBe(false);

    // Two questions at once, answered each to its own; the other follower hears no answer meant
    // for the asker and answers nothing itself.
    const [three, four] = await Promise.all([
      asker.ask('double', { n: 3 }, 10_000),
      asker.ask('double', { n: 4 }, 10_000),
    ]);
    expect([three, four]).toEqual([{ n: 6 }, { n: 8 }]);
    expect(asked).toEqual([{ n: 3 }, { n: 4 }]);
    // No answer (the answerer says nothing, or nobody knows the kind): undefined after the wait.
    expect(await asker.ask('double', { n: 'x' }, 300)).toBeUndefined();
    expect(await asker.ask('unknown', {}, 300)).toBeUndefined();
    // The leader itself has nobody to ask.
    expect(await leader.ask('double', { n: 1 }, 300)).toBeUndefined();
    // A closing asker stops waiting at once.
    const pending = other.ask('never', {}, 60_000);
    await other.close();
    expect(await pending).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('STORE-16 a committed write is read again by the other process; a failed one sends nothing', async () => {
    const [a, b] = [bus(), bus()];
    const first = await DocumentStore.load(db, () => NOW);
    const second = await DocumentStore.load(db, () => NOW);
    shareDocuments(a, first);
    shareDocuments(b, second);
    await a.listen();
    await b.listen();
    const [template, gone] = first.list('customers', 1001) as Customer[];
    if (!template || !gone) throw new Error('no customers');

    const made = await first.write((batch) => {
      const id = first.reserveId('customers');
      batch.put('customers', 1001, { ...template, id, code: `BUS-${id}`, name: 'made on a' });
      batch.put('customers', 1001, { ...template, name: 'changed on a' });
      batch.delete('customers', gone.id);
      return id;
    });
    await until(() => second.get('customers', 1001, made)?.name === 'made on a', 'the new one');
    expect(second.get('customers', 1001, template.id)?.name).toBe('changed on a');
    expect(second.get('customers', 1001, gone.id)).toBeUndefined();
    expect(second.list('customers', 1001).map((c) => c.id)).toEqual(
      first.list('customers', 1001).map((c) => c.id),
    );

    // A plan that throws commits nothing, so nothing is announced: b keeps its record.
    await expect(
      first.write((batch) => {
        batch.put('customers', 1001, { ...template, name: 'never' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // And b's own change comes back to a (the NOTIFY of a later commit arrives after it).
    await second.write((batch) =>
      batch.put('customers', 1001, { ...template, name: 'changed on b' }),
    );
    await until(() => first.get('customers', 1001, template.id)?.name === 'changed on b', 'b to a');
    expect(errors).toEqual([]);

    // b's listening connection is cut (a network fault, a restarted pooler): what a commits
    // meanwhile is not lost to b, which reads every record again once it listens again.
    const admin = await openSqlClient({ kind: 'postgres', url: PG_URL, schema });
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`armada-simulator-bus ${b.processId}`.slice(0, 63)],
    );
    await first.write((batch) => batch.put('customers', 1001, { ...template, name: 'while away' }));
    await until(
      () => second.get('customers', 1001, template.id)?.name === 'while away',
      'caught up after the reconnect',
    );
    await admin.close();
    errors.length = 0;
  });
});
