import type { CostImportKind, CostKind, CostSource } from '@armada/contracts/costs';
import type { SqlClient, SqlExecutor } from '../../store/sql-client';

/** A cost entry as stored (COST-1). */
export interface CostRow {
  id: number;
  companyId: number;
  kind: CostKind;
  category: string | null;
  vehicleId: number | null;
  licensePlate: string | null;
  occurredAt: number;
  day: string;
  amount: number;
  litres: number | null;
  place: string;
  reference: string;
  notes: string;
  source: CostSource;
  importId: number | null;
  statementKey: string | null;
  createdAt: number;
  createdById: number | null;
  createdByName: string | null;
}
export type NewCost = Omit<CostRow, 'id'>;

/** What a person enters and may correct (COST-2, COST-13). */
export type EnteredCost = Pick<
  CostRow,
  | 'kind'
  | 'category'
  | 'vehicleId'
  | 'licensePlate'
  | 'occurredAt'
  | 'day'
  | 'amount'
  | 'litres'
  | 'place'
  | 'reference'
  | 'notes'
>;

export interface CostFilter {
  kind?: CostKind | undefined;
  vehicleId?: number | undefined;
  fromDay?: string | undefined;
  untilDay?: string | undefined;
  search?: string | undefined;
}

export interface ImportRow {
  id: number;
  kind: CostImportKind;
  fileName: string;
  rows: number;
  totalAmount: number;
  importedAt: number;
}

/** The sums of one vehicle (or none: fleet-wide costs), month and kind (COST-6). */
export interface CostSum {
  vehicleId: number | null;
  month: string;
  kind: CostKind;
  amount: number;
}

type Db = Record<string, unknown>;
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

const COLUMNS = `id, company_id, kind, category, vehicle_id, license_plate, occurred_at, day, amount,
  litres, place, reference, notes, source, import_id, statement_key, created_at, created_by_id,
  created_by_name`;

function costOf(row: Db): CostRow {
  return {
    id: num(row.id),
    companyId: num(row.company_id),
    kind: String(row.kind) as CostKind,
    category: textOrNull(row.category),
    vehicleId: numOrNull(row.vehicle_id),
    licensePlate: textOrNull(row.license_plate),
    occurredAt: num(row.occurred_at),
    day: String(row.day),
    amount: num(row.amount),
    litres: numOrNull(row.litres),
    place: String(row.place ?? ''),
    reference: String(row.reference ?? ''),
    notes: String(row.notes ?? ''),
    source: String(row.source) as CostSource,
    importId: numOrNull(row.import_id),
    statementKey: textOrNull(row.statement_key),
    createdAt: num(row.created_at),
    createdById: numOrNull(row.created_by_id),
    createdByName: textOrNull(row.created_by_name),
  };
}

/** The cost tables (migration 38), queried in SQL. */
export class CostStore {
  constructor(private readonly db: SqlClient) {}

  /** COST-3: a page newest first, how many match and what they add up to. */
  async list(
    companyId: number,
    filter: CostFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: CostRow[]; total: number; totalAmount: number }> {
    const needle = filter.search
      ? `%${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
      : null;
    const where = `company_id = $1
        AND ($2::text IS NULL OR kind = $2)
        AND ($3::integer IS NULL OR vehicle_id = $3)
        AND ($4::text IS NULL OR day >= $4)
        AND ($5::text IS NULL OR day <= $5)
        AND ($6::text IS NULL OR lower(coalesce(license_plate, '') || ' ' || place || ' ' || reference) LIKE $6)`;
    const params = [
      companyId,
      filter.kind ?? null,
      filter.vehicleId ?? null,
      filter.fromDay ?? null,
      filter.untilDay ?? null,
      needle,
    ];
    const [rows, counted] = await Promise.all([
      this.db.query<Db>(
        `SELECT ${COLUMNS} FROM cost_entries WHERE ${where}
          ORDER BY occurred_at DESC, id DESC LIMIT $7 OFFSET $8`,
        [...params, limit, offset],
      ),
      this.db.query<Db>(
        `SELECT count(*) AS n, coalesce(sum(amount), 0) AS total FROM cost_entries WHERE ${where}`,
        params,
      ),
    ]);
    return {
      rows: rows.map(costOf),
      total: num(counted[0]?.n ?? 0),
      totalAmount: num(counted[0]?.total ?? 0),
    };
  }

  async get(companyId: number, id: number): Promise<CostRow | undefined> {
    const [row] = await this.db.query<Db>(
      `SELECT ${COLUMNS} FROM cost_entries WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row ? costOf(row) : undefined;
  }

  async insert(entry: NewCost, tx: SqlExecutor = this.db): Promise<CostRow> {
    const [row] = await tx.query<Db>(
      `INSERT INTO cost_entries (company_id, kind, category, vehicle_id, license_plate,
         occurred_at, day, amount, litres, place, reference, notes, source, import_id,
         statement_key, created_at, created_by_id, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING ${COLUMNS}`,
      [
        entry.companyId,
        entry.kind,
        entry.category,
        entry.vehicleId,
        entry.licensePlate,
        entry.occurredAt,
        entry.day,
        entry.amount,
        entry.litres,
        entry.place,
        entry.reference,
        entry.notes,
        entry.source,
        entry.importId,
        entry.statementKey,
        entry.createdAt,
        entry.createdById,
        entry.createdByName,
      ],
    );
    if (!row) throw new Error('cost entry insert returned no row');
    return costOf(row);
  }

