import { PERMISSIONS } from '@armada/contracts/auth';
import type { Company } from '@armada/contracts/company';
import type {
  AlertDetailDriverScoresFilter,
  DriverAlertDetail,
  DriverScore,
  DriverScoreAggregation,
  DriverScoreFilter,
  DriverScorePagination,
  DriverScoresFilter,
} from '@armada/contracts/driver-score';
import { HTTP_ERROR_CODES, SHELL_CONSTANTS } from '@armada/contracts/shared';
import type { Driver, Vehicle } from '@armada/contracts/fleet';
import type { Clock } from '../domain/clock';
import { reverseGeocode } from '../domain/geocoding/reverse-geocode';
import { DAY_MS, startOfWibDay } from '../domain/wib-time';
import { formattedAlertData } from '../engine/alerts/alert-codes';
import {
  DRIVER_SCORE_ALERT_CODES,
  DRIVER_SCORE_CODES,
  aggregateDriverScores,
  categoryOfCode,
  costOf,
  scoreDriver,
  type ScoredEvent,
  type Span,
} from '../engine/driver-score';
import type { AlertStore } from '../store/alert-store';
import type { DocumentStore } from '../store/document-store';
import type { DriverScoreStore, VehicleDriver } from '../store/driver-score-store';
import type { AuthContext } from './auth-service';
import { requireAny } from './permissions';
import { ServiceError } from './service-error';

/**
 * Either lets a user read driver scores: the page's or the dashboard card's (docs/rules/shell.md
 * §6).
 */
const DRIVER_SCORE_SCOPES: readonly string[] = [
  PERMISSIONS.driverScoreRead,
  PERMISSIONS.dashboardDriverScoreRead,
];

/** DRIVER-10: the longest period one query may score. */
export const DRIVER_SCORE_MAX_RANGE_DAYS = 366;
/** DRIVER-9: a day this long over has all its positions stored (they are written in batches). */
export const DAY_SETTLED_MS = 10 * 60 * 1000;

type Language = 'id' | 'en';
const say = (language: Language, id: string, en: string) => (language === 'id' ? id : en);

type Page<T> = { list: T[]; pagination: DriverScorePagination };

/**
 * Driver scores over a period (DRIVER-8..12): the company's drivers with their figures from
 * the alerts table and the position history, scored with the company's current driver-score
 * settings (so a settings change shows on the next read), the aggregation, one driver, and the
 * alerts behind a driver's score.
 */
export class DriverScoreService {
  constructor(
    private readonly deps: {
      store: DocumentStore;
      scores: DriverScoreStore | undefined;
      alerts: AlertStore | undefined;
      clock: Clock;
    },
  ) {}

  /** DRIVER-11: a page of driver scores with the aggregation of every matching driver. */
  async list(
    auth: AuthContext,
    filter: DriverScoresFilter,
  ): Promise<Page<DriverScore> & { aggregation: DriverScoreAggregation | null }> {
    this.allow(auth);
    const language = auth.user.language;
    const span = rangeOf(language, filter.startDate, filter.endDate, 'filter');
    const settings = this.company(auth);
    const vehicles = this.vehicles(auth);
    const drivers = this.drivers(auth);

    const unknownDrivers = (filter.driverIds ?? []).filter((id) => !drivers.has(id));
    if (unknownDrivers.length > 0) throw driverNotFound(language, unknownDrivers);
    const groupIds = filter.vehicleGroupIds ? new Set(filter.vehicleGroupIds) : null;
    if (groupIds) {
      const known = new Set(
        this.deps.store.list('vehicle_groups', auth.company.id).map((g) => g.id),
      );
      const unknown = [...groupIds].filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new ServiceError(
          404,
          HTTP_ERROR_CODES.notFound,
          say(
            language,
            `Grup kendaraan ${unknown.join(', ')} tidak ditemukan.`,
            `Vehicle group ${unknown.join(', ')} not found.`,
          ),
        );
      }
    }

