import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import Value from 'typebox/value';

/** The standalone server's environment, validated once at boot (STYLE.md). */
export const ServerEnvSchema = Type.Object({
  SIMULATOR_PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 8090 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  ARMADA_SEED: Type.Optional(Type.Integer()),
  ARMADA_DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_SCHEMA: Type.Optional(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Set the Secure flag on the session cookie (serve over HTTPS). */
  COOKIE_SECURE: Type.Boolean({ default: false }),
});
export type ServerEnv = Static<typeof ServerEnvSchema>;

const check = Compile(ServerEnvSchema);

/** Reads and checks the environment; throws one error listing every bad variable. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const picked = Object.fromEntries(
    Object.keys(ServerEnvSchema.properties)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const value = Value.Default(ServerEnvSchema, Value.Convert(ServerEnvSchema, picked));
  if (check.Check(value)) return value;
  const problems = [...check.Errors(value)].map((e) => {
    const name = e.instancePath.split('/').filter(Boolean)[0] ?? '(environment)';
    return `  ${name}=${JSON.stringify(picked[name] ?? '')}: ${e.message}`;
  });
  throw new Error(`Invalid simulator environment:\n${[...new Set(problems)].join('\n')}`);
}
