import type { SqlExecutor } from './sql-client';

/**
 * STORE-13: PGlite has no autovacuum, so nothing refreshed the planner's statistics of a table
 * that grew after its last ANALYZE. A month of overspeed episodes inserted after the statistics
 * said "a few rows" made each 500-row chunk of its export a bitmap scan of all 98,000 rows and a
 * sort (130 ms a chunk instead of a few, ADR 0061). This applies PostgreSQL's own autovacuum
 * rule for ANALYZE: a table is analysed once more rows changed since its last ANALYZE than 50
 * plus a tenth of the rows it had then.
 */
export const ANALYZE_THRESHOLD_ROWS = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;
/** How often a PGlite store's thread looks for such tables (PostgreSQL's naptime is 1 min). */
export const AUTO_ANALYZE_INTERVAL_MS = 5 * 60_000;

/**
 * Analyses the tables whose changes passed the rule and returns their names. Leaf tables only:
 * ANALYZE on a partitioned table samples every partition again, which autovacuum does not do
 * either. The counts come from the statistics system, which takes up to a second to see a
 * commit.
 */
export async function analyzeChanged(db: SqlExecutor): Promise<string[]> {
  const due = await db.query<{ name: string }>(
    `SELECT format('%I.%I', s.schemaname, s.relname) AS name
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE c.relkind = 'r'
       AND s.n_mod_since_analyze > $1 + $2 * greatest(c.reltuples, 0)
     ORDER BY s.relname`,
    [ANALYZE_THRESHOLD_ROWS, ANALYZE_SCALE_FACTOR],
  );
  const names = due.map((row) => row.name);
  if (names.length > 0) await db.exec(`ANALYZE ${names.join(', ')}`);
  return names;
}
