/**
 * The moving fleet against the geofences (docs/rules/geofences.md GEO-7 ... GEO-12, GEO-17):
 * pure and synchronous, no clock and no I/O, so a tick's positions give the same events every
 * time. Each company's geofences are in a Flatbush index of their boxes, grown by their
 * hysteresis band; a vehicle is looked up only when it moved since the last tick, and its shapes
 * tested only when the index says it may be near them. The watcher keeps, per vehicle, the
 * visits it is in; dwell is a matter of time, not of place, and is checked for every visit.
 */
import Flatbush from 'flatbush';
import {
  watchShape,
  type GeofenceCategory,
  type GeofenceShape,
  type WatchShape,
} from '@armada/contracts/geofences';

/** What the watcher needs of a geofence. */
export interface FenceSpec {
  id: number;
  companyId: number;
  name: string;
  category: GeofenceCategory;
  shape: GeofenceShape;
  /** GEO-5: the vehicles it applies to (its vehicles and its groups' vehicles); null: all. */
  vehicleIds: readonly number[] | null;
  alertOnEnter: boolean;
  alertOnExit: boolean;
  dwellMinutes: number | null;
  /** GEO-12: changes when the shape or the vehicles it applies to change. */
  stamp: number;
}

export interface FenceEvent {
  type: 'enter' | 'exit' | 'dwell';
  fence: FenceSpec;
  companyId: number;
  vehicleId: number;
  at: number;
  latitude: number;
  longitude: number;
  /** Enter and exit: false when the vehicle was found so at a first look (GEO-12): no alert. */
  seen: boolean;
  /** When the visit began: with the geofence and vehicle, its key. */
  enteredAt: number;
}

/** A visit still going on, as the store kept it (GEO-12). */
export interface OpenFenceVisit {
  geofenceId: number;
  vehicleId: number;
  enteredAt: number;
  dwellAlerted: boolean;
}

/** The positions of a tick, one row per vehicle (the motion frame). */
export interface PositionRows {
  readonly ids: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
}

interface Fence {
  spec: FenceSpec;
  shape: WatchShape;
  applies: ReadonlySet<number> | null;
  dwellMs: number | null;
  /** GEO-12: every vehicle is looked at once, without events, before its changes count. */
  firstLook: boolean;
  /** The check that last found it near the vehicle being checked. */
  near: number;
}

interface Inside {
  fence: Fence;
  enteredAt: number;
  dwellDone: boolean;
}

interface CompanyFences {
  fences: Fence[];
  index: Flatbush | null;
  byId: Map<number, Fence>;
}

const MINUTE_MS = 60_000;

/** GEO-17: the grown box keeps a metre more than the band, so no crossing is missed. */
const INDEX_MARGIN_M = 1;

export class FenceWatch {
  private readonly companies = new Map<number, CompanyFences>();
  private readonly inside: (Inside[] | undefined)[];
  private readonly lastLat: Float64Array;
  private readonly lastLng: Float64Array;
  private readonly rowsOfCompany = new Map<number, number[]>();
  private readonly rowOf = new Map<number, number>();
  private firstLooks = false;
  private checkNo = 0;

  /** `ids` and `companyOfRow`: the fleet's rows, fixed for the run. */
  constructor(
    private readonly ids: Int32Array,
    private readonly companyOfRow: Int32Array,
  ) {
    const n = ids.length;
    this.inside = new Array<Inside[] | undefined>(n);
    this.lastLat = new Float64Array(n).fill(Number.NaN);
    this.lastLng = new Float64Array(n).fill(Number.NaN);
    for (let i = 0; i < n; i++) {
      this.rowOf.set(ids[i] as number, i);
      const company = companyOfRow[i] as number;
      const rows = this.rowsOfCompany.get(company);
      if (rows) rows.push(i);
      else this.rowsOfCompany.set(company, [i]);
    }
  }

  /** Geofences watched now, for benches and tests. */
  get size(): number {
    let n = 0;
    for (const company of this.companies.values()) n += company.fences.length;
    return n;
  }

