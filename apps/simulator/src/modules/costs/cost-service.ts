import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  COMPANY_TIME_ZONE_INFO,
  DEFAULT_COMPANY_TIME_ZONE,
  type CompanyTimeZone,
} from '@armada/contracts/company';
import {
  COST_LIMITS,
  COST_PAGE,
  COST_PERMISSIONS,
  type CostEntry,
  type CostEntryListQuery,
  type CostEntryPage,
  type CostFigures,
  type CostImport,
  type CostImportRequest,
  type CostKind,
  type CostSummary,
  type CostSummaryQuery,
  type CreateCostEntryRequest,
  type FuelMatch,
  type FuelMatchQuery,
  type OtherCostCategory,
} from '@armada/contracts/costs';
import type { Vehicle } from '@armada/contracts/fleet';
import { SERVER_ERROR_REASONS, type ItemResponse } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { SqlExecutor } from '../../store/sql-client';
import { companyDayOf, zoneIso } from '../fleet-availability/availability-days';
import {
  FACT_OF_KIND,
  figuresOf,
  lastDayOf,
  monthsBetween,
  noFacts,
  type MonthFacts,
} from './cost-figures';
import type { CostRow, CostStore, EnteredCost, NewCost } from './cost-store';
import { matchFuel } from './fuel-match';
import { csvText, plateKey, readStatement } from './statement';

const R = SERVER_ERROR_REASONS;
const P = COST_PERMISSIONS;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What the cost module reads of other modules, through their services (ADR 0042). */
export interface CostSources {
  /** COST-6: DONE work orders' totals per vehicle and month; null when the caller may not read them. */
  maintenance(
    auth: AuthContext,
    fromDay: string,
    untilDay: string,
  ): Promise<{ vehicleId: number; month: string; amount: number }[] | null>;
  /** COST-7: kilometres per vehicle and day; null when the caller may not read the history. */
  distance(
    auth: AuthContext,
    fromDay: string,
    untilDay: string,
    vehicleId: number | undefined,
  ): Promise<{ vehicleId: number; day: string; km: number }[] | null>;
  /** COST-7: delivered orders per vehicle (null: none recorded) and month of delivery. */
  deliveries(
    companyId: number,
    fromAt: number,
    toAt: number,
    offsetMs: number,
  ): Promise<{ vehicleId: number | null; month: string; count: number }[]>;
  /** COST-9: the refills read from the tank over [fromAt, toAt). */
  refills(
    auth: AuthContext,
    fromAt: number,
    toAt: number,
    vehicleId: number | undefined,
  ): Promise<{ id: number; vehicleId: number; at: number; litres: number }[]>;
}

export interface CostServiceDeps {
  store: CostStore;
  docs: DocumentStore;
  clock: Clock;
  sources: CostSources;
  /** Where imported statements are kept (COST-4). */
  fileDir: string;
}

/** Cost management (docs/rules/costs.md). */
export class CostService {
  constructor(private readonly deps: CostServiceDeps) {}

  // ---- entries ----------------------------------------------------------------------------