    // DRIVER-11: the drivers asked for; with groups, those driving a vehicle of the groups.
    const inGroups = groupIds
      ? new Set(
          vehicles
            .filter((v) => v.vehicle_group.some((g) => groupIds.has(g.id)))
            .flatMap((v) => (v.driver ? [v.driver.id] : [])),
        )
      : null;
    const wanted = filter.driverIds ? new Set(filter.driverIds) : null;
    const search = filter.search?.trim().toLocaleLowerCase('id') ?? '';
    const chosen = [...drivers.values()].filter(
      (d) =>
        (!wanted || wanted.has(d.driverId)) &&
        (!inGroups || inGroups.has(d.driverId)) &&
        (search === '' || d.fullname.toLocaleLowerCase('id').includes(search)),
    );

    let rows = await this.score(auth, span, settings, chosen, vehicles);
    if (filter.grades) {
      const grades = new Set(filter.grades);
      rows = rows.filter((row) => grades.has(row.finalGrade));
    }
    const aggregation = aggregateDriverScores(rows, settings);
    const sorted = sortScores(rows, filter.orderBy);
    const page = filter.pagination?.page ?? 1;
    const show = filter.pagination?.show ?? SHELL_CONSTANTS.table.defaultPageSize;
    return {
      list: sorted.slice((page - 1) * show, page * show),
      aggregation,
      pagination: { page, show, total: sorted.length },
    };
  }

  /** DRIVER-11: one driver's score over the period; an unknown driver is NOT_FOUND. */
  async one(auth: AuthContext, filter: DriverScoreFilter): Promise<{ data: DriverScore }> {
    this.allow(auth);
    const language = auth.user.language;
    const span = rangeOf(language, filter.startDate, filter.endDate, 'filter');
    const driver = this.drivers(auth).get(filter.driverId);
    if (!driver) throw driverNotFound(language, [filter.driverId]);
    const [row] = await this.score(auth, span, this.company(auth), [driver], this.vehicles(auth));
    if (!row) throw driverNotFound(language, [filter.driverId]);
    return { data: row };
  }

  /**
   * DRIVER-12: a page of the alerts behind a driver's score (newest first), each with the points
   * it cost; `category` keeps one category's. Each carries the code, vehicle, created time and
   * flag that make its notification detail id (contracts `notificationDetailId`).
   */
  async alertDetails(
    auth: AuthContext,
    filter: AlertDetailDriverScoresFilter,
  ): Promise<Page<DriverAlertDetail>> {
    this.allow(auth);
    const language = auth.user.language;
    const span = rangeOf(language, filter.startDate, filter.endDate, 'filter');
    const driver = this.drivers(auth).get(filter.driverId);
    if (!driver) throw driverNotFound(language, [filter.driverId]);
    const page = filter.pagination?.page ?? 1;
    const show = filter.pagination?.show ?? SHELL_CONSTANTS.table.defaultPageSize;
    const vehicleIds = this.vehicles(auth)
      .filter((v) => v.driver?.id === driver.driverId)
      .map((v) => v.id);
    if (vehicleIds.length === 0) return { list: [], pagination: { page, show, total: 0 } };
    const settings = this.company(auth);
    const company = this.company(auth);
    const addresses = company.showGeocode ? this.deps.store.list('addresses', auth.company.id) : [];
    const { alerts, total } = await this.alertTable().listAlerts({
      companyId: auth.company.id,
      readerId: auth.user.id,
      from: span.from,
      to: span.to,
      vehicleIds,
      codes: filter.category ? [DRIVER_SCORE_CODES[filter.category]] : DRIVER_SCORE_ALERT_CODES,
      falseAlert: false,
      limit: show,
      offset: (page - 1) * show,
    });
    const list = alerts.map(({ raw }): DriverAlertDetail => {
      const category = categoryOfCode(raw.alertCode);
      const value = raw.alertData === null ? null : Number(raw.alertData);
      const numeric = value !== null && Number.isFinite(value) ? value : null;
      return {
        createdOn: raw.createdOn,
        vehicleId: raw.vehicleId,
        alertCode: raw.alertCode,
        driverId: driver.driverId,
        alertFlag: raw.alertFlag,
        alertData: raw.alertData,
        latitude: raw.latitude,
        longitude: raw.longitude,
        alertTrigger: raw.alertTrigger,
        threshold: raw.alertTrigger,
        formattedAlertData: formattedAlertData(raw.alertCode, numeric, language),
        cost: category ? costOf(category, settings) : 0,
        address:
          raw.latitude === null || raw.longitude === null || addresses.length === 0
            ? null
            : (reverseGeocode(raw.latitude, raw.longitude, addresses)?.address ?? null),
        vehicle: { id: raw.vehicle.id, licensePlate: raw.vehicle.licensePlate },
        driver: { fullname: raw.driver?.fullname ?? driver.fullname },
        alert: raw.alert,
        isRead: raw.isRead,
      };
    });
    return { list, pagination: { page, show, total } };
  }

  /** DRIVER-8, DRIVER-9: the figures of `drivers` over the span, in the given order. */
  private async score(
    auth: AuthContext,
    span: Span,
    settings: Company,
    drivers: readonly Driver[],
    vehicles: readonly Vehicle[],
  ): Promise<DriverScore[]> {
    if (drivers.length === 0) return [];
    const ids = new Set(drivers.map((d) => d.driverId));
    const vehicleDrivers: VehicleDriver[] = vehicles.flatMap((v) =>
      v.driver && ids.has(v.driver.id) ? [{ vehicleId: v.id, driverId: v.driver.id }] : [],
    );
    const [alerts, driving] = await Promise.all([
      this.scoreTable().scoredAlerts({
        companyId: auth.company.id,
        from: span.from,
        to: span.to,
        vehicleDrivers,
        codes: DRIVER_SCORE_ALERT_CODES,
      }),
      this.driving(
        auth.company.id,
        vehicleDrivers.map((v) => v.vehicleId),
        span,
      ),
    ]);
    const events = new Map<number, ScoredEvent[]>();
    for (const group of alerts) {
      const list = events.get(group.driverId) ?? [];
      for (const at of group.times) list.push({ code: group.code, at });
      events.set(group.driverId, list);
    }
    const km = new Map<number, number>();
    const lastAt = new Map<number, number>();
    for (const { vehicleId, driverId } of vehicleDrivers) {
      const vehicle = driving.get(vehicleId);
      if (!vehicle) continue;
      km.set(driverId, (km.get(driverId) ?? 0) + vehicle.km);
      if (vehicle.lastAt !== null) {
        lastAt.set(driverId, Math.max(lastAt.get(driverId) ?? 0, vehicle.lastAt));
      }
    }
    return drivers.map((driver) => {
      const { bonus: _bonus, ...figures } = scoreDriver(
        { span, events: events.get(driver.driverId) ?? [], drivenKm: km.get(driver.driverId) ?? 0 },
        settings,
      );
      const last = lastAt.get(driver.driverId);
      return {
        driverId: driver.driverId,
        driver: {
          fullname: driver.fullname,
          userId: driver.userId,
          isActive: driver.isActive,
          photograph: driver.photograph,
          phoneNo: driver.phoneNo || null,
        },
        ...figures,
        lastSync: last === undefined ? null : new Date(last).toISOString(),
      };
    });
  }

  /**
   * DRIVER-9, HISTORY-6: kilometres and last position per vehicle over the span, summed over its
   * WIB days. Whole days that ended more than DAY_SETTLED_MS ago are rolled up once (for every
   * vehicle) and read from the rollup; the rest of the span (today, partial days) from the
   * positions on every query.
   */
  private async driving(
    companyId: number,
    vehicleIds: readonly number[],
    span: Span,
  ): Promise<Map<number, { km: number; lastAt: number | null }>> {
    const now = this.deps.clock.now();
    const days = wibDaysOf(span);
    const isSettled = (day: Span) => day.to - day.from === DAY_MS && day.to <= now - DAY_SETTLED_MS;
    const settled = days.filter(isSettled).map((day) => day.from);
    const live = days.filter((day) => !isSettled(day));
    const table = this.scoreTable();
    await table.rollup.settleDays(settled, now);
    const [rolled, read] = await Promise.all([
      table.rollup.dayTotals({ companyId, vehicleIds, dayStarts: settled }),
      table.driving({ companyId, vehicleIds, spans: live }),
    ]);
    const out = new Map<number, { km: number; lastAt: number | null }>();
    for (const id of vehicleIds) out.set(id, rolled.get(id) ?? { km: 0, lastAt: null });
    for (const row of read) {
      const figures = out.get(row.vehicleId);
      if (!figures) continue;
      figures.km += row.km;
      figures.lastAt = Math.max(figures.lastAt ?? 0, row.lastAt);
    }
    return out;
  }

  private allow(auth: AuthContext): void {
    requireAny(auth, DRIVER_SCORE_SCOPES, 'read driver scores');
  }

  /** The company as stored now: its settings may have changed since the session began. */
  private company(auth: AuthContext): Company {
    return (
      this.deps.store.get('companies', auth.company.id, auth.company.id)?.company ??
      auth.company.company
    );
  }

  private vehicles(auth: AuthContext): Vehicle[] {
    return [...this.deps.store.list('vehicles', auth.company.id)];
  }

  private drivers(auth: AuthContext): Map<number, Driver> {
    return new Map(this.deps.store.list('drivers', auth.company.id).map((d) => [d.driverId, d]));
  }

  private scoreTable(): DriverScoreStore {
    if (!this.deps.scores) throw unavailable();
    return this.deps.scores;
  }

  private alertTable(): AlertStore {
    if (!this.deps.alerts) throw unavailable();
    return this.deps.alerts;
  }
}

