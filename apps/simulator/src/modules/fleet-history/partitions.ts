import { DAY_MS, WIB_OFFSET_MS } from '../../domain/wib-time';
import type { SqlClient } from '../../store/sql-client';

/**
 * Range partitions of the history's tables (HIST-4, ADR 0025): each partition holds one WIB day
 * or one WIB month of a time column, is created before its rows arrive and is dropped whole
 * once it falls out of the retention period. A row of a span without a partition lands in the
 * table's default partition; creating that span's partition moves such rows in first.
 */
export type PartitionSpan = 'day' | 'month';

export interface PartitionedTable {
  table:
    | 'history_positions'
    | 'history_trips'
    | 'history_stops'
    | 'history_fuel_events'
    | 'history_door_events';
  column: 'recorded_at' | 'started_at' | 'at' | 'opened_at';
  span: PartitionSpan;
  /**
   * Percent of each page filled by inserts, for a table whose rows are rewritten in place
   * (migration 54): the rest is room for their new versions on the same page.
   */
  fillfactor?: number;
}

export const HISTORY_PARTITIONED_TABLES = {
  positions: { table: 'history_positions', column: 'recorded_at', span: 'day' },
  trips: { table: 'history_trips', column: 'started_at', span: 'month', fillfactor: 50 },
  stops: { table: 'history_stops', column: 'started_at', span: 'month', fillfactor: 50 },
  fuelEvents: { table: 'history_fuel_events', column: 'at', span: 'month' },
  doorEvents: { table: 'history_door_events', column: 'opened_at', span: 'month' },
} as const satisfies Record<string, PartitionedTable>;

export interface SpanBounds {
  /** Epoch ms, included. */
  from: number;
  /** Epoch ms, excluded. */
  to: number;
  /** `20261120` for a day, `202611` for a month (the WIB calendar). */
  label: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The WIB day or month that holds `at`. */
export function spanOf(span: PartitionSpan, at: number): SpanBounds {
  const wib = new Date(at + WIB_OFFSET_MS);
  const year = wib.getUTCFullYear();
  const month = wib.getUTCMonth();
  if (span === 'day') {
    const from = Math.floor((at + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
    return { from, to: from + DAY_MS, label: `${year}${pad(month + 1)}${pad(wib.getUTCDate())}` };
  }
  return {
    from: Date.UTC(year, month, 1) - WIB_OFFSET_MS,
    to: Date.UTC(year, month + 1, 1) - WIB_OFFSET_MS,
    label: `${year}${pad(month + 1)}`,
  };
}

const NAME = /_p(\d{6}|\d{8})$/;

/** The partition's table name for a span. */
export function partitionName(table: PartitionedTable, bounds: SpanBounds): string {
  return `${table.table}_p${bounds.label}`;
}

/** The span a partition name stands for, or null for another table (the default partition). */
export function spanOfName(table: PartitionedTable, name: string): SpanBounds | null {
  if (!name.startsWith(`${table.table}_p`)) return null;
  const label = NAME.exec(name)?.[1];
  if (!label) return null;
  const year = Number(label.slice(0, 4));
  const month = Number(label.slice(4, 6)) - 1;
  const day = label.length === 8 ? Number(label.slice(6, 8)) : 1;
  return spanOf(table.span, Date.UTC(year, month, day) - WIB_OFFSET_MS);
}

export class HistoryPartitions {
  /** Spans known to have a partition, per table (a cache: existence is checked in SQL once). */
  private readonly known = new Map<string, Set<number>>();

  constructor(private readonly db: SqlClient) {}

  /** The table's partitions (not the default one), oldest first. */
  async list(table: PartitionedTable): Promise<(SpanBounds & { name: string })[]> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = to_regclass($1)`,
      [table.table],
    );
    return rows
      .flatMap((row) => {
        const bounds = spanOfName(table, row.name);
        return bounds ? [{ ...bounds, name: row.name }] : [];
      })
      .sort((a, b) => a.from - b.from);
  }

  /** Makes sure the spans holding these instants have their partitions. */
  async ensure(table: PartitionedTable, instants: Iterable<number>): Promise<void> {
    let known = this.known.get(table.table);
    if (!known) {
      known = new Set((await this.list(table)).map((p) => p.from));
      this.known.set(table.table, known);
    }
    const wanted = new Map<number, SpanBounds>();
    for (const at of instants) {
      const bounds = spanOf(table.span, at);
      if (!known.has(bounds.from)) wanted.set(bounds.from, bounds);
    }
    for (const bounds of [...wanted.values()].sort((a, b) => a.from - b.from)) {
      await this.create(table, bounds);
      known.add(bounds.from);
    }
  }

  private async create(table: PartitionedTable, bounds: SpanBounds): Promise<void> {
    const name = partitionName(table, bounds);
    const fallback = `${table.table}_default`;
    const range = `FOR VALUES FROM (${bounds.from}) TO (${bounds.to})`;
    const storage =
      table.fillfactor === undefined ? '' : ` WITH (fillfactor = ${table.fillfactor})`;
    await this.db.transaction(async (tx) => {
      const present = await tx.query<{ present: boolean }>(
        'SELECT to_regclass($1) IS NOT NULL AS present',
        [name],
      );
      if (present[0]?.present) return;
      const stray = await tx.query<{ one: number }>(
        `SELECT 1 AS one FROM ${fallback} WHERE ${table.column} >= $1 AND ${table.column} < $2
         LIMIT 1`,
        [bounds.from, bounds.to],
      );
      if (stray.length === 0) {
        await tx.exec(`CREATE TABLE ${name} PARTITION OF ${table.table} ${range}${storage}`);
        return;
      }
      // Rows that came before their partition: moved in, then the table becomes the partition.
      await tx.exec(`CREATE TABLE ${name} (LIKE ${table.table} INCLUDING DEFAULTS)${storage}`);
      await tx.query(
        `WITH moved AS (
           DELETE FROM ${fallback} WHERE ${table.column} >= $1 AND ${table.column} < $2
           RETURNING *)
         INSERT INTO ${name} SELECT * FROM moved`,
        [bounds.from, bounds.to],
      );
      await tx.exec(`ALTER TABLE ${table.table} ATTACH PARTITION ${name} ${range}`);
    });
  }

  /**
   * HIST-4: drops every partition that ends at or before `cutoff` (and deletes the default
   * partition's rows before it); returns the names dropped.
   */
  async dropBefore(table: PartitionedTable, cutoff: number): Promise<string[]> {
    const gone = (await this.list(table)).filter((p) => p.to <= cutoff);
    for (const partition of gone) {
      await this.db.exec(`DROP TABLE IF EXISTS ${partition.name}`);
      this.known.get(table.table)?.delete(partition.from);
    }
    await this.db.query(`DELETE FROM ${table.table}_default WHERE ${table.column} < $1`, [cutoff]);
    return gone.map((p) => p.name);
  }

  /** Forgets what it knows (another process may have dropped partitions). */
  forget(): void {
    this.known.clear();
  }
}