  /** COST-3. */
  async list(auth: AuthContext, query: CostEntryListQuery): Promise<CostEntryPage> {
    requireAny(auth, P.read, 'read costs');
    const limit = query.limit ?? COST_PAGE.defaultLimit;
    const page = query.page ?? 1;
    const zone = this.zoneOf(auth.company.id);
    const { rows, total, totalAmount } = await this.deps.store.list(
      auth.company.id,
      {
        kind: query.kind,
        vehicleId: query.vehicle_id,
        fromDay: query.from,
        untilDay: query.until,
        search: query.search?.trim() || undefined,
      },
      (page - 1) * limit,
      limit,
    );
    return {
      data: {
        items: rows.map((row) => wire(row, zone)),
        total_count: total,
        page,
        total_page: Math.ceil(total / limit),
        total_amount: totalAmount,
      },
    };
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<CostEntry>> {
    requireAny(auth, P.read, 'read costs');
    return { data: wire(await this.entryOf(auth.company.id, id), this.zoneOf(auth.company.id)) };
  }

  /** COST-1, COST-2. */
  async create(auth: AuthContext, body: CreateCostEntryRequest): Promise<ItemResponse<CostEntry>> {
    requireAny(auth, P.create, 'enter costs');
    const companyId = auth.company.id;
    const zone = this.zoneOf(companyId);
    const now = this.deps.clock.now();
    const row = await this.deps.store.insert({
      companyId,
      ...this.enteredFields(companyId, body, zone, now),
      source: 'MANUAL',
      importId: null,
      statementKey: null,
      createdAt: now,
      createdById: auth.user.id,
      createdByName: auth.user.fullname,
    });
    return { data: wire(row, zone) };
  }

  /**
   * COST-13: a cost entered by hand corrected, every field checked as a new entry (COST-2); an
   * imported statement row stays as its statement says (remove it and import again).
   */
  async update(
    auth: AuthContext,
    id: number,
    body: CreateCostEntryRequest,
  ): Promise<ItemResponse<CostEntry>> {
    requireAny(auth, P.update, 'correct costs');
    const companyId = auth.company.id;
    const entry = await this.entryOf(companyId, id);
    if (entry.source !== 'MANUAL') {
      throw ServiceError.conflict(
        `Cost ${id} comes from an imported statement; remove it and import the statement again.`,
        { reason: R.costEntryImported, params: { id } },
      );
    }
    const zone = this.zoneOf(companyId);
    const fields = this.enteredFields(companyId, body, zone, this.deps.clock.now());
    const row = await this.deps.store.update(companyId, id, fields);
    // Removed by someone else between the read and the write: as unknown.
    if (!row) return { data: wire(await this.entryOf(companyId, id), zone) };
    return { data: wire(row, zone) };
  }

  /** COST-2: the fields a person enters, checked; what is stored for them. */
  private enteredFields(
    companyId: number,
    body: CreateCostEntryRequest,
    zone: CompanyTimeZone,
    now: number,
  ): EnteredCost {
    checkKindFields(body);
    const vehicle =
      body.vehicle_id === undefined ? null : this.vehicleOf(companyId, body.vehicle_id);
    if (!vehicle && body.kind !== 'OTHER') {
      throw ServiceError.validation('A fuel purchase or a toll payment names its vehicle.', {
        reason: R.costUnknownVehicle,
        field: 'body.vehicle_id',
        params: { id: 0 },
      });
    }
    const occurredAt = Date.parse(body.occurred_at);
    if (occurredAt > now + 5 * MINUTE_MS) {
      throw ServiceError.validation('A cost cannot be entered for a time still to come.', {
        reason: R.costInFuture,
        field: 'body.occurred_at',
      });
    }
    return {
      kind: body.kind,
      category: body.kind === 'OTHER' ? (body.category ?? null) : null,
      vehicleId: vehicle?.id ?? null,
      licensePlate: vehicle?.license_plate ?? null,
      occurredAt,
      day: companyDayOf(occurredAt, zone),
      amount: body.amount,
      litres: body.kind === 'FUEL' ? (body.litres ?? null) : null,
      place: body.place?.trim() ?? '',
      reference: body.reference?.trim() ?? '',
      notes: body.notes?.trim() ?? '',
    };
  }

  /** COST-3. */
  async remove(auth: AuthContext, id: number): Promise<ItemResponse<CostEntry>> {
    requireAny(auth, P.delete, 'remove costs');
    const row = await this.entryOf(auth.company.id, id);
    await this.deps.store.remove(auth.company.id, id);
    return { data: wire(row, this.zoneOf(auth.company.id)) };
  }

  // ---- imports ----------------------------------------------------------------------------

  /** COST-4, COST-5: every row of the statement, or none. */
  async importStatement(
    auth: AuthContext,
    body: CostImportRequest,
  ): Promise<ItemResponse<CostImport>> {
    requireAny(auth, P.create, 'import costs');
    const companyId = auth.company.id;
    const zone = this.zoneOf(companyId);
    const bytes = Buffer.from(body.data, 'base64');
    const rows = readStatement(body.kind, csvText(bytes));
    const byPlate = new Map(this.vehicles(companyId).map((v) => [plateKey(v.license_plate), v]));
    const now = this.deps.clock.now();
    const kind: CostKind = body.kind === 'FUEL_CARD' ? 'FUEL' : 'TOLL';
    const entries: NewCost[] = rows.map((row) => {
      const vehicle = byPlate.get(plateKey(row.plate));
      if (!vehicle) {
        throw new ServiceError(
          400,
          'BAD_REQUEST',
          `Row ${row.row}, column plate: ${row.plate} is not one of your vehicles.`,
          {
            reason: R.costImportBadRow,
            field: 'body.data',
            params: { row: row.row, column: 'plate', problem: 'vehicle' },
          },
        );
      }
      const occurredAt = startOfDay(row.day, zone) + row.minutes * MINUTE_MS;
      if (occurredAt > now + 5 * MINUTE_MS) {
        throw new ServiceError(
          400,
          'BAD_REQUEST',
          `Row ${row.row}, column date: the time is still to come.`,
          {
            reason: R.costImportBadRow,
            field: 'body.data',
            params: { row: row.row, column: 'date', problem: 'future' },
          },
        );
      }
      return {
        companyId,
        kind,
        category: null,
        vehicleId: vehicle.id,
        licensePlate: vehicle.license_plate,
        occurredAt,
        day: row.day,
        amount: row.amount,
        litres: row.litres,
        place: row.place,
        reference: row.card,
        notes: '',
        source: 'IMPORT',
        importId: null,
        // COST-5: a statement row is its kind, vehicle, minute, amount and card.
        statementKey: [kind, vehicle.id, occurredAt, row.amount, row.card].join('|'),
        createdAt: now,
        createdById: auth.user.id,
        createdByName: auth.user.fullname,
      };
    });
    const keys = entries.map((e) => e.statementKey ?? '');
    const firstTwice = keys.findIndex((key, i) => keys.indexOf(key) !== i);
    const existing = await this.deps.store.existingKeys(companyId, keys);
    const seen = firstTwice >= 0 ? firstTwice : keys.findIndex((key) => existing.has(key));
    if (seen >= 0) {
      const row = rows[seen]?.row ?? 0;
      throw ServiceError.conflict(
        `Row ${row} was imported before (same vehicle, time, amount and card); nothing was imported.`,
        { reason: R.costImportDuplicate, field: 'body.data', params: { row } },
      );
    }
    const total = entries.reduce((sum, e) => sum + e.amount, 0);
    const file = `${companyId}-${randomUUID()}.csv`;
    await mkdir(this.deps.fileDir, { recursive: true });
    const path = join(this.deps.fileDir, file);
    await writeFile(path, bytes);
    const saved = await this.save(
      companyId,
      path,
      async (tx) => {
        const record = await this.deps.store.insertImport(tx, {
          companyId,
          kind: body.kind,
          fileName: body.file_name.trim(),
          file,
          rows: entries.length,
          totalAmount: total,
          importedAt: now,
          byId: auth.user.id,
          byName: auth.user.fullname,
        });
        await this.deps.store.insertMany(
          entries.map((e) => ({ ...e, importId: record.id })),
          tx,
        );
        return record;
      },
      rows[0]?.row ?? 0,
    );
    return {
      data: {
        id: saved.id,
        kind: saved.kind,
        file_name: saved.fileName,
        rows: saved.rows,
        total_amount: saved.totalAmount,
        imported_on: zoneIso(saved.importedAt, zone),
      },
    };
  }

  // ---- summary ----------------------------------------------------------------------------

  /** COST-6, COST-7, COST-8. */
  async summary(auth: AuthContext, query: CostSummaryQuery): Promise<CostSummary> {
    requireAny(auth, P.read, 'read costs');
    const companyId = auth.company.id;
    const zone = this.zoneOf(companyId);
    if (query.from > query.until) {
      throw ServiceError.validation('`from` is after `until`.', {
        reason: R.costBadPeriod,
        field: 'querystring.from',
        params: { max: COST_LIMITS.maxSummaryMonths },
      });
    }
    const months = monthsBetween(query.from, query.until);
    if (months.length > COST_LIMITS.maxSummaryMonths) {
      throw ServiceError.validation(
        `A summary covers at most ${COST_LIMITS.maxSummaryMonths} months.`,
        {
          reason: R.costBadPeriod,
          field: 'querystring.until',
          params: { max: COST_LIMITS.maxSummaryMonths },
        },
      );
    }
    if (query.vehicle_id !== undefined) this.vehicleOf(companyId, query.vehicle_id, 'querystring');
    const fromDay = `${query.from}-01`;
    const untilDay = lastDayOf(query.until);
    const only = query.vehicle_id;
    const keep = (vehicleId: number | null) => only === undefined || vehicleId === only;
    const [sums, maintenance, distance, deliveries] = await Promise.all([
      this.deps.store.sums(companyId, fromDay, untilDay, only),
      this.deps.sources.maintenance(auth, fromDay, untilDay),
      this.deps.sources.distance(auth, fromDay, untilDay, only),
      this.deps.sources.deliveries(
        companyId,
        startOfDay(fromDay, zone),
        startOfDay(untilDay, zone) + DAY_MS,
        COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * MINUTE_MS,
      ),
    ]);
    const fleet = new Map(months.map((m) => [m, noFacts()]));
    const perVehicle = new Map<string, MonthFacts>();
    const facts = (vehicleId: number | null, month: string): MonthFacts[] => {
      const out: MonthFacts[] = [];
      const fleetMonth = fleet.get(month);
      if (!fleetMonth) return out;
      out.push(fleetMonth);
      if (vehicleId !== null) {
        const key = `${vehicleId}|${month}`;
        let mine = perVehicle.get(key);
        if (!mine) perVehicle.set(key, (mine = noFacts()));
        out.push(mine);
      }
      return out;
    };
    for (const sum of sums) {
      for (const f of facts(sum.vehicleId, sum.month)) f[FACT_OF_KIND[sum.kind]] += sum.amount;
    }
    for (const m of maintenance ?? []) {
      if (keep(m.vehicleId)) for (const f of facts(m.vehicleId, m.month)) f.maintenance += m.amount;
    }
    for (const d of distance ?? []) {
      if (keep(d.vehicleId)) for (const f of facts(d.vehicleId, d.day.slice(0, 7))) f.km += d.km;
    }
    for (const d of deliveries) {
      // A delivery with no vehicle recorded counts for the fleet only, never with a vehicle filter.
      if (d.vehicleId === null ? only === undefined : keep(d.vehicleId)) {
        for (const f of facts(d.vehicleId, d.month)) f.deliveries += d.count;
      }
    }
    const vehicles = this.deps.docs.list('vehicles', companyId);
    const plateOf = new Map(vehicles.map((v) => [v.id, v.license_plate]));
    const rows: CostSummary['data']['vehicles'] = [];
    for (const [key, f] of perVehicle) {
      const [id = '0', month = ''] = key.split('|');
      const vehicleId = Number(id);
      const plate = plateOf.get(vehicleId);
      if (plate === undefined) continue;
      rows.push({ ...figuresOf(month, f), vehicle: { id: vehicleId, license_plate: plate } });
    }
    rows.sort(
      (a, b) =>
        b.month.localeCompare(a.month) ||
        b.total - a.total ||
        a.vehicle.license_plate.localeCompare(b.vehicle.license_plate),
    );
    const monthFigures: CostFigures[] = months.map((m) => figuresOf(m, fleet.get(m) ?? noFacts()));
    return {
      data: {
        months: monthFigures,
        vehicles: rows,
        maintenance_included: maintenance !== null,
        distance_included: distance !== null,
      },
    };
  }

  // ---- fuel match -------------------------------------------------------------------------

  /** COST-9. */
  async fuelMatch(auth: AuthContext, query: FuelMatchQuery): Promise<FuelMatch> {
    requireAny(auth, P.read, 'read costs');
    const companyId = auth.company.id;
    const zone = this.zoneOf(companyId);
    if (query.vehicle_id !== undefined) this.vehicleOf(companyId, query.vehicle_id, 'querystring');
    const fromAt = startOfDay(`${query.month}-01`, zone);
    const toAt = startOfDay(lastDayOf(query.month), zone) + DAY_MS;
    const [purchases, refills] = await Promise.all([
      this.deps.store.fuelPurchases(companyId, fromAt, toAt, query.vehicle_id),
      this.deps.sources.refills(auth, fromAt, toAt, query.vehicle_id),
    ]);
    const pairs = matchFuel(
      purchases.map((row) => ({
        id: row.id,
        vehicleId: row.vehicleId ?? 0,
        at: row.occurredAt,
        litres: row.litres ?? 0,
        row,
      })),
      refills,
    );
    const plateOf = new Map(
      this.deps.docs.list('vehicles', companyId).map((v) => [v.id, v.license_plate]),
    );
    const items: FuelMatch['data']['items'] = pairs.map((pair) => {
      const vehicleId = pair.purchase?.vehicleId ?? pair.refill?.vehicleId ?? 0;
      return {
        state: pair.state,
        vehicle: { id: vehicleId, license_plate: plateOf.get(vehicleId) ?? '' },
        purchase: pair.purchase
          ? {
              id: pair.purchase.id,
              occurred_at: zoneIso(pair.purchase.at, zone),
              litres: pair.purchase.litres,
              amount: pair.purchase.row.amount,
              place: pair.purchase.row.place,
            }
          : null,
        refill: pair.refill
          ? { id: pair.refill.id, at: zoneIso(pair.refill.at, zone), litres: pair.refill.litres }
          : null,
      };
    });
    const count = (state: string) => items.filter((i) => i.state === state).length;
    return {
      data: {
        items,
        matched: count('MATCHED'),
        purchases_without_refill: count('PURCHASE_WITHOUT_REFILL'),
        refills_without_purchase: count('REFILL_WITHOUT_PURCHASE'),
      },
    };
  }

  // ---- seed -------------------------------------------------------------------------------

  /** Demo entries (seed-costs.ts), written in one statement. */
  async seed(entries: readonly NewCost[]): Promise<void> {
    await this.deps.store.insertMany(entries);
  }

  async hasEntries(companyId: number): Promise<boolean> {
    return (await this.deps.store.list(companyId, {}, 0, 1)).total > 0;
  }

  // ---- helpers ----------------------------------------------------------------------------

  /**
   * COST-4, COST-5: the import's rows in one transaction; when it fails the kept file goes too,
   * and a row another import took meanwhile (the unique statement index) is the same 409.
   */
  private async save<T>(
    companyId: number,
    path: string,
    work: (tx: SqlExecutor) => Promise<T>,
    firstRow: number,
  ): Promise<T> {
    try {
      return await this.deps.store.transaction(companyId, work);
    } catch (error) {
      await rm(path, { force: true });
      if (
        error instanceof Error &&
        /cost_entries_statement_idx|23505/.test(
          `${error.message} ${String((error as { code?: unknown }).code)}`,
        )
      ) {
        throw ServiceError.conflict(
          'A row of the statement was imported meanwhile; nothing was imported.',
          {
            reason: R.costImportDuplicate,
            field: 'body.data',
            params: { row: firstRow },
          },
        );
      }
      throw error;
    }
  }

  zoneOf(companyId: number): CompanyTimeZone {
    return (
      this.deps.docs.get('companies', companyId, companyId)?.company.timeZone ??
      DEFAULT_COMPANY_TIME_ZONE
    );
  }

  private vehicles(companyId: number): readonly Vehicle[] {
    return this.deps.docs.list('vehicles', companyId);
  }

  private vehicleOf(companyId: number, id: number, where = 'body'): Vehicle {
    const vehicle = this.deps.docs.get('vehicles', companyId, id);
    if (!vehicle) {
      throw ServiceError.validation(`Vehicle ${id} is not one of your vehicles.`, {
        reason: R.costUnknownVehicle,
        field: `${where}.vehicle_id`,
        params: { id },
      });
    }
    return vehicle;
  }

  private async entryOf(companyId: number, id: number): Promise<CostRow> {
    const row = await this.deps.store.get(companyId, id);
    if (!row) {
      throw ServiceError.notFound(`No cost entry ${id}.`, {
        reason: R.costEntryNotFound,
        params: { id },
      });
    }
    return row;
  }
}

/** COST-2: litres with fuel only and always with fuel; a category with OTHER only and always. */
function checkKindFields(body: CreateCostEntryRequest): void {
  if ((body.kind === 'FUEL') !== (body.litres !== undefined)) {
    throw ServiceError.validation(
      body.kind === 'FUEL'
        ? 'A fuel purchase gives its litres.'
        : 'Only a fuel purchase has litres.',
      { reason: R.costLitresRequired, field: 'body.litres' },
    );
  }
  if ((body.kind === 'OTHER') !== (body.category !== undefined)) {
    throw ServiceError.validation(
      body.kind === 'OTHER'
        ? 'Another cost gives its category.'
        : 'Only other costs have a category.',
      { reason: R.costCategoryRequired, field: 'body.category' },
    );
  }
}

/** Epoch ms of a company day's midnight (fixed offsets, no daylight saving). */
export function startOfDay(day: string, zone: CompanyTimeZone): number {
  return Date.parse(`${day}T00:00:00Z`) - COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * MINUTE_MS;
}

function wire(row: CostRow, zone: CompanyTimeZone): CostEntry {
  return {
    id: row.id,
    kind: row.kind,
    category: (row.category as OtherCostCategory | null) ?? null,
    vehicle:
      row.vehicleId === null ? null : { id: row.vehicleId, license_plate: row.licensePlate ?? '' },
    occurred_at: zoneIso(row.occurredAt, zone),
    amount: row.amount,
    litres: row.litres,
    place: row.place,
    reference: row.reference,
    notes: row.notes,
    source: row.source,
    import_id: row.importId,
    created_on: zoneIso(row.createdAt, zone),
    created_by:
      row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? '' },
  };
}
