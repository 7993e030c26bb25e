import { FLEET_PAGINATION_LIMITS, type FleetPagination } from '@armada/contracts/company';
import type {
  BoxType,
  Vehicle,
  VehicleGroup,
  VehicleListQuery,
  VehicleType,
} from '@armada/contracts/fleet';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { boxTypeListSpec, vehicleListSpec } from '../domain/list-specs';
import { runListQuery } from '../engine/list-engine';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';

export interface PageRequest {
  page?: number | null;
  show?: number | null;
}

export interface Paged<T> {
  list: T[];
  pagination: FleetPagination;
}

function paginate<T>(items: readonly T[], request: PageRequest | null | undefined): Paged<T> {
  const page = request?.page ?? FLEET_PAGINATION_LIMITS.defaultPage;
  const show = request?.show ?? FLEET_PAGINATION_LIMITS.defaultShow;
  return {
    list: items.slice((page - 1) * show, page * show),
    pagination: { page, show, total: items.length },
  };
}

const byText = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

function matches(text: string, search: string | null | undefined): boolean {
  const needle = search?.trim().toLocaleLowerCase('id');
  return !needle || text.toLocaleLowerCase('id').includes(needle);
}

/** Vehicles, box types, vehicle groups and vehicle types of the caller's company. */
export class FleetService {
  constructor(
    private readonly store: DocumentStore,
    /** Where the vehicle is now and its status (the moving fleet), over the stored record. */
    private readonly live: (vehicle: Vehicle) => Vehicle = (vehicle) => vehicle,
  ) {}

  /**
   * VEH-1: `parent_only=true` leaves out trailers and other child units. VEH-2: positions and
   * statuses are live, with the seconds since the device's last report.
   */
  listVehicles(auth: AuthContext, query: VehicleListQuery): ListResponse<Vehicle> {
    const { parent_only: parentOnly, ...listQuery } = query;
    const result = runListQuery(
      this.store.list('vehicles', auth.company.id),
      vehicleListSpec,
      listQuery,
      {
        extraFilters: parentOnly ? [{ field: 'parent_id', operator: 'is null', values: [] }] : [],
      },
    );
    return {
      ...result,
      data: { ...result.data, paginated_result: result.data.paginated_result.map(this.live) },
    };
  }

  listBoxTypes(auth: AuthContext, query: ListQuery): ListResponse<BoxType> {
    return runListQuery(this.store.list('box_types', auth.company.id), boxTypeListSpec, query);
  }

  vehicleGroups(
    auth: AuthContext,
    filter: { pagination?: PageRequest | null; search?: string | null },
  ): Paged<VehicleGroup> {
    const vehicles = this.store.list('vehicles', auth.company.id);
    const groups = this.store
      .list('vehicle_groups', auth.company.id)
      .filter((g) => matches(g.name, filter.search))
      .map((g) => ({
        id: g.id,
        name: g.name,
        vehicleCount: vehicles.filter((v) => v.vehicle_group.some((vg) => vg.id === g.id)).length,
      }))
      .sort((a, b) => byText.compare(a.name, b.name) || a.id - b.id);
    return paginate(groups, filter.pagination);
  }

  vehicleTypes(
    auth: AuthContext,
    filter: { pagination?: PageRequest | null; search?: string | null; isActive?: boolean | null },
  ): Paged<VehicleType> {
    const types = this.store
      .list('vehicle_types', auth.company.id)
      .filter((t) => matches(t.type, filter.search))
      .filter(
        (t) =>
          filter.isActive === null ||
          filter.isActive === undefined ||
          t.isActive === filter.isActive,
      )
      .sort((a, b) => byText.compare(a.type, b.type) || a.vehicleTypeId - b.vehicleTypeId);
    return paginate(types, filter.pagination);
  }
}
