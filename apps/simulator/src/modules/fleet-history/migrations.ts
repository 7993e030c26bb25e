import type { Migration } from '../../store/migrations';

/**
 * The fleet's history (docs/rules/history.md, ADR 0025): positions at playback resolution in a
 * table partitioned by day, what is derived from them (trips, stops, fuel events, partitioned
 * by month; daily rollups), the seeded backlog's days and each vehicle's recorder state.
 */
export const FLEET_HISTORY_MIGRATIONS: readonly Migration[] = [
  {
    version: 22,
    name: 'history positions partitioned by day, replacing the 15 s position samples',
    sql: `
      -- HIST-4, HIST-5: one row per kept position. Compact columns (ADR 0025): coordinates in
      -- 1e-5 degrees, speed in whole km/h, status and ignition in one small integer
      -- (status code of MOTION_STATUS_CODES, plus 4 when the ignition is on), the fuel level
      -- in tenths of a percent and the box temperature in tenths of a degree (null: no sensor).
      -- Partitions are WIB days, created ahead by the recorder and dropped whole after the
      -- retention period; the default partition only catches rows of a day without one.
      CREATE TABLE history_positions (
        vehicle_id integer NOT NULL,
        company_id integer NOT NULL,
        recorded_at bigint NOT NULL,
        lat_e5 integer NOT NULL,
        lng_e5 integer NOT NULL,
        speed_kmh smallint NOT NULL,
        heading smallint NOT NULL,
        flags smallint NOT NULL,
        fuel_pct_e1 smallint,
        temp_c_e1 smallint,
        PRIMARY KEY (vehicle_id, recorded_at)
      ) PARTITION BY RANGE (recorded_at);
      CREATE TABLE history_positions_default PARTITION OF history_positions DEFAULT;

      -- The 15 s samples of TELE-2 are kept positions too: they move in (as parked or moving
      -- fixes), and the old table becomes a view of the new one with its columns, so the
      -- trail, the driver score's kilometres and the daily driving rollup read on unchanged.
      INSERT INTO history_positions
        (vehicle_id, company_id, recorded_at, lat_e5, lng_e5, speed_kmh, heading, flags)
      SELECT vehicle_id, company_id, recorded_at,
             round(latitude * 100000)::integer, round(longitude * 100000)::integer,
             least(round(speed_kmh), 32767)::smallint, heading,
             (CASE status WHEN 'moving' THEN 4 WHEN 'idle' THEN 5 WHEN 'parked' THEN 2
                          ELSE 3 END)::smallint
      FROM vehicle_positions
      ON CONFLICT DO NOTHING;
      DROP TABLE vehicle_positions;
      CREATE VIEW vehicle_positions AS
        SELECT vehicle_id, company_id, recorded_at,
               lat_e5 / 100000.0::double precision AS latitude,
               lng_e5 / 100000.0::double precision AS longitude,
               speed_kmh::real AS speed_kmh,
               heading,
               (CASE flags & 3 WHEN 0 THEN 'moving' WHEN 1 THEN 'idle' WHEN 2 THEN 'parked'
                               ELSE 'offline' END)::text AS status
        FROM history_positions;
    `,
  },
  {
    version: 23,
    name: 'trips, stops, fuel events, daily rollups and the seeded backlog',
    sql: `
      -- Ids of trips, stops and fuel events: one sequence, so an id names one record.
      CREATE SEQUENCE history_record_ids AS integer;

      -- HIST-9, HIST-10: one row per trip, keyed by vehicle and start; an ongoing trip is
      -- rewritten as it goes. Partitioned by WIB month of the start. Places are coordinates:
      -- their nearest address is looked up when a page is read (a page is tens of rows).
      CREATE TABLE history_trips (
        id integer NOT NULL DEFAULT nextval('history_record_ids'),
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        driver_id integer,
        started_at bigint NOT NULL,
        ended_at bigint NOT NULL,
        ongoing boolean NOT NULL,
        start_lat double precision NOT NULL,
        start_lng double precision NOT NULL,
        end_lat double precision NOT NULL,
        end_lng double precision NOT NULL,
        distance_m integer NOT NULL,
        moving_s integer NOT NULL,
        idle_s integer NOT NULL,
        max_speed_kmh real NOT NULL,
        PRIMARY KEY (vehicle_id, started_at)
      ) PARTITION BY RANGE (started_at);
      CREATE TABLE history_trips_default PARTITION OF history_trips DEFAULT;
      CREATE INDEX history_trips_company_idx ON history_trips (company_id, started_at);

      -- HIST-11: one row per stop (PARKED with the engine off, IDLE with it on).
      CREATE TABLE history_stops (
        id integer NOT NULL DEFAULT nextval('history_record_ids'),
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        driver_id integer,
        started_at bigint NOT NULL,
        ended_at bigint NOT NULL,
        ongoing boolean NOT NULL,
        kind text NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        PRIMARY KEY (vehicle_id, started_at)
      ) PARTITION BY RANGE (started_at);
      CREATE TABLE history_stops_default PARTITION OF history_stops DEFAULT;
      CREATE INDEX history_stops_company_idx ON history_stops (company_id, started_at);

      -- HIST-13: refills and drops read from the fuel level.
      CREATE TABLE history_fuel_events (
        id integer NOT NULL DEFAULT nextval('history_record_ids'),
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        driver_id integer,
        at bigint NOT NULL,
        kind text NOT NULL,
        litres real NOT NULL,
        before_pct real NOT NULL,
        after_pct real NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        PRIMARY KEY (vehicle_id, at)
      ) PARTITION BY RANGE (at);
      CREATE TABLE history_fuel_events_default PARTITION OF history_fuel_events DEFAULT;
      CREATE INDEX history_fuel_events_company_idx ON history_fuel_events (company_id, at);

      -- HIST-15, HIST-16: one row per vehicle and day on its company's clock; per driver is
      -- a sum over these. Small (a row per vehicle-day), kept longer, pruned by day.
      CREATE TABLE history_daily (
        vehicle_id integer NOT NULL,
        day date NOT NULL,
        company_id integer NOT NULL,
        driver_id integer,
        distance_m integer NOT NULL DEFAULT 0,
        trips integer NOT NULL DEFAULT 0,
        driving_s integer NOT NULL DEFAULT 0,
        idling_s integer NOT NULL DEFAULT 0,
        parking_s integer NOT NULL DEFAULT 0,
        max_speed_kmh real NOT NULL DEFAULT 0,
        fuel_used_ml integer NOT NULL DEFAULT 0,
        fuel_added_ml integer NOT NULL DEFAULT 0,
        fuel_dropped_ml integer NOT NULL DEFAULT 0,
        alert_count integer NOT NULL DEFAULT 0,
        alerts jsonb NOT NULL DEFAULT '{}',
        PRIMARY KEY (vehicle_id, day)
      );
      CREATE INDEX history_daily_company_idx ON history_daily (company_id, day);
      CREATE INDEX history_daily_driver_idx ON history_daily (company_id, driver_id, day);

      -- HIST-7: the seeded backlog's vehicle-days (WIB days), and whether their dense
      -- positions are in history_positions yet (drawn on the first read).
      CREATE TABLE history_backlog_days (
        vehicle_id integer NOT NULL,
        day_start bigint NOT NULL,
        company_id integer NOT NULL,
        until_at bigint NOT NULL,
        fuel_start_l real NOT NULL,
        -- What the vehicle did that day (drives, stands, fuel events): its positions are
        -- drawn from it (backlog-render.ts), so they agree with the day's records.
        timeline json NOT NULL,
        materialised boolean NOT NULL DEFAULT false,
        PRIMARY KEY (vehicle_id, day_start)
      );

      -- The recorder's state per vehicle (open trip or stop, fuel smoothing, today's
      -- figures), saved with the fleet's state so a restart goes on where it was.
      CREATE TABLE history_vehicle_state (
        vehicle_id integer PRIMARY KEY,
        recorded_at bigint NOT NULL,
        state json NOT NULL
      );
    `,
  },
  {
    version: 45,
    name: 'box door openings of the vehicles with a door sensor',
    sql: `
      -- HIST-17 ... HIST-19: one row per opening of a box door, keyed by vehicle and the
      -- instant it opened; closed_at is null while the door is open. at_stop: opened at a
      -- delivery stop (the door report flags the others that were in no geofence, RPT-43).
      -- Partitioned by WIB month of the opening and kept as long as trips (HIST-4).
      CREATE TABLE history_door_events (
        id integer NOT NULL DEFAULT nextval('history_record_ids'),
        company_id integer NOT NULL,
        vehicle_id integer NOT NULL,
        driver_id integer,
        opened_at bigint NOT NULL,
        closed_at bigint,
        at_stop boolean NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        PRIMARY KEY (vehicle_id, opened_at)
      ) PARTITION BY RANGE (opened_at);
      CREATE TABLE history_door_events_default PARTITION OF history_door_events DEFAULT;
      CREATE INDEX history_door_events_company_idx ON history_door_events (company_id, opened_at);
    `,
  },
  {
    version: 54,
    name: 'room on the pages of the history tables rewritten in place',
    sql: `
      -- A day's figures and an ongoing trip or stop are rewritten every 30 s, the recorder's
      -- state every 5 minutes. With half of each page left free the new version of a row goes
      -- on the row's own page (a HOT update: no new index entries, and the old version is
      -- reclaimed the next time the page is visited, which matters on PGlite, which has no
      -- autovacuum). At 50,000 vehicles full pages made these upserts cost twice as much and
      -- the tables grow by a copy of every row each time (ADR 0058, 50,000-vehicle addendum).
      -- Partitions made from now on get the same (partitions.ts).
      ALTER TABLE history_daily SET (fillfactor = 50);
      ALTER TABLE history_vehicle_state SET (fillfactor = 50);
      DO $$
      DECLARE part record;
      BEGIN
        FOR part IN
          SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent IN ('history_trips'::regclass, 'history_stops'::regclass)
        LOOP
          EXECUTE format('ALTER TABLE %I SET (fillfactor = 50)', part.relname);
        END LOOP;
      END $$;
    `,
  },
];
