import { PERMISSIONS } from '@armada/contracts/auth';
import type {
  MasterFleetExportFormat,
  Vehicle,
  VehicleImportResult,
  VehicleInput,
} from '@armada/contracts/fleet';
import { SERVER_ERROR_REASONS, type ListQuery, type ListResponse } from '@armada/contracts/shared';
import { vehicleListSpec } from '../../domain/list-specs';
import { runListQuery } from '../../engine/list-engine';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import type { DocumentStore } from '../../store/document-store';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import { readImportFile } from '../delivery-order-import/read-import-file';
import { vehiclesFile } from './vehicle-file';
import { rowRefusal } from './master-import';
import { parseVehicleRows, type RowProblem } from './vehicle-import';
import { fieldProblems, normalisePlate } from './vehicle-rules';

const R = SERVER_ERROR_REASONS;

/** MDF-10: who may change the fleet's master data (the Master menu's permission). */
const MASTER_EDIT = [PERMISSIONS.masterRead];

/**
 * Vehicle master data (docs/rules/master-fleet.md MDF-1 ... MDF-10): adding, changing and
 * (de)activating vehicles, and their CSV/XLSX export and import. Records live in the document
 * store's `vehicles` collection, the one the world, the live fleet, history and reports read, so
 * a vehicle saved here is everywhere at once (MDF-6).
 */
