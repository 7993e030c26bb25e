import type { Migration } from '../../store/migrations';

/** The moving fleet's tables: each vehicle's saved state, the positions history, telemetry events. */
export const LIVE_FLEET_MIGRATIONS: readonly Migration[] = [
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
    version: 55,
    name: 'room on the pages of vehicle_state for its rewrites',
    sql: `
      -- Every row is rewritten at each save (FLEET-3): with half of each page free the new
      -- version stays on its page (a HOT update), as for the history's states (migration 54).
      ALTER TABLE vehicle_state SET (fillfactor = 50);
    `,
  },
];
