import {
  COMPANY_TIME_ZONE_INFO,
  DEFAULT_COMPANY_TIME_ZONE,
  type CompanyTimeZone,
} from '@armada/contracts/company';
import {
  LICENCE_FLAG_KINDS,
  LICENCE_FLAG_READ,
  LICENCE_LIMITS,
  LICENCE_PERMISSIONS,
  LICENCE_READ_ANY,
  LICENCE_SCAN_TYPES,
  SIM_CLASSES,
  SIM_CLASS_LABELS,
  daysBetween,
  expiryStatus,
  holderTypeOf,
  isCalendarDay,
  licenceDocumentList,
  proposedExpiry,
  windowRange,
  type CreateLicenceDocumentRequest,
  type LicenceAction,
  type LicenceDocument,
  type LicenceDocumentExportQuery,
  type LicenceDocumentListQuery,
  type LicenceFlag,
  type LicenceFlagList,
  type LicenceFlagQuery,
  type LicenceHolderType,
  type LicenceHolders,
  type LicenceScan,
  type LicenceScanType,
  type LicenceSummary,
  type UpdateLicenceDocumentRequest,
} from '@armada/contracts/licences';
import {
  LIST_LIMITS,
  SERVER_ERROR_REASONS,
  asList,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type {
  DocumentChange,
  DocumentRow,
  LicenceStore,
  NewDocumentRow,
  ScanRow,
} from './licence-store';
import { documentsFile } from './licence-export';
import { sniffScanType, type ScanFiles } from './scan-files';

const R = SERVER_ERROR_REASONS;
const listSpec: ListSpec<LicenceDocument> = { ...licenceDocumentList, idOf: (doc) => doc.id };

export interface LicenceServiceDeps {
  documents: LicenceStore;
  files: ScanFiles;
  store: DocumentStore;
  clock: Clock;
}

/** The company's calendar day at an instant, in its own zone (WIB, WITA or WIT). */
export function companyToday(store: DocumentStore, companyId: number, at: number): string {
  const zone: CompanyTimeZone =
    store.get('companies', companyId, companyId)?.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  const offset = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000;
  return new Date(at + offset).toISOString().slice(0, 10);
}

/** The hour (0-23) of the company's clock at an instant. */
export function companyHour(store: DocumentStore, companyId: number, at: number): number {
  const zone: CompanyTimeZone =
    store.get('companies', companyId, companyId)?.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  const offset = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000;
  return new Date(at + offset).getUTCHours();
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Document ${id} not found.`, {
    reason: R.licenceDocumentNotFound,
    params: { id },
  });
}

function scanNotFound(id: number): ServiceError {
  return ServiceError.notFound(`Scan ${id} not found.`, {
    reason: R.licenceScanNotFound,
    params: { id },
  });
}

/** LIC-8: a body over the scan limit (also the 413 of the upload's own body limit). */
export function scanTooLarge(): ServiceError {
  const max = LICENCE_LIMITS.scanMaxBytes;
  return new ServiceError(413, 'PAYLOAD_TOO_LARGE', `A scan may be at most ${max} bytes.`, {
    reason: R.licenceScanTooLarge,
    params: { max },
    field: 'body',
  });
}

function require(auth: AuthContext, holder: LicenceHolderType, action: LicenceAction): void {
  const what = `${action} ${holder === 'VEHICLE' ? 'vehicle' : 'driver'} documents`;
  requireAny(auth, LICENCE_PERMISSIONS[holder][action], what);
}

/** LIC-5: a real calendar day within the accepted years. */
function checkDay(field: string, day: string): void {
  const year = Number(day.slice(0, 4));
  if (!isCalendarDay(day) || year < LICENCE_LIMITS.minYear || year > LICENCE_LIMITS.maxYear) {
    throw ServiceError.validation(`${field} is not a calendar day (YYYY-MM-DD): ${day}.`, {
      reason: R.licenceBadDate,
      params: { field },
      field,
    });
  }
}

/** The list query has nothing the SQL page cannot answer itself (LIC-7's first page). */
function plainQuery(query: LicenceDocumentListQuery): boolean {
  const texts = (value: string | string[] | undefined) =>
    asList(value).filter((text) => text.trim() !== '');
  return (
    texts(query.filters).length === 0 &&
    texts(query.sorts).length === 0 &&
    (query.search ?? '').trim() === ''
  );
}

/**
 * Vehicle and driver documents (docs/rules/licences.md LIC-1 ... LIC-9, LIC-11): the lists and
 * their summary, adding and changing documents, their scans, and the route planning flags.
 */
export class LicenceService {
  constructor(private readonly deps: LicenceServiceDeps) {}

  /** The company's today (LIC-6). */
  today(companyId: number): string {
    return companyToday(this.deps.store, companyId, this.deps.clock.now());
  }

  /** LIC-7. */
  async list(
    auth: AuthContext,
    query: LicenceDocumentListQuery,
  ): Promise<ListResponse<LicenceDocument>> {
    const holder = query.holder_type;
    require(auth, holder, 'read');
    const companyId = auth.company.id;
    const today = this.today(companyId);
    const range = query.window ? windowRange(query.window, today) : { from: null, to: null };
    const filter = {
      holderType: holder,
      kind: query.kind,
      vehicleId: query.vehicle_id,
      driverId: query.driver_id,
      ...range,
    };
    const limit = query.limit ?? LIST_LIMITS.defaultLimit;
    const page = query.page ?? LIST_LIMITS.defaultPage;
    if (plainQuery(query)) {
      const { ids, rows } = await this.deps.documents.page(
        companyId,
        filter,
        limit,
        (page - 1) * limit,
      );
      return {
        data: { paginated_result: await this.withScans(companyId, rows, today), ids },
        metadata: { page, total_count: ids.length, total_page: Math.ceil(ids.length / limit) },
      };
    }
    const rows = await this.deps.documents.list(companyId, {
      ...filter,
      search: this.searchNarrowing(companyId, query.search),
    });
    const answer = runListQuery(
      rows.map((row) => this.wire(row, today, [])),
      listSpec,
      query,
    );
    const pageRows = answer.data.paginated_result;
    const scans = await this.deps.documents.scansOf(
      companyId,
      pageRows.map((doc) => doc.id),
    );
    for (const doc of pageRows) {
      doc.scans = scans.filter((scan) => scan.documentId === doc.id).map(scanWire);
    }
    return answer;
  }

  /**
   * LIC-13: every document the list would show with the same window, kind, holder, search and
   * sort, as a CSV or XLSX file.
   */
  async export(
    auth: AuthContext,
    query: LicenceDocumentExportQuery,
  ): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    const holder = query.holder_type;
    require(auth, holder, 'read');
    const companyId = auth.company.id;
    const today = this.today(companyId);
    const range = query.window ? windowRange(query.window, today) : { from: null, to: null };
    const rows = await this.deps.documents.list(companyId, {
      holderType: holder,
      kind: query.kind,
      vehicleId: query.vehicle_id,
      driverId: query.driver_id,
      ...range,
    });
    const docs = await this.withScans(companyId, rows, today);
    const answer = runListQuery(docs, listSpec, {
      limit: 1,
      ...(query.search === undefined ? {} : { search: query.search }),
      ...(query.sorts === undefined ? {} : { sorts: query.sorts }),
    });
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const ordered = answer.data.ids.flatMap((id) => byId.get(id) ?? []);
    const lang = query.lang ?? 'id';
    const bytes = await documentsFile(ordered, holder, query.format, lang);
    const name = `${holder === 'VEHICLE' ? (lang === 'id' ? 'dokumen-kendaraan' : 'vehicle-documents') : lang === 'id' ? 'dokumen-pengemudi' : 'driver-documents'}-${today}.${query.format}`;
    return {
      bytes,
      contentType:
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: name,
    };
  }

  /** LIC-2: the vehicles and drivers the form offers (those the user may add documents for). */
  holders(auth: AuthContext): LicenceHolders {
    requireAny(auth, LICENCE_READ_ANY, 'see documents');
    const companyId = auth.company.id;
    const { store } = this.deps;
    return {
      data: {
        vehicles: store.list('vehicles', companyId).map((vehicle) => ({
          id: vehicle.id,
          license_plate: vehicle.license_plate,
          needs_kir: vehicle.fleet_category !== 'Motor',
        })),
        drivers: store.list('drivers', companyId).map((driver) => ({
          id: driver.driverId,
          fullname: driver.fullname,
          sim_class: SIM_CLASSES.find((c) => SIM_CLASS_LABELS[c] === driver.licenseType) ?? null,
        })),
      },
    };
  }

  /** LIC-7: the summary cards. */
  async summary(
    auth: AuthContext,
    holder: LicenceHolderType,
  ): Promise<ItemResponse<LicenceSummary>> {
    require(auth, holder, 'read');
    const today = this.today(auth.company.id);
    const counts = await this.deps.documents.counts(auth.company.id, holder, today);
    return {
      data: {
        holder_type: holder,
        today,
        total: counts.total,
        expired: counts.expired,
        days_1: counts.days1,
        days_7: counts.days7,
        days_30: counts.days30,
      },
    };
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<LicenceDocument>> {
    const row = await this.found(auth, id, 'read');
    return { data: await this.one(row) };
  }

  /** LIC-1 ... LIC-5. */
  async create(
    auth: AuthContext,
    body: CreateLicenceDocumentRequest,
  ): Promise<ItemResponse<LicenceDocument>> {
    const holder = holderTypeOf(body.kind);
    require(auth, holder, 'create');
    const companyId = auth.company.id;
    const vehicleId = body.vehicle_id ?? null;
    const driverId = body.driver_id ?? null;
    if (
      holder === 'VEHICLE'
        ? vehicleId === null || driverId !== null
        : driverId === null || vehicleId !== null
    ) {
      const field = holder === 'VEHICLE' ? 'body.vehicle_id' : 'body.driver_id';
      throw ServiceError.validation(
        holder === 'VEHICLE'
          ? `A ${body.kind} document names a vehicle_id and no driver_id.`
          : 'A SIM names a driver_id and no vehicle_id.',
        { reason: R.licenceHolderMismatch, params: { kind: body.kind }, field },
      );
    }
    if (vehicleId !== null) this.checkVehicle(companyId, vehicleId, body.kind);
    if (driverId !== null && !this.deps.store.get('drivers', companyId, driverId)) {
      throw ServiceError.validation(`Driver ${driverId} is not one of the company's.`, {
        reason: R.licenceUnknownDriver,
        params: { id: driverId },
        field: 'body.driver_id',
      });
    }
    const simClass = body.sim_class ?? null;
    this.checkSimClass(holder, simClass);
    const issuedOn = body.issued_on;
    checkDay('body.issued_on', issuedOn);
    let expiresOn = body.expires_on;
    if (expiresOn === undefined) {
      const proposed = proposedExpiry(body.kind, issuedOn);
      if (proposed === null) {
        throw ServiceError.validation(`A ${body.kind} document needs expires_on.`, {
          reason: R.licenceExpiryRequired,
          params: { kind: body.kind },
          field: 'body.expires_on',
        });
      }
      expiresOn = proposed;
    }
    this.checkDates(companyId, issuedOn, expiresOn);
    const row: NewDocumentRow = {
      companyId,
      holderType: holder,
      kind: body.kind,
      vehicleId,
      driverId,
      simClass,
      number: body.number.trim(),
      issuedOn,
      expiresOn,
      notes: (body.notes ?? '').trim(),
      createdAt: this.deps.clock.now(),
    };
    const [inserted] = await this.deps.documents.insert([row]);
    if (!inserted) throw new Error('document insert returned no row');
    return { data: await this.one(inserted) };
  }

  /** LIC-5: the fields given; the dates are checked together as they will be. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateLicenceDocumentRequest,
  ): Promise<ItemResponse<LicenceDocument>> {
    const current = await this.found(auth, id, 'update');
    const companyId = auth.company.id;
    if (body.sim_class !== undefined) this.checkSimClass(current.holderType, body.sim_class);
    if (body.issued_on !== undefined) checkDay('body.issued_on', body.issued_on);
    if (body.expires_on !== undefined) checkDay('body.expires_on', body.expires_on);
    const issuedOn = body.issued_on ?? current.issuedOn;
    const expiresOn = body.expires_on ?? current.expiresOn;
    this.checkDates(companyId, issuedOn, expiresOn);
    const change: DocumentChange = { updatedAt: this.deps.clock.now() };
    if (body.sim_class !== undefined) change.simClass = body.sim_class;
    if (body.number !== undefined) change.number = body.number.trim();
    if (body.issued_on !== undefined) change.issuedOn = body.issued_on;
    if (body.expires_on !== undefined) change.expiresOn = body.expires_on;
    if (body.notes !== undefined) change.notes = body.notes.trim();
    const row = await this.deps.documents.update(companyId, id, change);
    if (!row) throw notFound(id);
    return { data: await this.one(row) };
  }

  async remove(auth: AuthContext, id: number): Promise<{ data: { id: number } }> {
    await this.found(auth, id, 'delete');
    const scans = await this.deps.documents.remove(auth.company.id, id);
    if (!scans) throw notFound(id);
    await this.deps.files.remove(scans.map((scan) => scan.storedName));
    return { data: { id } };
  }

  /**
   * LIC-8: attaches a scan. The document is found first (another company's is a 404 whatever
   * the body), then the file is checked: not empty, within the size, and a PDF, JPEG or PNG by
   * its first bytes. A refused file changes nothing.
   */
  async uploadScan(
    auth: AuthContext,
    id: number,
    fileName: string,
    bytes: Uint8Array,
  ): Promise<ItemResponse<LicenceScan>> {
    const doc = await this.found(auth, id, 'update');
    const companyId = auth.company.id;
    const existing = await this.deps.documents.scansOf(companyId, [id]);
    if (existing.length >= LICENCE_LIMITS.scansPerDocument) {
      throw ServiceError.conflict(
        `A document keeps at most ${LICENCE_LIMITS.scansPerDocument} scans.`,
        { reason: R.licenceScanLimitReached, params: { max: LICENCE_LIMITS.scansPerDocument } },
      );
    }
    if (bytes.length === 0) {
      throw ServiceError.validation('The scan is empty.', {
        reason: R.licenceScanEmpty,
        field: 'body',
      });
    }
    if (bytes.length > LICENCE_LIMITS.scanMaxBytes) throw scanTooLarge();
    const type = sniffScanType(bytes);
    if (!type) {
      throw new ServiceError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `The scan is not a ${LICENCE_SCAN_TYPES.join(', ')} file by its first bytes.`,
        { reason: R.licenceScanType, params: { types: 'PDF, JPEG, PNG' }, field: 'body' },
      );
    }
    const storedName = await this.deps.files.write(companyId, doc.id, type, bytes);
    const now = this.deps.clock.now();
    const scan = await this.deps.documents.insertScan({
      companyId,
      documentId: doc.id,
      fileName: cleanFileName(fileName, type),
      contentType: type,
      sizeBytes: bytes.length,
      storedName,
      uploadedAt: now,
    });
    await this.deps.documents.touch(companyId, doc.id, now);
    return { data: scanWire(scan) };
  }

  /** LIC-8: a scan's bytes for its download. */
  async scanFile(
    auth: AuthContext,
    id: number,
    scanId: number,
  ): Promise<{ bytes: Buffer; contentType: LicenceScanType; fileName: string }> {
    await this.found(auth, id, 'read');
    const scan = await this.deps.documents.scan(auth.company.id, id, scanId);
    if (!scan) throw scanNotFound(scanId);
    const bytes = await this.deps.files.read(scan.storedName);
    if (!bytes) throw scanNotFound(scanId);
    return { bytes, contentType: scan.contentType, fileName: scan.fileName };
  }

  async removeScan(
    auth: AuthContext,
    id: number,
    scanId: number,
  ): Promise<ItemResponse<LicenceDocument>> {
    await this.found(auth, id, 'update');
    const companyId = auth.company.id;
    const scan = await this.deps.documents.scan(companyId, id, scanId);
    if (!scan || !(await this.deps.documents.removeScan(companyId, id, scanId))) {
      throw scanNotFound(scanId);
    }
    await this.deps.files.remove([scan.storedName]);
    await this.deps.documents.touch(companyId, id, this.deps.clock.now());
    const row = await this.deps.documents.get(companyId, id);
    if (!row) throw notFound(id);
    return { data: await this.one(row) };
  }

  /** LIC-11: the REST face of `documentFlags`. */
  async flags(auth: AuthContext, query: LicenceFlagQuery): Promise<LicenceFlagList> {
    requireAny(auth, LICENCE_FLAG_READ, 'see document flags');
    const companyId = auth.company.id;
    const on = query.on ?? this.today(companyId);
    checkDay('querystring.on', on);
    const ids = [...new Set(query.vehicle_ids.split(',').map(Number))].slice(
      0,
      LICENCE_LIMITS.maxFlagVehicleIds,
    );
    return { data: await this.documentFlags(companyId, on, ids), on };
  }

  /**
   * LIC-11: of the given vehicles, those whose latest KIR is expired on `on`, or whose driver's
   * latest SIM is; vehicles of another company are not looked at. What route planning reads.
   */
  async documentFlags(
    companyId: number,
    on: string,
    vehicleIds: readonly number[],
  ): Promise<LicenceFlag[]> {
    const { store } = this.deps;
    const vehicles = vehicleIds
      .map((id) => store.get('vehicles', companyId, id))
      .filter((vehicle) => vehicle !== undefined);
    const driverOf = new Map<number, number>();
    for (const vehicle of vehicles) if (vehicle.driver) driverOf.set(vehicle.id, vehicle.driver.id);
    const [kirKind, simKind] = LICENCE_FLAG_KINDS;
    const [kirs, sims] = await Promise.all([
      this.deps.documents.latestOf(
        companyId,
        kirKind,
        'vehicle_id',
        vehicles.map((vehicle) => vehicle.id),
      ),
      this.deps.documents.latestOf(companyId, simKind, 'driver_id', [
        ...new Set(driverOf.values()),
      ]),
    ]);
    const expired = (row: DocumentRow) => row.expiresOn < on;
    const out: LicenceFlag[] = [];
    for (const vehicle of vehicles) {
      const items: LicenceFlag['expired'] = [];
      const kir = kirs.find((row) => row.vehicleId === vehicle.id);
      if (kir && expired(kir)) {
        items.push({
          document_id: kir.id,
          kind: kir.kind,
          number: kir.number,
          expires_on: kir.expiresOn,
          driver: null,
        });
      }
      const driverId = driverOf.get(vehicle.id);
      const sim = sims.find((row) => row.driverId === driverId);
      if (sim && expired(sim) && driverId !== undefined) {
        items.push({
          document_id: sim.id,
          kind: sim.kind,
          number: sim.number,
          expires_on: sim.expiresOn,
          driver: { id: driverId, fullname: this.driverName(companyId, driverId) },
        });
      }
      if (items.length > 0) out.push({ vehicle_id: vehicle.id, expired: items });
    }
    return out;
  }

  /**
   * LIC-12: seeded documents for the companies that have none yet (a data directory is seeded
   * once; the seed checks its own dates). Answers how many were written.
   */
  async seed(rows: readonly NewDocumentRow[]): Promise<number> {
    const seeded = new Set(await this.deps.documents.companiesWithDocuments());
    const fresh = rows.filter((row) => !seeded.has(row.companyId));
    for (let i = 0; i < fresh.length; i += 5000) {
      await this.deps.documents.insert(fresh.slice(i, i + 5000));
    }
    return fresh.length;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /** LIC-7: the SQL narrowing of a search: the vehicles and drivers whose plate or name match. */
  private searchNarrowing(companyId: number, search: string | undefined) {
    const text = (search ?? '').trim();
    if (text === '') return undefined;
    const needle = text.toLowerCase();
    const { store } = this.deps;
    return {
      text,
      vehicleIds: store
        .list('vehicles', companyId)
        .filter((v) => v.license_plate.toLowerCase().includes(needle))
        .map((v) => v.id),
      driverIds: store
        .list('drivers', companyId)
        .filter((d) => d.fullname.toLowerCase().includes(needle))
        .map((d) => d.driverId),
    };
  }

  private async found(auth: AuthContext, id: number, action: LicenceAction): Promise<DocumentRow> {
    const row = await this.deps.documents.get(auth.company.id, id);
    if (!row) throw notFound(id);
    require(auth, row.holderType, action);
    return row;
  }

  private checkVehicle(companyId: number, vehicleId: number, kind: string): void {
    const vehicle = this.deps.store.get('vehicles', companyId, vehicleId);
    if (!vehicle) {
      throw ServiceError.validation(`Vehicle ${vehicleId} is not one of the company's.`, {
        reason: R.licenceUnknownVehicle,
        params: { id: vehicleId },
        field: 'body.vehicle_id',
      });
    }
    if (kind === 'KIR' && vehicle.fleet_category === 'Motor') {
      throw ServiceError.validation(
        `${vehicle.license_plate} is a motorbike: it has no periodic test (KIR).`,
        {
          reason: R.licenceKirNotApplicable,
          params: { plate: vehicle.license_plate },
          field: 'body.kind',
        },
      );
    }
  }

  private checkSimClass(holder: LicenceHolderType, simClass: string | null): void {
    if ((holder === 'DRIVER') !== (simClass !== null)) {
      throw ServiceError.validation(
        holder === 'DRIVER' ? 'A SIM needs its sim_class.' : 'Only a SIM has a sim_class.',
        { reason: R.licenceSimClassRequired, field: 'body.sim_class' },
      );
    }
  }

  private checkDates(companyId: number, issuedOn: string, expiresOn: string): void {
    checkDay('body.expires_on', expiresOn);
    const today = this.today(companyId);
    if (issuedOn > today) {
      throw ServiceError.validation(`issued_on ${issuedOn} is after today (${today}).`, {
        reason: R.licenceIssuedInFuture,
        params: { today },
        field: 'body.issued_on',
      });
    }
    if (expiresOn <= issuedOn) {
      throw ServiceError.validation(`expires_on ${expiresOn} is not after issued_on ${issuedOn}.`, {
        reason: R.licenceExpiryBeforeIssue,
        params: { issued_on: issuedOn, expires_on: expiresOn },
        field: 'body.expires_on',
      });
    }
  }

  private driverName(companyId: number, driverId: number): string {
    return this.deps.store.get('drivers', companyId, driverId)?.fullname ?? `#${driverId}`;
  }

  private async one(row: DocumentRow): Promise<LicenceDocument> {
    const [doc] = await this.withScans(row.companyId, [row], this.today(row.companyId));
    if (!doc) throw new Error('document without its wire shape');
    return doc;
  }

  private async withScans(
    companyId: number,
    rows: readonly DocumentRow[],
    today: string,
  ): Promise<LicenceDocument[]> {
    const scans = await this.deps.documents.scansOf(
      companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      this.wire(
        row,
        today,
        scans.filter((scan) => scan.documentId === row.id),
      ),
    );
  }

  private wire(row: DocumentRow, today: string, scans: readonly ScanRow[]): LicenceDocument {
    const { store } = this.deps;
    const vehicle =
      row.vehicleId === null ? undefined : store.get('vehicles', row.companyId, row.vehicleId);
    return {
      id: row.id,
      holder_type: row.holderType,
      kind: row.kind,
      vehicle:
        row.vehicleId === null
          ? null
          : { id: row.vehicleId, license_plate: vehicle?.license_plate ?? `#${row.vehicleId}` },
      driver:
        row.driverId === null
          ? null
          : { id: row.driverId, fullname: this.driverName(row.companyId, row.driverId) },
      sim_class: row.simClass,
      number: row.number,
      issued_on: row.issuedOn,
      expires_on: row.expiresOn,
      notes: row.notes,
      status: expiryStatus(row.expiresOn, today),
      days_left: daysBetween(today, row.expiresOn),
      scans: scans.map(scanWire),
      created_on: toWibIso(row.createdAt),
      updated_on: toWibIso(row.updatedAt),
    };
  }
}

function scanWire(scan: ScanRow): LicenceScan {
  return {
    id: scan.id,
    file_name: scan.fileName,
    content_type: scan.contentType,
    size_bytes: scan.sizeBytes,
    uploaded_on: toWibIso(scan.uploadedAt),
  };
}

/** A file name to show and save: no path, no control characters, the extension its type's. */
function cleanFileName(name: string, type: LicenceScanType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, LICENCE_LIMITS.fileNameMax);
  const extension = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'pindaian';
  return `${stem}.${extension}`;
}
