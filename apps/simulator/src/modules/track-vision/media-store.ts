import type { TvChannel, TvMediaKind, TvMediaSource } from '@armada/contracts/track-vision';
import type { SqlExecutor } from '../../store/sql-client';
import type { FootageRow } from './footage-store';

/** One row of `tv_media` (migrations.ts). */
export interface MediaRow {
  id: number;
  companyId: number;
  kind: TvMediaKind;
  source: TvMediaSource;
  sourceId: number;
  vehicleId: number;
  licensePlate: string;
  driverId: number | null;
  driverName: string | null;
  alertCode: number | null;
  channel: TvChannel;
  capturedAt: number;
  seconds: number | null;
  availableAt: number;
}
export type NewMediaRow = Omit<MediaRow, 'id'>;

interface SqlMedia {
  id: number;
  company_id: number;
  kind: TvMediaKind;
  source: TvMediaSource;
  source_id: number | string;
  vehicle_id: number;
  license_plate: string;
  driver_id: number | null;
  driver_name: string | null;
  alert_code: number | null;
  channel: TvChannel;
  captured_at: number | string;
  seconds: number | null;
  available_at: number | string;
}

const rowOf = (row: SqlMedia): MediaRow => ({
  id: row.id,
  companyId: row.company_id,
  kind: row.kind,
  source: row.source,
  sourceId: Number(row.source_id),
  vehicleId: row.vehicle_id,
  licensePlate: row.license_plate,
  driverId: row.driver_id,
  driverName: row.driver_name,
  alertCode: row.alert_code,
  channel: row.channel,
  capturedAt: Number(row.captured_at),
  seconds: row.seconds,
  availableAt: Number(row.available_at),
});

/** TV-21: the gallery's filters. */
export interface MediaFilter {
  vehicleId?: number;
  driverId?: number;
  alertCode?: number;
  kind?: TvMediaKind;
  /** Epoch ms, captured on or after. */
  from?: number;
  /** Epoch ms, captured before. */
  to?: number;
}

const COLUMNS = [
  'company_id',
  'kind',
  'source',
  'source_id',
  'vehicle_id',
  'license_plate',
  'driver_id',
  'driver_name',
  'alert_code',
  'channel',
  'captured_at',
  'seconds',
  'available_at',
] as const;

/** The SQL of the gallery (TV-20 ... TV-23); every read and write names the company. */
export class MediaStore {
  constructor(private readonly db: SqlExecutor) {}

