import type { Migration } from '../../store/migrations';

/**
 * Fleet availability (docs/rules/fleet-availability.md): the range read over the tasks table and
 * each company's working week.
 */
export const FLEET_AVAILABILITY_MIGRATIONS: readonly Migration[] = [
  {
    version: 21,
    name: 'fleet availability: tasks by planned end, company working week',
    sql: `
      -- FA-3: the tasks overlapping a range are those that start before its end and end after
      -- its start; past tasks are many and future ones few, so the planned end bounds the scan.
      CREATE INDEX fleet_tasks_company_end_idx
        ON fleet_tasks (company_id, planned_end_at) WHERE task_status IS NOT NULL;

      -- FA-5: the company's working week; no row is the default week.
      CREATE TABLE fleet_shifts (
        company_id integer PRIMARY KEY,
        work_days json NOT NULL,
        start_minute integer NOT NULL,
        end_minute integer NOT NULL,
        updated_at bigint NOT NULL,
        updated_by text NOT NULL
      );
    `,
  },
];
