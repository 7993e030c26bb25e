import type { Migration } from '../../store/migrations';

/** The daily driving rollup driver scores read. */
export const DRIVER_SCORE_MIGRATIONS: readonly Migration[] = [
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