export class VehicleMasterService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** MDF-7: the stored records, as the list engine pages, sorts and filters them. */
  list(auth: AuthContext, query: ListQuery): ListResponse<Vehicle> {
    return runListQuery(this.store.list('vehicles', auth.company.id), vehicleListSpec, query);
  }

  async create(auth: AuthContext, input: VehicleInput): Promise<Vehicle> {
    requireAny(auth, MASTER_EDIT, 'add vehicles');
    return this.store.write((batch) => {
      const id = this.store.reserveId('vehicles');
      const vehicle = this.build(auth.company.id, input, null, id, new Map());
      batch.put('vehicles', auth.company.id, vehicle);
      return vehicle;
    });
  }

  async update(auth: AuthContext, id: number, input: VehicleInput): Promise<Vehicle> {
    requireAny(auth, MASTER_EDIT, 'change vehicles');
    return this.store.write((batch) => {
      const current = this.existing(auth, id);
      const vehicle = this.build(auth.company.id, input, current, id, new Map());
      batch.put('vehicles', auth.company.id, vehicle);
      return vehicle;
    });
  }

  /** MDF-5: nothing is deleted; a deactivated vehicle keeps its id, history and reports. */
  async setActive(auth: AuthContext, id: number, active: boolean): Promise<Vehicle> {
    requireAny(auth, MASTER_EDIT, 'deactivate vehicles');
    return this.store.write((batch) => {
      const vehicle = { ...this.existing(auth, id), is_active: active };
      batch.put('vehicles', auth.company.id, vehicle);
      return vehicle;
    });
  }

  /** MDF-8: every vehicle (active ones unless asked), the import's columns. */
  async export(
    auth: AuthContext,
    format: MasterFleetExportFormat,
    includeInactive: boolean,
  ): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    const vehicles = this.store
      .list('vehicles', auth.company.id)
      .filter((v) => includeInactive || v.is_active);
    const day = toWibIso(this.clock.now()).slice(0, 10);
    return {
      bytes: await vehiclesFile(vehicles, format),
      contentType:
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `kendaraan-${day}.${format}`,
    };
  }

  /**
   * MDF-9: a file of the export's columns; a row whose plate the company has changes that
   * vehicle, any other adds one. Every row is checked as the form's request is; the first bad
   * row refuses the whole file and nothing is saved.
   */
  async import(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<VehicleImportResult> {
    requireAny(auth, MASTER_EDIT, 'import vehicles');
    const sheet = await readImportFile(contentType, bytes);
    const companyId = auth.company.id;
    const parsed = parseVehicleRows(sheet, {
      vehicleTypes: this.store.list('vehicle_types', companyId),
      boxTypes: this.store.list('box_types', companyId),
      groups: this.store.list('vehicle_groups', companyId),
      depots: this.store.list('addresses', companyId).filter((a) => a.is_depot),
      drivers: this.store.list('drivers', companyId),
    });
    if ('columns' in parsed)
      throw ServiceError.validation(
        `The file's header misses the columns ${parsed.columns.join(', ')}; start from an export.`,
        {
          reason: R.vehicleImportHeaderInvalid,
          params: { columns: parsed.columns.join(', ') },
          field: 'body',
        },
      );
    if ('problem' in parsed) throw rowRefusal(parsed, R.vehicleImportRowInvalid);
    return this.store.write((batch) => {
      const byPlate = new Map(
        this.store.list('vehicles', companyId).map((v) => [v.license_plate, v]),
      );
      // Plates and IMEIs taken by earlier rows of the same file (MDF-1, MDF-2 across the file).
      const planned = new Map<number, Vehicle>();
      let created = 0;
      let updated = 0;
      for (const { row, input, active } of parsed.rows) {
        const plate = normalisePlate(input.license_plate) ?? input.license_plate;
        const current = byPlate.get(plate) ?? null;
        const id = current?.id ?? this.store.reserveId('vehicles');
        let vehicle: Vehicle;
        try {
          vehicle = { ...this.build(companyId, input, current, id, planned), is_active: active };
        } catch (error) {
          if (error instanceof ServiceError)
            throw rowRefusal({ row, ...asRowProblem(error) }, R.vehicleImportRowInvalid);
          throw error;
        }
        planned.set(id, vehicle);
        batch.put('vehicles', companyId, vehicle);
        if (current) updated++;
        else created++;
      }
      return { created, updated };
    });
  }

  private existing(auth: AuthContext, id: number): Vehicle {
    const vehicle = this.store.get('vehicles', auth.company.id, id);
    if (!vehicle)
      throw ServiceError.notFound(`Vehicle ${id} not found.`, {
        reason: R.vehicleNotFound,
        params: { id },
      });
    return vehicle;
  }

  /**
   * The stored vehicle for a request: checks MDF-1 ... MDF-4 against the store and the records
   * `planned` in the same write, keeps what the form does not edit (id, parent, position).
   */
  private build(
    companyId: number,
    input: VehicleInput,
    current: Vehicle | null,
    id: number,
    planned: ReadonlyMap<number, Vehicle>,
  ): Vehicle {
    const [problem] = fieldProblems(input);
    if (problem?.problem === 'plateInvalid')
      throw ServiceError.validation(
        `"${input.license_plate}" is not an Indonesian plate (e.g. "B 9123 KXA").`,
        {
          reason: R.vehiclePlateInvalid,
          params: { plate: input.license_plate },
          field: 'body.license_plate',
        },
      );
    if (problem?.problem === 'cameraUnsupported' && input.device)
      throw ServiceError.validation(`A ${input.device.type} device has no camera channels.`, {
        reason: R.vehicleCameraUnsupported,
        params: { type: input.device.type },
        field: 'body.device.camera_channels',
      });
    const plate = normalisePlate(input.license_plate) as string;
    const own = [
      ...this.store.list('vehicles', companyId).filter((v) => !planned.has(v.id)),
      ...planned.values(),
    ];
    const plateOwner = own.find((v) => v.id !== id && v.license_plate === plate);
    if (plateOwner)
      throw ServiceError.conflict(`The plate ${plate} is already on vehicle ${plateOwner.id}.`, {
        reason: R.vehiclePlateTaken,
        params: { plate },
        field: 'body.license_plate',
      });
    if (input.device) {
      const imei = input.device.imei;
      // MDF-2: across every company (a device reports to one vehicle); the answer names no
      // other company's vehicle.
      const taken =
        [...planned.values()].some((v) => v.id !== id && v.device?.imei === imei) ||
        this.store
          .entries('vehicles')
          .some(
            ({ record }) =>
              record.id !== id && !planned.has(record.id) && record.device?.imei === imei,
          );
      if (taken)
        throw ServiceError.conflict(`The device IMEI ${imei} is already fitted to a vehicle.`, {
          reason: R.vehicleImeiTaken,
          params: { imei },
          field: 'body.device.imei',
        });
    }
    const unknown = (field: string, refId: number): ServiceError =>
      ServiceError.validation(`body.${field} names ${refId}, which your company does not have.`, {
        reason: R.vehicleReferenceUnknown,
        params: { field, id: refId },
        field: `body.${field}`,
      });
    // MDF-3: in the form's order of places first; another company's id reads as unknown.
    const depot = this.store.get('addresses', companyId, input.depot_id);
    if (!depot || !depot.is_depot) throw unknown('depot_id', input.depot_id);
    const driver =
      input.driver_id === null ? null : this.store.get('drivers', companyId, input.driver_id);
    if (driver === undefined) throw unknown('driver_id', input.driver_id ?? 0);
    const type = this.store
      .list('vehicle_types', companyId)
      .find((t) => t.vehicleTypeId === input.vehicle_type_id);
    if (!type) throw unknown('vehicle_type_id', input.vehicle_type_id);
    const box =
      input.box_type_id === null ? null : this.store.get('box_types', companyId, input.box_type_id);
    if (box === undefined) throw unknown('box_type_id', input.box_type_id ?? 0);
    const groups = input.group_ids.map((groupId) => {
      const group = this.store.get('vehicle_groups', companyId, groupId);
      if (!group) throw unknown('group_ids', groupId);
      return { id: group.id, name: group.name };
    });

    const device = input.device
      ? {
          id:
            current?.device?.imei === input.device.imei
              ? current.device.id
              : this.nextDeviceId(planned),
          imei: input.device.imei,
          type: input.device.type,
          gps_phone_no: input.device.gps_phone_no,
          has_camera: input.device.camera_channels.length > 0,
          camera_channels: [...input.device.camera_channels].sort((a, b) => a - b),
        }
      : null;
    // MDF-6: a new vehicle stands at its depot, reporting now when it has a device.
    const position: Vehicle['position'] = current?.position ?? {
      latitude: depot.latitude,
      longitude: depot.longitude,
      speed: 0,
      heading: 0,
      recorded_on: toWibIso(this.clock.now()),
      status: device ? 'parked' : 'offline',
      seconds_since_report: 0,
    };
    return {
      id,
      license_plate: plate,
      parent_id: current?.parent_id ?? null,
      fleet_category: input.fleet_category,
      brand: input.brand.trim(),
      model: input.model.trim(),
      year: input.year,
      vehicle_group: groups,
      vehicle_type: { id: type.vehicleTypeId, type: type.type },
      box_type: box
        ? {
            id: box.id,
            name: box.name,
            weight_capacity: box.weight_capacity,
            volume_capacity: box.volume_capacity,
          }
        : null,
      device,
      driver: driver
        ? { id: driver.driverId, fullname: driver.fullname, phone_no: driver.phoneNo }
        : null,
      depot: { id: depot.id, name: depot.name },
      position,
      fuel_tank_l: input.fuel_tank_l,
      odometer_km: input.odometer_km,
      is_active: current?.is_active ?? true,
    };
  }

  /** Device ids are the platform's: one past the highest any vehicle carries. */
  private nextDeviceId(planned: ReadonlyMap<number, Vehicle>): number {
    let max = 0;
    for (const { record } of this.store.entries('vehicles'))
      max = Math.max(max, record.device?.id ?? 0);
    for (const vehicle of planned.values()) max = Math.max(max, vehicle.device?.id ?? 0);
    return max + 1;
  }
}

/** MDF-9: a refusal of the form's checks as the row's problem code and the value it names. */
function asRowProblem(error: ServiceError): Omit<RowProblem, 'row'> {
  const column = (error.field ?? 'body').replace(/^body\.?/, '') || 'license_plate';
  const params = error.params ?? {};
  const named = params.plate ?? params.imei ?? params.id ?? params.type ?? '';
  const problem =
    error.reason === R.vehiclePlateTaken || error.reason === R.vehicleImeiTaken
      ? 'taken'
      : error.reason === R.vehicleReferenceUnknown
        ? 'noRecord'
        : 'notAccepted';
  return { column, problem, value: String(named), other: 0 };
}
