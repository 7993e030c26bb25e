import Type, { type Static, type TObject } from 'typebox';
import Value from 'typebox/value';
import type { SimulatorOptions } from './simulator';

/**
 * Environment variables, read once at boot and checked by one TypeBox schema (docs/style.md). The
 * gateway mounts this simulator in-process and reads the same variables, so their schemas are
 * declared once, here, and the gateway imports them (`@armada/simulator/env`, which loads
 * nothing but typebox). Each property's `description` is the hint printed when a value is
 * wrong: "must be <description> (got ...)".
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const CLOCK_START_HINT =
  'an ISO 8601 date-time, e.g. 2026-11-23T09:00:00+07:00: the server clock starts there and runs on (tests)';

/** The variables the simulator reads, whether it runs standalone or inside the gateway. */
export const SimulatorEnvProperties = {
  ARMADA_SEED: Type.Optional(
    Type.Integer({ minimum: 0, description: 'a non-negative integer world seed' }),
  ),
  ARMADA_SIM_VEHICLES: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 50_000,
      description: "a whole number from 1 to 50000 (the demo company's vehicles)",
    }),
  ),
  ARMADA_SIM_SPEED: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: 1000,
      description:
        'a number above 0 and at most 1000: simulated seconds per real second (demos; default 1)',
    }),
  ),
  ARMADA_SIM_ALERT_RATE: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 10_000,
      description:
        'a number from 0 to 10000: how many times the usual alert stream (1); 1000 storms for benchmarks',
    }),
  ),
  ARMADA_HISTORY_DAYS: Type.Optional(
    Type.Integer({
      minimum: 2,
      maximum: 400,
      description:
        'a whole number of days from 2 to 400: how long the fleet history keeps positions (default 30)',
    }),
  ),
  ARMADA_SEEDED_PAST: Type.Optional(
    Type.Union([Type.Literal('seed'), Type.Literal('none')], {
      description:
        "'seed' (default) writes the past driving and past route optimization runs of a fresh store before it is ready; 'none' starts with no past (HISTORY-4, PLAN-10; benches that read none of it)",
    }),
  ),
  ARMADA_SOLVE_BUDGET_MS: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: 60_000,
      description:
        'whole milliseconds from 100 to 60000: every route optimization solves this long instead of 1 s plus 20 ms per order (tests, demos)',
    }),
  ),
  ARMADA_LEADER_POLL_MS: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: 60_000,
      description:
        'whole milliseconds from 100 to 60000: with DATABASE_URL, how often a simulator that is not the leader tries to take the lead (STORE-14); default 2000',
    }),
  ),
  ARMADA_SIM_CONTROLS: Type.Optional(
    Type.Enum(['0', '1'], {
      description: '1 serves the simulator controls (POST /api/simulator/alerts), 0 or unset not',
    }),
  ),
  ARMADA_DATA_DIR: Type.Optional(
    Type.String({ minLength: 1, description: 'a directory for the simulator database' }),
  ),
  ARMADA_MEDIA_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description: "a directory for the alerts' dashcam clips (default .data/media)",
    }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'a postgres:// or postgresql:// connection URL',
    }),
  ),
  DATABASE_SCHEMA: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z_][A-Za-z0-9_]{0,62}$',
      description: 'a PostgreSQL schema name (letters, digits and _) for the simulator tables',
    }),
  ),
  ARMADA_CLOCK_START: Type.Optional(Type.String({ minLength: 1, description: CLOCK_START_HINT })),
  LOG_LEVEL: Type.Enum([...LOG_LEVELS], {
    default: 'info',
    description: `one of ${LOG_LEVELS.join(', ')}`,
  }),
  COOKIE_SECURE: Type.Boolean({
    default: false,
    description: '"true" or "false" (the Secure flag on the session cookie, behind HTTPS)',
  }),
  HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'the address to listen on, e.g. 127.0.0.1 or 0.0.0.0',
  }),
};

/** The standalone server's environment. */
export const ServerEnvSchema = Type.Object({
  SIMULATOR_PORT: Type.Integer({
    minimum: 0,
    maximum: 65_535,
    default: 8090,
    description: 'a TCP port number from 0 to 65535',
  }),
  ...SimulatorEnvProperties,
});
export type ServerEnv = Static<typeof ServerEnvSchema>;

export interface EnvIssue {
  variable: string;
  message: string;
}

/** Variables whose values may hold secrets: never echoed back in an error message. */
const SECRET_VARIABLES = new Set<string>(['DATABASE_URL']);

