import { API_BASES, defineRoute } from '@armada/contracts/shared';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../services/services';
import type { SqlClient } from '../store/sql-client';
import { startTestSimulator, type TestSimulator } from '../testing/test-simulator';
import { routeOptions } from '../transport/http/route-options';
import { collectionsOf, createServices, migrationsOf, resolversOf } from './assembly';
import { defineModule, type ModuleContext, type SimulatorModule } from './module';
import { MODULES } from './registry';

/** A module as small as one can be, added the way README.md says: its own folder, one line. */
const notesRoute = defineRoute({
  id: 'testNotesCount',
  method: 'GET',
  url: `${API_BASES.main}/test-notes/count`,
  summary: 'How many notes the test module keeps',
  tags: ['test'],
  auth: true,
  schema: {
    querystring: Type.Object({}),
    response: { 200: Type.Object({ count: Type.Number(), seeded: Type.Boolean() }) },
  },
});

class NoteService {
  seeded = false;
  constructor(private readonly db: SqlClient) {}
  async count(): Promise<number> {
    const [row] = await this.db.query<{ n: string }>('SELECT count(*) AS n FROM test_notes');
    return Number(row?.n);
  }
}

const notesOf = (services: Services) =>
  (services as unknown as { testNotes: NoteService }).testNotes;

const notesModule = defineModule({
  name: 'test-notes',
  migrations: [
    {
      version: 10_000,
      name: 'test notes',
      sql: 'CREATE TABLE test_notes (id integer PRIMARY KEY)',
    },
  ],
  grants: { operator: ['testNotes:read'] },
  services: ({ db }) => ({ testNotes: new NoteService(db) }) as unknown as Partial<Services>,
  routes: [
    {
      base: 'main',
      register: (app, services, prefix) =>
        app.route({
          ...routeOptions(notesRoute, prefix),
          handler: async () => ({
            count: await notesOf(services).count(),
            seeded: notesOf(services).seeded,
          }),
        }),
    },
  ],
  seed: async ({ services }) => {
    notesOf(services).seeded = true;
  },
});

describe('a module added to the registry', () => {
  let t: TestSimulator;

  beforeAll(async () => {
    t = await startTestSimulator({ modules: [...MODULES, notesModule] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('MOD-1 gets its migration, service, seed step and REST route from its declaration alone', async () => {
    const cookie = await t.login('operator');
    const response = await t.as(cookie, { method: 'GET', url: '/api/test-notes/count' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0, seeded: true });
  });

  it('MOD-1 WORLD-6 grants its permissions to the demo accounts of the roles it names only', async () => {
    const rights = async (account: 'operator' | 'dispatcher') =>
      (await t.simulator.services.auth.login(account, 'demo')).identity.accessRight;
    expect(await rights('operator')).toContain('testNotes:read');
    expect(await rights('dispatcher')).not.toContain('testNotes:read');
  });
});

describe('the assembly', () => {
  const bare = (name: string, more: Partial<SimulatorModule>): SimulatorModule =>
    defineModule({ name, ...more });

  it('MOD-2 STORE-2 keeps the migrations in version order and refuses a version two modules claim', () => {
    // Strictly increasing and unique; the shipped ones stay, later modules add their own.
    const versions = migrationsOf(MODULES).map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15]));
    const twice = bare('twice', { migrations: [{ version: 4, name: 'again', sql: '' }] });
    expect(() => migrationsOf([...MODULES, twice])).toThrow(/4 of twice is already live-fleet's/);
  });

  it('MOD-3 refuses a collection, a service or a GraphQL field that another module has', () => {
    expect(() => collectionsOf([bare('dup', { collections: ['customers'] })])).toThrow(
      /customers of dup exists already/,
    );
    const ctx = {} as Omit<ModuleContext, 'services'>;
    const again = bare('again', { services: () => ({ x: 1 }) as unknown as Partial<Services> });
    expect(() => createServices(ctx, [again, { ...again, name: 'copy' }])).toThrow(
      /services.x of copy exists already/,
    );
    const field = bare('field', {
      resolvers: () => ({ Query: { company: async () => ({}) }, Mutation: {} }),
    });
    expect(() => resolversOf([field, { ...field, name: 'other' }], {} as Services)).toThrow(
      /Query.company of other/,
    );
  });

  it('MOD-4 names the registry order when a module uses a service of a module listed after it', () => {
    const early = bare('early', {
      services: ({ services }) => ({ auth: services.live }) as unknown as Partial<Services>,
    });
    expect(() => createServices({} as Omit<ModuleContext, 'services'>, [early])).toThrow(
      /module early uses services.live, which no module before it/,
    );
  });
});
