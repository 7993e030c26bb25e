import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import type { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME, type DemoAccount } from '@armada/contracts/auth';
import type { CreateCustomerRequest } from '@armada/contracts/customers';
import { ManualClock } from '../domain/clock';
import { createSimulator, type RunningSimulator, type SimulatorOptions } from '../simulator';

/** 10:00 WIB on a Friday; the world is generated relative to it. */
export const TEST_NOW = Date.parse('2026-11-20T03:00:00Z');
export const TEST_SEED = 7;

export interface TestSimulator {
  simulator: RunningSimulator;
  clock: ManualClock;
  app: FastifyInstance;
  /** Signs in a demo account and returns its `Cookie` header value. */
  login(account: DemoAccount | typeof SECOND_COMPANY_ADMIN): Promise<string>;
  /** `app.inject` with the session cookie of `cookie`. */
  as(cookie: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Five minutes: only a hang gets there (docs/adr/0016). */
const PLUGIN_TIMEOUT_MS = 5 * 60_000;

/**
 * One simulator per test file (opening the store is the slow part). A `ManualClock` given in
 * the options is the one returned; otherwise the clock starts at `TEST_NOW`.
 */
export async function startTestSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock(TEST_NOW);
  const simulator = await createSimulator({
    inMemory: true,
    seed: TEST_SEED,
    clock,
    useEnv: false,
    // Tests that want the moving fleet start it and step the clock (liveFleet.start, runDue).
    liveFleet: 'manual',
    // Tests count their own alerts; the history's test turns it on (HISTORY-4).
    drivingHistory: 'none',
    ...options,
  });
  // Fastify's 10 s plugin bound is a hang bound here: under load a module's start (its tables,
  // its seeded rows) has taken longer, and the harness then failed a test that would pass.
  const app = Fastify({ logger: false, pluginTimeout: PLUGIN_TIMEOUT_MS });
  await app.register(simulator.plugin);
  await app.ready();
  return {
    simulator,
    clock,
    app,
    async login(account) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: account, password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`login ${account}: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
      if (!cookie) throw new Error('no session cookie');
      return `${SESSION_COOKIE_NAME}=${cookie.value}`;
    },
    as(cookie, options) {
      return app.inject({ ...options, headers: { ...options.headers, cookie } });
    },
    async close() {
      await app.close();
      await simulator.close();
    },
  };
}

/** A valid customer body; tests override what they check. */
export function makeCustomerInput(
  overrides: Partial<CreateCustomerRequest> = {},
): CreateCustomerRequest {
  return {
    name: 'PT Sumber Rejeki Pangan',
    type: 'COMPANY',
    phone: '021-4608899',
    email: 'order@sumberrejeki.co.id',
    address: 'Jl. Raya Bekasi No. 21, Cakung, Jakarta Timur, DKI Jakarta 13910',
    city: 'Jakarta Timur',
    province: 'DKI Jakarta',
    npwp: '01.234.567.8-045.000',
    contact_person: 'Siti Rahmawati',
    ...overrides,
  };
}

/** Parses a JSON answer body with the caller's expected type. */
export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
