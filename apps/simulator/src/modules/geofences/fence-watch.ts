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
  /** False once the visit ended (it leaves the dwell list then). */
  open: boolean;
}

interface CompanyFences {
  fences: Fence[];
  index: Flatbush | null;
  byId: Map<number, Fence>;
  /** Each geofence's grown box, `[west, south, east, north]` at 4k. */
  boxes: Float64Array;
  /** GEO-17: the index's answer per grid cell, filled as vehicles reach the cells. */
  cells: Map<number, Int32Array>;
}

const MINUTE_MS = 60_000;

/**
 * GEO-17: the index is asked once per grid cell of this many degrees (about 250 m) for the
 * geofences whose boxes meet the cell, and the answer kept for every vehicle that comes there;
 * a vehicle then tests its point against those few boxes. Vehicles keep to roads, so the cells
 * asked are few; the cache is dropped when the company's geofences change, or when it grows
 * past `MAX_CELLS`.
 */
const CELL_DEG = 0.00225;
const MAX_CELLS = 200_000;
const NO_CANDIDATES = new Int32Array(0);

/** GEO-17: the grown box keeps a metre more than the band, so no crossing is missed. */
const INDEX_MARGIN_M = 1;

export class FenceWatch {
  private readonly companies = new Map<number, CompanyFences>();
  private readonly inside: (Inside[] | undefined)[];
  /** GEO-9: the open visits whose dwell event is still to come, with their rows. */
  private dwelling: { row: number; visit: Inside }[] = [];
  private readonly lastLat: Float64Array;
  private readonly lastLng: Float64Array;
  /** Per row: the grid cell it was last looked up in, and that cell's candidates. */
  private readonly rowCell: Float64Array;
  private readonly rowCandidates: Int32Array[];
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
    this.inside = new Array<Inside[] | undefined>(n).fill(undefined);
    this.lastLat = new Float64Array(n).fill(Number.NaN);
    this.lastLng = new Float64Array(n).fill(Number.NaN);
    this.rowCell = new Float64Array(n).fill(Number.NaN);
    this.rowCandidates = new Array<Int32Array>(n).fill(NO_CANDIDATES);
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
    const boxes = new Float64Array(fences.length * 4);
    if (fences.length > 0) {
      index = new Flatbush(fences.length);
      fences.forEach((fence, k) => {
        const [south, west, north, east] = fence.shape.bounds(fence.shape.bandM + INDEX_MARGIN_M);
        index?.add(west, south, east, north);
        boxes.set([west, south, east, north], k * 4);
      });
      index.finish();
    }
    this.companies.set(companyId, { fences, index, byId, boxes, cells: new Map() });
    for (const row of this.rowsOfCompany.get(companyId) ?? []) this.rowCell[row] = Number.NaN;
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
          visit.open = false;
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
    // A geofence's dwell time may have changed: the dwell list is made again from the visits.
    this.dwelling = [];
    this.inside.forEach((list, row) => {
      for (const visit of list ?? []) if (visit.open) this.opened(row, visit);
    });
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
      list.push(
        this.opened(row, {
          fence,
          enteredAt: visit.enteredAt,
          dwellDone: visit.dwellAlerted,
          open: true,
        }),
      );
      this.inside[row] = list;
    }
  }

  /** GEO-8 ... GEO-12: one tick's positions; events in row order, enter before dwell. */
  check(at: number, rows: PositionRows, emit: (e: FenceEvent) => void): void {
    if (this.firstLooks) this.lookFirst(at, rows, emit);
    const { latitude, longitude } = rows;
    const { lastLat, lastLng } = this;
    const n = lastLat.length;
    for (let row = 0; row < n; row++) {
      const lat = latitude[row] as number;
      const lng = longitude[row] as number;
      if (lat !== lastLat[row] || lng !== lastLng[row]) {
        lastLat[row] = lat;
        lastLng[row] = lng;
        this.checkMoved(row, lat, lng, at, emit);
      }
    }
    this.checkDwell(at, emit);
  }

  /** A visit begun: on the dwell list when its geofence has a dwell time. */
  private opened(row: number, visit: Inside): Inside {
    if (visit.fence.dwellMs !== null && !visit.dwellDone) this.dwelling.push({ row, visit });
    return visit;
  }

  /**
   * The geofences whose grown boxes meet the grid cell of a row's point (GEO-17); a vehicle
   * still in the cell it was in keeps its list without a lookup.
   */
  private candidates(company: CompanyFences, row: number, lat: number, lng: number): Int32Array {
    const { index } = company;
    if (!index) return NO_CANDIDATES;
    const cy = Math.floor(lat / CELL_DEG);
    const cx = Math.floor(lng / CELL_DEG);
    // Unique per cell for any latitude and longitude (cx within ±80,000).
    const key = cy * 200_000 + cx;
    if (this.rowCell[row] === key) return this.rowCandidates[row] as Int32Array;
    let found = company.cells.get(key);
    if (!found) {
      if (company.cells.size >= MAX_CELLS) company.cells.clear();
      found = Int32Array.from(
        index.search(cx * CELL_DEG, cy * CELL_DEG, (cx + 1) * CELL_DEG, (cy + 1) * CELL_DEG),
      ).sort();
      company.cells.set(key, found);
    }
    this.rowCell[row] = key;
    this.rowCandidates[row] = found;
    return found;
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
    const { fences, boxes } = company;
    const near = this.candidates(company, row, lat, lng);
    for (let c = 0; c < near.length; c++) {
      const k = near[c] as number;
      const b = k * 4;
      // The point in the geofence's grown box: what a point query of the index would answer.
      if (
        lng < (boxes[b] as number) ||
        lat < (boxes[b + 1] as number) ||
        lng > (boxes[b + 2] as number) ||
        lat > (boxes[b + 3] as number)
      ) {
        continue;
      }
      const fence = fences[k] as Fence;
      fence.near = check;
      if (fence.applies && !fence.applies.has(vehicleId)) continue;
      const visit = visitOf(list, fence);
      if (!fence.shape.crossed(lat, lng, visit !== undefined)) continue;
      if (visit) {
        visit.open = false;
        list = without(list, visit);
        emit(this.event('exit', fence, row, at, visit.enteredAt, true, lat, lng));
      } else {
        list = [
          ...(list ?? []),
          this.opened(row, { fence, enteredAt: at, dwellDone: false, open: true }),
        ];
        emit(this.event('enter', fence, row, at, at, true, lat, lng));
      }
    }
    // GEO-17: outside a visited geofence's grown box is outside it by more than its band.
    if (list) {
      for (let i = list.length - 1; i >= 0; i--) {
        const visit = list[i] as Inside;
        if (visit.fence.near === check) continue;
        visit.open = false;
        list = without(list, visit);
        emit(this.event('exit', visit.fence, row, at, visit.enteredAt, true, lat, lng));
      }
    }
    this.inside[row] = list && list.length > 0 ? list : undefined;
  }

  /** GEO-9: once per visit, when it has lasted the geofence's minutes. */
  private checkDwell(at: number, emit: (e: FenceEvent) => void): void {
    let kept = 0;
    const list = this.dwelling;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i] as { row: number; visit: Inside };
      const { visit, row } = entry;
      const { dwellMs } = visit.fence;
      if (!visit.open || visit.dwellDone || dwellMs === null) continue;
      if (at - visit.enteredAt < dwellMs) {
        list[kept++] = entry;
        continue;
      }
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
    list.length = kept;
  }

  /**
   * GEO-12: each vehicle's side of a new or changed geofence, taken without alerts. Through the
   * index like a tick's check, so a start with thousands of geofences costs one lookup per
   * vehicle, not one test per vehicle and geofence.
   */
  private lookFirst(at: number, rows: PositionRows, emit: (e: FenceEvent) => void): void {
    this.firstLooks = false;
    for (const [companyId, company] of this.companies) {
      const { fences } = company;
      if (!company.index || !fences.some((fence) => fence.firstLook)) continue;
      for (const row of this.rowsOfCompany.get(companyId) ?? []) {
        const lat = rows.latitude[row] as number;
        const lng = rows.longitude[row] as number;
        const vehicleId = this.ids[row] as number;
        const check = ++this.checkNo;
        let list = this.inside[row];
        const near = this.candidates(company, row, lat, lng);
        for (let c = 0; c < near.length; c++) {
          const k = near[c] as number;
          const fence = fences[k] as Fence;
          const b = k * 4;
          if (
            !fence.firstLook ||
            lng < (company.boxes[b] as number) ||
            lat < (company.boxes[b + 1] as number) ||
            lng > (company.boxes[b + 2] as number) ||
            lat > (company.boxes[b + 3] as number)
          ) {
            continue;
          }
          fence.near = check;
          const applies = !fence.applies || fence.applies.has(vehicleId);
          const isInside = applies && fence.shape.contains(lat, lng);
          const visit = visitOf(list, fence);
          if (isInside && !visit) {
            list = [
              ...(list ?? []),
              this.opened(row, { fence, enteredAt: at, dwellDone: false, open: true }),
            ];
            emit(this.event('enter', fence, row, at, at, false, lat, lng));
          } else if (!isInside && visit) {
            visit.open = false;
            list = without(list, visit);
            emit(this.event('exit', fence, row, at, visit.enteredAt, false, lat, lng));
          }
        }
        // A visit of a geofence looked at whose box the vehicle is not in: it has left.
        if (list?.some((visit) => visit.fence.firstLook && visit.fence.near !== check)) {
          list = list.filter((visit) => {
            if (!visit.fence.firstLook || visit.fence.near === check) return true;
            visit.open = false;
            emit(this.event('exit', visit.fence, row, at, visit.enteredAt, false, lat, lng));
            return false;
          });
        }
        this.inside[row] = list && list.length > 0 ? list : undefined;
      }
      for (const fence of fences) fence.firstLook = false;
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

/** The visit of a geofence in a vehicle's list (a loop: this runs for every candidate). */
function visitOf(list: readonly Inside[] | undefined, fence: Fence): Inside | undefined {
  if (!list) return undefined;
  for (let i = 0; i < list.length; i++) if ((list[i] as Inside).fence === fence) return list[i];
  return undefined;
}

/** A new list without one visit (the old one may still be read by the caller's loop). */
function without(list: readonly Inside[] | undefined, visit: Inside): Inside[] {
  const out: Inside[] = [];
  for (const other of list ?? []) if (other !== visit) out.push(other);
  return out;
}