  /**
   * A company's active geofences now. Those new or whose stamp changed get a first look at the
   * next check (GEO-12); visits of geofences no longer given end at `at` without an alert.
   */
  setFences(
    companyId: number,
    specs: readonly FenceSpec[],
    at: number,
    emit: (e: FenceEvent) => void,
  ): void {
    const before = this.companies.get(companyId);
    const fences: Fence[] = specs.map((spec) => {
      const old = before?.byId.get(spec.id);
      const firstLook = !old || old.spec.stamp !== spec.stamp || old.firstLook;
      return {
        spec,
        shape: old && old.spec.stamp === spec.stamp ? old.shape : watchShape(spec.shape),
        applies: spec.vehicleIds === null ? null : new Set(spec.vehicleIds),
        dwellMs: spec.dwellMinutes === null ? null : spec.dwellMinutes * MINUTE_MS,
        firstLook,
        near: -1,
      };
    });
    const byId = new Map(fences.map((fence) => [fence.spec.id, fence]));
    let index: Flatbush | null = null;
    if (fences.length > 0) {
      index = new Flatbush(fences.length);
      for (const fence of fences) {
        const [south, west, north, east] = fence.shape.bounds(fence.shape.bandM + INDEX_MARGIN_M);
        index.add(west, south, east, north);
      }
      index.finish();
    }
    this.companies.set(companyId, { fences, index, byId });
    if (fences.some((fence) => fence.firstLook)) this.firstLooks = true;
    // Visits move to the new geofence objects; those of geofences gone end here.
    for (const row of this.rowsOfCompany.get(companyId) ?? []) {
      const list = this.inside[row];
      if (!list) continue;
      const kept: Inside[] = [];
      for (const visit of list) {
        const fence = byId.get(visit.fence.spec.id);
        if (fence) {
          visit.fence = fence;
          kept.push(visit);
        } else {
          emit(
            this.event(
              'exit',
              visit.fence,
              row,
              at,
              visit.enteredAt,
              false,
              this.lastLat[row],
              this.lastLng[row],
            ),
          );
        }
      }
      this.inside[row] = kept.length > 0 ? kept : undefined;
    }
  }

  /** GEO-12: the visits the store kept open; checked again at the first look. */
  restore(open: readonly OpenFenceVisit[]): void {
    for (const visit of open) {
      const row = this.rowOf.get(visit.vehicleId);
      if (row === undefined) continue;
      const company = this.companies.get(this.companyOfRow[row] as number);
      const fence = company?.byId.get(visit.geofenceId);
      if (!fence) continue;
      fence.firstLook = true;
      this.firstLooks = true;
      const list = this.inside[row] ?? [];
      if (list.some((v) => v.fence === fence)) continue;
      list.push({ fence, enteredAt: visit.enteredAt, dwellDone: visit.dwellAlerted });
      this.inside[row] = list;
    }
  }

  /** GEO-8 ... GEO-12: one tick's positions; events in row order, enter before dwell. */
  check(at: number, rows: PositionRows, emit: (e: FenceEvent) => void): void {
    if (this.firstLooks) this.lookFirst(at, rows, emit);
    const { latitude, longitude } = rows;
    const n = this.inside.length;
    for (let row = 0; row < n; row++) {
      const lat = latitude[row] as number;
      const lng = longitude[row] as number;
      if (lat !== this.lastLat[row] || lng !== this.lastLng[row]) {
        this.lastLat[row] = lat;
        this.lastLng[row] = lng;
        this.checkMoved(row, lat, lng, at, emit);
      }
      const list = this.inside[row];
      if (list) this.checkDwell(row, list, at, emit);
    }
  }