  /**
   * Adds items, or sets when an item is there (a retried footage request's new plan). An item
   * given twice counts once, the last given: one INSERT ... ON CONFLICT may not touch a row twice.
   */
  async upsert(given: readonly NewMediaRow[]): Promise<void> {
    const byKey = new Map<string, NewMediaRow>();
    for (const row of given)
      byKey.set(`${row.companyId}:${row.source}:${row.sourceId}:${row.kind}`, row);
    const rows = [...byKey.values()];
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const params: unknown[] = [];
      const values = batch.map((row) => {
        const cells = [
          row.companyId,
          row.kind,
          row.source,
          row.sourceId,
          row.vehicleId,
          row.licensePlate,
          row.driverId,
          row.driverName,
          row.alertCode,
          row.channel,
          row.capturedAt,
          row.seconds,
          row.availableAt,
        ];
        const first = params.length;
        params.push(...cells);
        return `(${cells.map((_, i) => `$${first + i + 1}`).join(', ')})`;
      });
      await this.db.query(
        `INSERT INTO tv_media (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}
         ON CONFLICT (company_id, source, source_id, kind)
         DO UPDATE SET available_at = EXCLUDED.available_at`,
        params,
      );
    }
  }

  async removeSource(
    companyId: number,
    source: TvMediaSource,
    sourceId: number,
    kind: TvMediaKind,
  ): Promise<void> {
    await this.db.query(
      'DELETE FROM tv_media WHERE company_id = $1 AND source = $2 AND source_id = $3 AND kind = $4',
      [companyId, source, sourceId, kind],
    );
  }

  /**
   * TV-20: a footage request's clip and its snapshot are in the gallery from when it is ready
   * (a failed try takes them out).
   */
  async noteFootage(
    row: FootageRow,
    driver: { id: number; fullname: string } | null,
  ): Promise<void> {
    if (row.outcome !== 'READY') {
      await this.removeSource(row.companyId, 'footage', row.id, 'clip');
      await this.removeSource(row.companyId, 'footage', row.id, 'snapshot');
      return;
    }
    const common = {
      companyId: row.companyId,
      source: 'footage' as const,
      sourceId: row.id,
      vehicleId: row.vehicleId,
      licensePlate: row.licensePlate,
      driverId: driver?.id ?? null,
      driverName: driver?.fullname ?? null,
      alertCode: null,
      channel: row.channel,
      capturedAt: row.from,
      availableAt: row.doneAt,
    };
    await this.upsert([
      { ...common, kind: 'clip', seconds: Math.round((row.to - row.from) / 1000) },
      { ...common, kind: 'snapshot', seconds: null },
    ]);
  }

  /** TV-21: a page of the items available at `now`, newest first, and every matching id. */
  async page(
    companyId: number,
    filter: MediaFilter,
    now: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: MediaRow[]; ids: number[] }> {
    const params: unknown[] = [companyId, now];
    const where = ['company_id = $1', 'available_at <= $2::bigint'];
    const add = (column: string, value: unknown, op = '=') => {
      params.push(value);
      where.push(`${column} ${op} $${params.length}`);
    };
    if (filter.vehicleId !== undefined) add('vehicle_id', filter.vehicleId);
    if (filter.driverId !== undefined) add('driver_id', filter.driverId);
    if (filter.alertCode !== undefined) add('alert_code', filter.alertCode);
    if (filter.kind !== undefined) add('kind', filter.kind);
    if (filter.from !== undefined) add('captured_at', filter.from, '>=');
    if (filter.to !== undefined) add('captured_at', filter.to, '<');
    const clause = where.join(' AND ');
    const order = 'ORDER BY captured_at DESC, id DESC';
    const ids = await this.db.query<{ id: number }>(
      `SELECT id FROM tv_media WHERE ${clause} ${order} LIMIT 10000`,
      params,
    );
    const rows = await this.db.query<SqlMedia>(
      `SELECT * FROM tv_media WHERE ${clause} ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { rows: rows.map(rowOf), ids: ids.map((row) => row.id) };
  }

  /** The company's items among `ids` that are available at `now`, in the order asked. */
  async byIds(companyId: number, ids: readonly number[], now: number): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<SqlMedia>(
      `SELECT * FROM tv_media WHERE company_id = $1 AND id = ANY($2::integer[])
         AND available_at <= $3::bigint`,
      [companyId, [...ids], now],
    );
    const byId = new Map(rows.map((row) => [row.id, rowOf(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** TV-23: until when the company's camera alerts were copied (epoch ms), or null. */
  async syncedUntil(companyId: number): Promise<number | null> {
    const [row] = await this.db.query<{ alerts_until: number | string }>(
      'SELECT alerts_until FROM tv_media_sync WHERE company_id = $1',
      [companyId],
    );
    return row ? Number(row.alerts_until) : null;
  }

  async setSyncedUntil(companyId: number, until: number): Promise<void> {
    await this.db.query(
      `INSERT INTO tv_media_sync (company_id, alerts_until) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET alerts_until = GREATEST(tv_media_sync.alerts_until, EXCLUDED.alerts_until)`,
      [companyId, until],
    );
  }

  /** The alert-sourced clip ids the company has (to add requested alert clips once). */
  async alertClipIds(companyId: number, alertIds: readonly number[]): Promise<Set<number>> {
    if (alertIds.length === 0) return new Set();
    const rows = await this.db.query<{ source_id: number | string }>(
      `SELECT source_id FROM tv_media WHERE company_id = $1 AND source = 'alert' AND kind = 'clip'
         AND source_id = ANY($2::bigint[])`,
      [companyId, [...alertIds]],
    );
    return new Set(rows.map((row) => Number(row.source_id)));
  }
}
