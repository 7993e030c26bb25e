import type { Migration } from '../../store/migrations';

/** Raised alerts and what users did to them. */
export const ALERT_MIGRATIONS: readonly Migration[] = [
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
];