/** The span cut at WIB midnights. */
function wibDaysOf(span: Span): Span[] {
  const days: Span[] = [];
  for (let from = span.from; from < span.to;) {
    const to = Math.min(startOfWibDay(from) + DAY_MS, span.to);
    days.push({ from, to });
    from = to;
  }
  return days;
}

function unavailable(): ServiceError {
  return new ServiceError(503, 'SERVICE_UNAVAILABLE', 'Alerts are not stored on this server.');
}

/** DRIVER-10: startDate before endDate, at most DRIVER_SCORE_MAX_RANGE_DAYS apart. */
function rangeOf(language: Language, start: string, end: string, name: string): Span {
  const from = Date.parse(start);
  const to = Date.parse(end);
  const field = `${name}.endDate`;
  if (!(from < to)) {
    throw ServiceError.invalidField(
      field,
      say(
        language,
        'Rentang waktu tidak valid: awal harus sebelum akhir.',
        'The date range is invalid: startDate must be before endDate.',
      ),
    );
  }
  if (to - from > DRIVER_SCORE_MAX_RANGE_DAYS * DAY_MS) {
    throw ServiceError.invalidField(
      field,
      say(
        language,
        `Rentang waktu paling lama ${DRIVER_SCORE_MAX_RANGE_DAYS} hari.`,
        `The date range may span at most ${DRIVER_SCORE_MAX_RANGE_DAYS} days.`,
      ),
    );
  }
  return { from, to };
}

function driverNotFound(language: Language, ids: readonly number[]): ServiceError {
  return new ServiceError(
    404,
    HTTP_ERROR_CODES.notFound,
    say(
      language,
      `Pengemudi ${ids.join(', ')} tidak ditemukan.`,
      `Driver ${ids.join(', ')} not found.`,
    ),
  );
}

/** DRIVER-11: by the asked field and direction (default name ascending); ties by name, id. */
function sortScores(
  rows: readonly DriverScore[],
  orderBy: DriverScoresFilter['orderBy'],
): DriverScore[] {
  const field = orderBy?.field ?? 'fullname';
  const sign = orderBy?.direction === 'desc' ? -1 : 1;
  const byName = (a: DriverScore, b: DriverScore) =>
    a.driver.fullname.localeCompare(b.driver.fullname, 'id') || a.driverId - b.driverId;
  return [...rows].sort((a, b) => {
    const primary = field === 'fullname' ? byName(a, b) : a[field] - b[field];
    return sign * primary || byName(a, b);
  });
}
