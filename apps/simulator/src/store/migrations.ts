import type { SqlClient } from './sql-client';

/**
 * Versioned schema changes, applied in order, each once (STORE-2). Never edit a shipped
 * migration: add the next version.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'documents and world marker',
    sql: `
      CREATE TABLE documents (
        collection text NOT NULL,
        id integer NOT NULL,
        company_id integer NOT NULL,
        -- json, not jsonb: keeps the key order, so answers read like the contracts.
        doc json NOT NULL,
        updated_at bigint NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE INDEX documents_company_idx ON documents (collection, company_id);
      CREATE TABLE world_meta (
        key text PRIMARY KEY,
        value json NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'sessions and live-channel tokens',
    sql: `
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id integer NOT NULL,
        company_id integer NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id);
      CREATE TABLE ws_tokens (
        token_hash text PRIMARY KEY,
        session_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
        user_id integer NOT NULL,
        expires_at bigint NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'vehicle live state and position history',
    sql: `
      -- The last known state of each vehicle (TELE-1): one row each, written in batches, so a
      -- restart continues from where the fleet was, not from the seed snapshot.
      CREATE TABLE vehicle_state (
        vehicle_id integer PRIMARY KEY,
        company_id integer NOT NULL,
        recorded_at bigint NOT NULL,
        state json NOT NULL
      );
      CREATE INDEX vehicle_state_company_idx ON vehicle_state (company_id);
      -- Positions over time (TELE-2), for trails and scores: grows with time, kept for a
      -- retention period, read by vehicle and time or by company and time.
      CREATE TABLE vehicle_positions (
        vehicle_id integer NOT NULL,
        company_id integer NOT NULL,
        recorded_at bigint NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        speed_kmh real NOT NULL,
        heading smallint NOT NULL,
        status text NOT NULL,
        PRIMARY KEY (vehicle_id, recorded_at)
      );
      CREATE INDEX vehicle_positions_company_time_idx ON vehicle_positions (company_id, recorded_at);
      CREATE INDEX vehicle_positions_time_idx ON vehicle_positions (recorded_at);
    `,
  },
  {
    version: 4,
    name: 'telemetry events',
    sql: `
      -- Telemetry events (TELE-3): overspeed, harsh driving, idle, parking, fuel, temperature,
      -- driving time, offline; later turned into alerts and driver scores. Grows with time,
      -- kept for a retention period. One event per vehicle, time and type: a replayed tick
      -- (restart between appending events and saving state) adds nothing.
      CREATE TABLE telemetry_events (
        id bigserial PRIMARY KEY,
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        driver_id integer,
        type text NOT NULL,
        at bigint NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        value double precision,
        threshold double precision,
        duration_ms bigint,
        data json
      );
      CREATE INDEX telemetry_events_company_time_idx ON telemetry_events (company_id, at DESC);
      CREATE UNIQUE INDEX telemetry_events_vehicle_time_idx
        ON telemetry_events (vehicle_id, at DESC, type);
      CREATE INDEX telemetry_events_type_time_idx ON telemetry_events (type, at);
      -- Pruning deletes by time alone.
      CREATE INDEX telemetry_events_time_idx ON telemetry_events (at);
    `,
  },
  {
    version: 5,
    name: 'alerts',
    sql: `
      -- Raw alerts (STORE-7): one row each, the whole alert as json, and the columns the alert
      -- center filters on. Ids come from the alert engine (monotonic, continued after a
      -- restart), so a replayed batch adds nothing.
      CREATE TABLE alerts (
        id bigint PRIMARY KEY,
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        code integer NOT NULL,
        is_urgent boolean NOT NULL,
        is_important boolean NOT NULL,
        created_at bigint NOT NULL,
        resolved_at bigint,
        alert json NOT NULL
      );
      CREATE INDEX alerts_company_time_idx ON alerts (company_id, created_at DESC);
      CREATE INDEX alerts_vehicle_time_idx ON alerts (vehicle_id, created_at DESC);
      CREATE INDEX alerts_company_resolved_idx ON alerts (company_id, resolved_at);
      -- Pruning deletes by time alone.
      CREATE INDEX alerts_time_idx ON alerts (created_at);
    `,
  },
  {
    version: 6,
    name: 'alert-actions',
    sql: `
      -- What users did to alerts (STORE-8): read, notes, false alerts, resolutions. A false
      -- alert is also resolved; is_false_alert says which kind of resolution it was.
      ALTER TABLE alerts ADD COLUMN is_false_alert boolean NOT NULL DEFAULT false;
      -- One row per action and alert; the user's name is kept as it was when they acted.
      CREATE TABLE alert_logs (
        id bigserial PRIMARY KEY,
        alert_id bigint NOT NULL,
        company_id integer NOT NULL,
        user_id integer NOT NULL,
        user_name text NOT NULL,
        type text NOT NULL,
        data text,
        created_at bigint NOT NULL
      );
      CREATE INDEX alert_logs_alert_idx ON alert_logs (alert_id, id);
      -- "Has this user read it": one lookup per page of alerts.
      CREATE INDEX alert_logs_reader_idx ON alert_logs (user_id, alert_id) WHERE type = 'Read';
      CREATE INDEX alert_logs_time_idx ON alert_logs (created_at);
    `,
  },
  {
    version: 7,
    name: 'route optimization runs, plan versions, quota and fleet tasks',
    sql: `
      -- Route optimization runs (issue 10, PLAN-1): one row each, with the submitted body and
      -- the columns the run list filters, sorts and searches on. The queue is this table: a
      -- worker claims the oldest QUEUED run and keeps a heartbeat while it solves (PLAN-4).
      CREATE TABLE route_runs (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        company_id integer NOT NULL,
        number text NOT NULL,
        status text NOT NULL,
        parent_id integer,
        start_address_id integer NOT NULL,
        start_address_name text NOT NULL,
        departure_at bigint NOT NULL,
        end_at bigint,
        total_delivery_orders integer NOT NULL,
        total_vehicles integer NOT NULL,
        used_vehicles integer,
        total_distance_m double precision,
        total_duration_s double precision,
        failure_reason text,
        version integer NOT NULL DEFAULT 0,
        progress json,
        submit json NOT NULL,
        -- What the plan depends on, as it was when the run was submitted (orders, vehicles,
        -- addresses): a rerun or a moved point plans the same problem.
        input json NOT NULL,
        created_by_id integer NOT NULL,
        created_by text NOT NULL,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        claimed_by text,
        heartbeat_at bigint,
        seeded boolean NOT NULL DEFAULT false
      );
      CREATE INDEX route_runs_company_created_idx ON route_runs (company_id, created_at DESC, id DESC);
      CREATE INDEX route_runs_queue_idx ON route_runs (status, created_at) WHERE status IN ('QUEUED', 'SOLVING');
      -- Every plan a run gets (PLAN-6): the solve, each point movement, each rerun. The run's
      -- version column says which is current; rollback moves it to the current one's parent.
      CREATE TABLE route_run_versions (
        run_id integer NOT NULL REFERENCES route_runs (id) ON DELETE CASCADE,
        version integer NOT NULL,
        parent_version integer,
        kind text NOT NULL,
        created_at bigint NOT NULL,
        plan json NOT NULL,
        result json NOT NULL,
        PRIMARY KEY (run_id, version)
      );
      -- The company's quota and its count for the current period (PLAN-3), one row a company,
      -- locked while a submit checks and counts.
      CREATE TABLE route_quota (
        company_id integer PRIMARY KEY,
        quota_limit integer,
        period text,
        period_key text NOT NULL,
        usage integer NOT NULL DEFAULT 0
      );
      -- Fleet tasks made from a plan (PLAN-8): one per used vehicle, withdrawn on rollback.
      CREATE TABLE fleet_tasks (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        company_id integer NOT NULL,
        run_id integer NOT NULL REFERENCES route_runs (id) ON DELETE CASCADE,
        vehicle_id integer NOT NULL,
        driver_id integer,
        day text NOT NULL,
        status text NOT NULL,
        created_at bigint NOT NULL,
        route json NOT NULL
      );
      CREATE INDEX fleet_tasks_run_idx ON fleet_tasks (run_id);
      CREATE INDEX fleet_tasks_driver_day_idx ON fleet_tasks (company_id, driver_id, day) WHERE status = 'ACTIVE';
    `,
  },
  {
    version: 8,
    name: 'the worker that solved each plan version',
    sql: `
      -- Which simulator process solved a version (its worker id; NULL for seeded plans, point
      -- moves and versions written before this column): with several processes on one
      -- PostgreSQL, it shows who solved what and that no run was solved twice (PLAN-4).
      ALTER TABLE route_run_versions ADD COLUMN solved_by text;
    `,
  },
  {
    version: 9,
    name: 'daily driving rollup',
    sql: `
      -- Kilometres and last report per vehicle and WIB day (HISTORY-6): written once a day has
      -- settled (from the positions) or by the seeded history, read by driver scores instead
      -- of a week of positions. wib_day is the epoch ms of the day's 00:00 WIB.
      CREATE TABLE vehicle_day_distance (
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        wib_day bigint NOT NULL,
        km double precision NOT NULL,
        last_report bigint,
        PRIMARY KEY (vehicle_id, wib_day)
      );
      CREATE INDEX vehicle_day_distance_company_day_idx
        ON vehicle_day_distance (company_id, wib_day);
      -- The WIB days already rolled up, for every vehicle at once (HISTORY-6).
      CREATE TABLE settled_wib_days (
        wib_day bigint PRIMARY KEY,
        settled_at bigint NOT NULL
      );
    `,
  },
];

export interface MigrationReport {
  applied: number[];
  current: number;
}

/** Brings the database to the latest version; safe to run concurrently and on every start. */
export async function migrate(
  db: SqlClient,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrationReport> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  return db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => Number(r.version)));
    const latest = Math.max(0, ...migrations.map((m) => m.version));
    const newest = Math.max(0, ...done);
    if (newest > latest) {
      throw new Error(
        `The database schema is at version ${newest}, newer than this simulator knows (${latest}). Use a newer simulator or another ARMADA_DATA_DIR.`,
      );
    }
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return { applied, current: latest };
  });
}