  /** Many rows in one statement (an import, the seed). */
  async insertMany(entries: readonly NewCost[], tx: SqlExecutor = this.db): Promise<void> {
    const CHUNK = 500;
    for (let start = 0; start < entries.length; start += CHUNK) {
      const chunk = entries.slice(start, start + CHUNK);
      const params: unknown[] = [];
      const values = chunk.map((e) => {
        const base = params.length;
        params.push(
          e.companyId,
          e.kind,
          e.category,
          e.vehicleId,
          e.licensePlate,
          e.occurredAt,
          e.day,
          e.amount,
          e.litres,
          e.place,
          e.reference,
          e.notes,
          e.source,
          e.importId,
          e.statementKey,
          e.createdAt,
          e.createdById,
          e.createdByName,
        );
        return `(${Array.from({ length: 18 }, (_, i) => `$${base + i + 1}`).join(', ')})`;
      });
      await tx.query(
        `INSERT INTO cost_entries (company_id, kind, category, vehicle_id, license_plate,
           occurred_at, day, amount, litres, place, reference, notes, source, import_id,
           statement_key, created_at, created_by_id, created_by_name)
         VALUES ${values.join(', ')}`,
        params,
      );
    }
  }

  /** COST-13: a manual entry's fields replaced; undefined when it is gone. */
  async update(companyId: number, id: number, entry: EnteredCost): Promise<CostRow | undefined> {
    const [row] = await this.db.query<Db>(
      `UPDATE cost_entries
          SET kind = $3, category = $4, vehicle_id = $5, license_plate = $6, occurred_at = $7,
              day = $8, amount = $9, litres = $10, place = $11, reference = $12, notes = $13
        WHERE company_id = $1 AND id = $2 AND source = 'MANUAL'
        RETURNING ${COLUMNS}`,
      [
        companyId,
        id,
        entry.kind,
        entry.category,
        entry.vehicleId,
        entry.licensePlate,
        entry.occurredAt,
        entry.day,
        entry.amount,
        entry.litres,
        entry.place,
        entry.reference,
        entry.notes,
      ],
    );
    return row ? costOf(row) : undefined;
  }

  async remove(companyId: number, id: number): Promise<void> {
    await this.db.query('DELETE FROM cost_entries WHERE company_id = $1 AND id = $2', [
      companyId,
      id,
    ]);
  }

  /** COST-5: which of these statement keys the company has already. */
  async existingKeys(companyId: number, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.query<Db>(
      `SELECT statement_key FROM cost_entries
        WHERE company_id = $1 AND statement_key = ANY($2::text[])`,
      [companyId, [...keys]],
    );
    return new Set(rows.map((row) => String(row.statement_key)));
  }

  async insertImport(
    tx: SqlExecutor,
    entry: Omit<ImportRow, 'id'> & {
      companyId: number;
      file: string;
      byId: number | null;
      byName: string | null;
    },
  ): Promise<ImportRow> {
    const [row] = await tx.query<Db>(
      `INSERT INTO cost_imports (company_id, kind, file_name, file, rows, total_amount,
         imported_at, imported_by_id, imported_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        entry.companyId,
        entry.kind,
        entry.fileName,
        entry.file,
        entry.rows,
        entry.totalAmount,
        entry.importedAt,
        entry.byId,
        entry.byName,
      ],
    );
    return { ...entry, id: num(row?.id) };
  }

  /** COST-6: sums per vehicle, month and kind over the days given (both included). */
  async sums(
    companyId: number,
    fromDay: string,
    untilDay: string,
    vehicleId: number | undefined,
  ): Promise<CostSum[]> {
    const rows = await this.db.query<Db>(
      `SELECT vehicle_id, substr(day, 1, 7) AS month, kind, sum(amount) AS amount
         FROM cost_entries
        WHERE company_id = $1 AND day >= $2 AND day <= $3
          AND ($4::integer IS NULL OR vehicle_id = $4)
        GROUP BY vehicle_id, substr(day, 1, 7), kind`,
      [companyId, fromDay, untilDay, vehicleId ?? null],
    );
    return rows.map((row) => ({
      vehicleId: numOrNull(row.vehicle_id),
      month: String(row.month),
      kind: String(row.kind) as CostKind,
      amount: num(row.amount),
    }));
  }

  /** COST-9: the fuel purchases of vehicles between two instants. */
  async fuelPurchases(
    companyId: number,
    fromAt: number,
    toAt: number,
    vehicleId: number | undefined,
  ): Promise<CostRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT ${COLUMNS} FROM cost_entries
        WHERE company_id = $1 AND kind = 'FUEL' AND vehicle_id IS NOT NULL
          AND occurred_at >= $2 AND occurred_at < $3
          AND ($4::integer IS NULL OR vehicle_id = $4)
        ORDER BY occurred_at, id`,
      [companyId, fromAt, toAt, vehicleId ?? null],
    );
    return rows.map(costOf);
  }

  transaction<T>(companyId: number, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [38_038, companyId]);
      return work(tx);
    });
  }
}