  private checkMoved(
    row: number,
    lat: number,
    lng: number,
    at: number,
    emit: (e: FenceEvent) => void,
  ): void {
    const company = this.companies.get(this.companyOfRow[row] as number);
    let list = this.inside[row];
    if (!company?.index) return;
    const check = ++this.checkNo;
    const vehicleId = this.ids[row] as number;
    const { fences } = company;
    company.index.search(lng, lat, lng, lat, (k) => {
      const fence = fences[k] as Fence;
      fence.near = check;
      if (fence.applies && !fence.applies.has(vehicleId)) return false;
      const visit = list?.find((v) => v.fence === fence);
      if (!fence.shape.crossed(lat, lng, visit !== undefined)) return false;
      if (visit) {
        list = (list ?? []).filter((v) => v !== visit);
        emit(this.event('exit', fence, row, at, visit.enteredAt, true, lat, lng));
      } else {
        list = [...(list ?? []), { fence, enteredAt: at, dwellDone: false }];
        emit(this.event('enter', fence, row, at, at, true, lat, lng));
      }
      return false;
    });
    // GEO-17: outside a visited geofence's grown box is outside it by more than its band.
    if (list?.some((visit) => visit.fence.near !== check)) {
      list = list.filter((visit) => {
        if (visit.fence.near === check) return true;
        emit(this.event('exit', visit.fence, row, at, visit.enteredAt, true, lat, lng));
        return false;
      });
    }
    this.inside[row] = list && list.length > 0 ? list : undefined;
  }

  /** GEO-9: once per visit, when it has lasted the geofence's minutes. */
  private checkDwell(row: number, list: Inside[], at: number, emit: (e: FenceEvent) => void): void {
    for (const visit of list) {
      const { dwellMs } = visit.fence;
      if (dwellMs === null || visit.dwellDone || at - visit.enteredAt < dwellMs) continue;
      visit.dwellDone = true;
      emit(
        this.event(
          'dwell',
          visit.fence,
          row,
          at,
          visit.enteredAt,
          true,
          this.lastLat[row],
          this.lastLng[row],
        ),
      );
    }
  }

  /** GEO-12: each vehicle's side of a new or changed geofence, taken without alerts. */
  private lookFirst(at: number, rows: PositionRows, emit: (e: FenceEvent) => void): void {
    this.firstLooks = false;
    for (const [companyId, company] of this.companies) {
      const looking = company.fences.filter((fence) => fence.firstLook);
      if (looking.length === 0) continue;
      for (const row of this.rowsOfCompany.get(companyId) ?? []) {
        const lat = rows.latitude[row] as number;
        const lng = rows.longitude[row] as number;
        const vehicleId = this.ids[row] as number;
        let list = this.inside[row];
        for (const fence of looking) {
          const applies = !fence.applies || fence.applies.has(vehicleId);
          const isInside = applies && fence.shape.contains(lat, lng);
          const visit = list?.find((v) => v.fence === fence);
          if (isInside && !visit) {
            list = [...(list ?? []), { fence, enteredAt: at, dwellDone: false }];
            emit(this.event('enter', fence, row, at, at, false, lat, lng));
          } else if (!isInside && visit) {
            list = (list ?? []).filter((v) => v !== visit);
            emit(this.event('exit', fence, row, at, visit.enteredAt, false, lat, lng));
          }
        }
        this.inside[row] = list && list.length > 0 ? list : undefined;
      }
      for (const fence of looking) fence.firstLook = false;
    }
  }

  private event(
    type: FenceEvent['type'],
    fence: Fence,
    row: number,
    at: number,
    enteredAt: number,
    seen: boolean,
    latitude: number | undefined,
    longitude: number | undefined,
  ): FenceEvent {
    return {
      type,
      fence: fence.spec,
      companyId: this.companyOfRow[row] as number,
      vehicleId: this.ids[row] as number,
      at,
      // A vehicle never checked yet has no last position (a silent exit only).
      latitude: Number.isFinite(latitude) ? (latitude as number) : 0,
      longitude: Number.isFinite(longitude) ? (longitude as number) : 0,
      seen,
      enteredAt,
    };
  }

  /** The visits a vehicle is in now (tests). */
  visitsOf(vehicleId: number): { geofenceId: number; enteredAt: number }[] {
    const row = this.rowOf.get(vehicleId);
    const list = row === undefined ? undefined : this.inside[row];
    return (list ?? []).map((visit) => ({
      geofenceId: visit.fence.spec.id,
      enteredAt: visit.enteredAt,
    }));
  }
}