function describeValue(variable: string, value: unknown): string {
  if (SECRET_VARIABLES.has(variable)) return '';
  const text = String(value);
  return ` (got ${JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}...` : text)})`;
}

/**
 * Picks the schema's variables from `env` (blank counts as unset), applies defaults and
 * conversions, and lists one issue per bad variable in schema order. Shared by the simulator's
 * server and the gateway, so both report a bad environment the same way.
 */
export function checkEnv<Schema extends TObject>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): { value: Static<Schema>; input: Record<string, string>; issues: Map<string, string> } {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key]?.trim();
    if (value) input[key] = value;
  }
  const value = Value.Convert(schema, Value.Default(schema, { ...input })) as Record<
    string,
    unknown
  >;
  // Value.Convert reads "1.5" or "0x10" as an integer; a whole number is decimal digits only
  // (as in every API), so anything else stays text and fails the check with the hint.
  for (const [key, text] of Object.entries(input)) {
    const property: unknown = schema.properties[key];
    const isInteger =
      typeof property === 'object' && property !== null && 'type' in property
        ? property.type === 'integer'
        : false;
    if (isInteger && !/^-?(?:0|[1-9][0-9]*)$/.test(text)) value[key] = text;
  }
  const issues = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    // Every variable is optional or defaulted, so each error points into one property.
    const variable = error.instancePath.split('/')[1];
    if (!variable || issues.has(variable)) continue;
    const property: object | undefined = schema.properties[variable];
    const hint =
      property && 'description' in property && typeof property.description === 'string'
        ? property.description
        : error.message;
    issues.set(variable, `must be ${hint}${describeValue(variable, input[variable])}`);
  }
  if (value !== null && typeof value === 'object') {
    checkClockStart(value as Record<string, unknown>, input, issues);
  }
  return { value: value as Static<Schema>, input, issues };
}

/** A date-time that Date.parse reads (a schema pattern cannot tell 2026-02-30 from a date). */
function checkClockStart(
  value: Record<string, unknown>,
  input: Record<string, string>,
  issues: Map<string, string>,
): void {
  const text = value.ARMADA_CLOCK_START;
  if (typeof text !== 'string' || issues.has('ARMADA_CLOCK_START')) return;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && Number.isFinite(Date.parse(text))) return;
  issues.set(
    'ARMADA_CLOCK_START',
    `must be ${CLOCK_START_HINT}${describeValue('ARMADA_CLOCK_START', input.ARMADA_CLOCK_START)}`,
  );
}

/** ARMADA_CLOCK_START as epoch milliseconds, or undefined when the real clock is wanted. */
export function clockStartMs(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Date.parse(text);
}

/** The issues as one message: a title line, then one "  - NAME: must be ..." line each. */
export function formatEnvIssues(title: string, issues: readonly EnvIssue[]): string {
  return (
    `${title} (${issues.length} bad variable${issues.length === 1 ? '' : 's'}):\n` +
    issues.map((issue) => `  - ${issue.variable}: ${issue.message}`).join('\n')
  );
}

/** Reads and checks the environment; throws one error listing every bad variable. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const { value, issues } = checkEnv(ServerEnvSchema, env);
  if (issues.size === 0) return value;
  const order = Object.keys(ServerEnvSchema.properties);
  const list = [...issues]
    .map(([variable, message]) => ({ variable, message }))
    .sort((a, b) => order.indexOf(a.variable) - order.indexOf(b.variable));
  throw new Error(formatEnvIssues('Invalid simulator environment', list));
}

/**
 * The store and fleet options the standalone server (server.ts) takes from its checked
 * environment; it passes `useEnv: false`, so every variable it honours goes through here.
 */
export function simulatorOptionsOf(env: ServerEnv): SimulatorOptions {
  return {
    ...(env.ARMADA_SEED === undefined ? {} : { seed: env.ARMADA_SEED }),
    ...(env.ARMADA_SIM_VEHICLES === undefined ? {} : { fleetSize: env.ARMADA_SIM_VEHICLES }),
    ...(env.ARMADA_DATA_DIR === undefined ? {} : { dataDir: env.ARMADA_DATA_DIR }),
    ...(env.ARMADA_MEDIA_DIR === undefined ? {} : { media: { dir: env.ARMADA_MEDIA_DIR } }),
    ...(env.DATABASE_URL === undefined ? {} : { databaseUrl: env.DATABASE_URL }),
    ...(env.DATABASE_SCHEMA === undefined ? {} : { databaseSchema: env.DATABASE_SCHEMA }),
    ...(env.ARMADA_SIM_SPEED === undefined ? {} : { speed: env.ARMADA_SIM_SPEED }),
    ...(env.ARMADA_SIM_ALERT_RATE === undefined ? {} : { alertRate: env.ARMADA_SIM_ALERT_RATE }),
    ...(env.ARMADA_HISTORY_DAYS === undefined
      ? {}
      : { historyRetentionDays: env.ARMADA_HISTORY_DAYS }),
    // PLAN-10: a store started with no past gets no seeded runs either (as createSimulator does
    // when it reads the variable itself).
    ...(env.ARMADA_SEEDED_PAST === undefined
      ? {}
      : { drivingHistory: env.ARMADA_SEEDED_PAST, seededRuns: env.ARMADA_SEEDED_PAST }),
    ...(env.ARMADA_SOLVE_BUDGET_MS === undefined
      ? {}
      : { solveBudgetMs: env.ARMADA_SOLVE_BUDGET_MS }),
    ...(env.ARMADA_LEADER_POLL_MS === undefined ? {} : { leaderPollMs: env.ARMADA_LEADER_POLL_MS }),
  };
}
