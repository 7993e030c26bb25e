import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_PASSWORD,
  SESSION_COOKIE_NAME,
  type DemoAccount,
  type ProfileResponse,
} from '@armada/contracts/auth';
import type { Customer } from '@armada/contracts/customers';
import type { FeedbackStatusResponse } from '@armada/contracts/feedback';
import type { ItemResponse, ListResponse, SavedFilter } from '@armada/contracts/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from './domain/clock';
import { DEFAULT_SEED } from './domain/world/generate-world';
import { createSimulator, type SimulatorOptions } from './simulator';
import { makeCustomerInput, TEST_NOW, type TestSimulator } from './testing/test-simulator';

const dataDir = mkdtempSync(join(tmpdir(), 'armada-sim-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A simulator on the temp data dir, as a restart of the same process would open it. */
async function open(options: SimulatorOptions = {}): Promise<TestSimulator> {
  const clock = new ManualClock(TEST_NOW);
  const simulator = await createSimulator({ dataDir, seed: 11, clock, useEnv: false, ...options });
  const app = Fastify({ logger: false });
  await app.register(simulator.plugin);
  await app.ready();
  return {
    simulator,
    clock,
    app,
    async login(account: DemoAccount) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: account, password: DEMO_PASSWORD },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
      if (!cookie) throw new Error(response.body);
      return `${SESSION_COOKIE_NAME}=${cookie.value}`;
    },
    as: (cookie, options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
    async close() {
      await app.close();
      await simulator.close();
    },
  };
}

describe('persistence across restarts (on-disk PGlite)', { timeout: 120_000 }, () => {
  const state: {
    cookie: string;
    customerId: number;
    presetId: number;
    counts: Record<string, number>;
  } = {
    cookie: '',
    customerId: 0,
    presetId: 0,
    counts: {},
  };

  it('STORE-1 STORE-3 seeds a fresh data directory once', async () => {
    const t = await open();
    try {
      expect(t.simulator.world).toMatchObject({
        seed: 11,
        seededNow: true,
        storage: 'pglite-dir',
        location: dataDir,
      });
      state.counts = { ...t.simulator.world.counts };
      expect(state.counts.vehicles).toBeGreaterThanOrEqual(60);

      state.cookie = await t.login('admin');
      const customer = await t.as(state.cookie, {
        method: 'POST',
        url: '/order/api/web/v1/customer',
        payload: makeCustomerInput({ name: 'PT Tetap Ada Setelah Restart' }),
      });
      state.customerId = customer.json<ItemResponse<Customer>>().data.id;
      await t.as(state.cookie, {
        method: 'PATCH',
        url: '/api/user/profile',
        payload: { phoneNo: '081311112222' },
      });
      await t.as(state.cookie, {
        method: 'POST',
        url: '/api/feedback',
        payload: { point: 4, comment: 'Bagus' },
      });
      const preset = await t.as(state.cookie, {
        method: 'POST',
        url: '/api/saved-filter',
        payload: {
          table_key: 'customers',
          name: 'Aktif',
          value: { activeFilters: { is_active: true } },
        },
      });
      state.presetId = preset.json<ItemResponse<SavedFilter>>().data.id;
      const gql = await t.as(state.cookie, {
        method: 'POST',
        url: '/graphql',
        payload: {
          query:
            'mutation { updateCompany(input: { id: 1001, parkTimeout: 45 }) { isSuccessful } }',
        },
      });
      expect(gql.json()).toEqual({ data: { updateCompany: { isSuccessful: true } } });
    } finally {
      await t.close();
    }
  });

  it('STORE-3 STORE-5 STORE-6 a restart neither reseeds nor loses what operators changed', async () => {
    const t = await open();
    try {
      expect(t.simulator.world.seededNow).toBe(false);
      expect(t.simulator.world.counts.vehicles).toBe(state.counts.vehicles);
      expect(t.simulator.world.counts.delivery_orders).toBe(state.counts.delivery_orders);
      expect(t.simulator.world.counts.customers).toBeGreaterThanOrEqual(
        state.counts.customers ?? 0,
      );

      // The session survived the restart.
      const cookie = state.cookie;
      const customer = await t.as(cookie, {
        method: 'GET',
        url: `/order/api/web/v1/customer/${state.customerId}`,
      });
      expect(customer.statusCode).toBe(200);
      expect(customer.json<ItemResponse<Customer>>().data.name).toBe(
        'PT Tetap Ada Setelah Restart',
      );
      const profile = await t.as(cookie, { method: 'GET', url: '/api/user/profile' });
      expect(profile.json<ProfileResponse>().data.phoneNo).toBe('+6281311112222');
      const status = await t.as(cookie, { method: 'GET', url: '/api/feedback-status' });
      expect(status.json<FeedbackStatusResponse>().data.status).toBe(true);
      const presets = await t.as(cookie, {
        method: 'GET',
        url: '/api/saved-filter?table_key=customers',
      });
      expect(presets.json<ListResponse<SavedFilter>>().data.ids).toEqual([state.presetId]);
      const company = await t.as(cookie, {
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ company { data { parkTimeout } } }' },
      });
      expect(company.json()).toEqual({ data: { company: { data: { parkTimeout: 45 } } } });

      // New records continue the id sequence instead of reusing ids.
      const next = await t.as(cookie, {
        method: 'POST',
        url: '/order/api/web/v1/customer',
        payload: makeCustomerInput(),
      });
      expect(next.json<ItemResponse<Customer>>().data.id).toBeGreaterThan(state.customerId);

      await t.as(cookie, { method: 'POST', url: '/auth/logout' });
    } finally {
      await t.close();
    }
  });

  it('AUTH-3 STORE-6 a logout stays a logout after a restart', async () => {
    const t = await open();
    try {
      expect((await t.as(state.cookie, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(
        401,
      );
      expect(await t.simulator.isReady()).toBe(true);
    } finally {
      await t.close();
    }
    expect(await t.simulator.isReady()).toBe(false);
  });

  it('STORE-3 another seed replaces the world', async () => {
    const t = await open({ seed: 12 });
    try {
      expect(t.simulator.world).toMatchObject({ seed: 12, seededNow: true });
      const cookie = await t.login('admin');
      expect(
        (
          await t.as(cookie, {
            method: 'GET',
            url: `/order/api/web/v1/customer/${state.customerId}`,
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('options', () => {
  it('reads ARMADA_SEED from the environment and defaults to the fixed seed', async () => {
    const previous = process.env.ARMADA_SEED;
    process.env.ARMADA_SEED = 'not-a-number';
    try {
      await expect(createSimulator({ inMemory: true })).rejects.toThrow(
        'ARMADA_SEED must be an integer',
      );
    } finally {
      if (previous === undefined) delete process.env.ARMADA_SEED;
      else process.env.ARMADA_SEED = previous;
    }
    expect(DEFAULT_SEED).toBeTypeOf('number');
  });

  it('PLAN-10: a store started with no past (ARMADA_SEEDED_PAST=none) gets no seeded runs', async () => {
    const previous = process.env.ARMADA_SEEDED_PAST;
    process.env.ARMADA_SEEDED_PAST = 'none';
    const runsOf = async (options: SimulatorOptions) => {
      const simulator = await createSimulator({
        inMemory: true,
        seed: 11,
        fleetSize: 10,
        ...options,
      });
      try {
        const rows = await simulator.services.reports.db.query<{ runs: number }>(
          'SELECT count(*)::int AS runs FROM route_runs',
        );
        return rows[0]?.runs;
      } finally {
        await simulator.close();
      }
    };
    try {
      expect(await runsOf({ clock: new ManualClock(TEST_NOW) })).toBe(0);
      // The option wins over the environment.
      expect(
        await runsOf({ clock: new ManualClock(TEST_NOW), seededRuns: 'seed' }),
      ).toBeGreaterThan(0);
    } finally {
      if (previous === undefined) delete process.env.ARMADA_SEEDED_PAST;
      else process.env.ARMADA_SEEDED_PAST = previous;
    }
  });

  it('HISTORY-4 reads ARMADA_SEEDED_PAST: "seed" or "none", anything else is refused', async () => {
    const previous = process.env.ARMADA_SEEDED_PAST;
    process.env.ARMADA_SEEDED_PAST = 'yes';
    try {
      await expect(createSimulator({ inMemory: true })).rejects.toThrow(
        'ARMADA_SEEDED_PAST must be "seed" or "none", got "yes"',
      );
    } finally {
      if (previous === undefined) delete process.env.ARMADA_SEEDED_PAST;
      else process.env.ARMADA_SEEDED_PAST = previous;
    }
  });
});
