import pg from 'pg';
import { PG_URL } from '@armada/simulator/testing/sql-backends';

// The local PostgreSQL (docs/stack.md; TEST_DATABASE_URL overrides), the reachability check and the
// fresh schema names are the simulator's store-test helpers.
export { PG_URL, freshSchema, postgresReachable } from '@armada/simulator/testing/sql-backends';

/** Drops a simulator's schema and its pg-boss schema (`{schema}_boss`). */
export async function dropSimulatorSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (const name of [schema, `${schema}_boss`]) {
      await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
