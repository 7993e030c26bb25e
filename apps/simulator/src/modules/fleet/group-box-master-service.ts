import { PERMISSIONS } from '@armada/contracts/auth';
import {
  vehicleGroupList,
  type BoxType,
  type BoxTypeInput,
  type MasterExportQuery,
  type MasterImportQuery,
  type VehicleImportResult,
  type MasterVehicleGroup,
  type VehicleGroupInput,
} from '@armada/contracts/fleet';
import {
  SERVER_ERROR_REASONS,
  boxTypeList,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { Clock } from '../../domain/clock';
import type { DocumentStore } from '../../store/document-store';
import { readImportFile } from '../delivery-order-import/read-import-file';
import { masterExport } from './master-export';
import { importMasterRows } from './master-import';

const R = SERVER_ERROR_REASONS;
const MASTER_EDIT = [PERMISSIONS.masterRead];
const groupSpec: ListSpec<MasterVehicleGroup> = { ...vehicleGroupList, idOf: (g) => g.id };
const boxSpec: ListSpec<BoxType> = { ...boxTypeList, idOf: (b) => b.id };

/** Names compare as a person reads them: case and spacing do not make a second one. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Vehicle groups and box types as master data (docs/rules/master-fleet.md MDF-17 ... MDF-19).
 * Vehicles carry a copy of their groups' names and their box type's name and capacities; a
 * change here puts every vehicle naming the record on the same batch, so they never disagree.
 */
export class GroupBoxMasterService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** MDF-20: drivers, groups or box types as a file. */
  export(auth: AuthContext, query: MasterExportQuery) {
    return masterExport(this.store, this.clock, auth, query);
  }

  /** MDF-21 ... MDF-23: drivers, groups or box types from a file; every row or none. */
  async import(
    auth: AuthContext,
    query: MasterImportQuery,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<VehicleImportResult> {
    requireAny(auth, MASTER_EDIT, `import ${query.resource}`);
    const sheet = await readImportFile(contentType, bytes);
    return this.store.write((batch) =>
      importMasterRows(this.store, batch, auth.company.id, query.resource, sheet),
    );
  }

  listGroups(auth: AuthContext, query: ListQuery): ListResponse<MasterVehicleGroup> {
    const companyId = auth.company.id;
    const counts = new Map<number, number>();
    for (const vehicle of this.store.list('vehicles', companyId))
      for (const group of vehicle.vehicle_group)
        counts.set(group.id, (counts.get(group.id) ?? 0) + 1);
    const groups = this.store.list('vehicle_groups', companyId).map((g) => ({
      id: g.id,
      name: g.name,
      is_active: g.is_active ?? true,
      vehicle_count: counts.get(g.id) ?? 0,
    }));
    return runListQuery(groups, groupSpec, query);
  }

  async saveGroup(
    auth: AuthContext,
    id: number | null,
    input: VehicleGroupInput,
  ): Promise<MasterVehicleGroup> {
    requireAny(auth, MASTER_EDIT, 'change vehicle groups');
    const companyId = auth.company.id;
    const saved = await this.store.write((batch) => {
      const current = id === null ? null : this.group(auth, id);
      const groupId = current?.id ?? this.store.reserveId('vehicle_groups');
      const taken = this.store
        .list('vehicle_groups', companyId)
        .find((g) => g.id !== groupId && sameName(g.name, input.name));
      if (taken)
        throw ServiceError.conflict(`The company already has a vehicle group "${taken.name}".`, {
          reason: R.vehicleGroupNameTaken,
          params: { name: taken.name },
          field: 'body.name',
        });
      const name = tidy(input.name);
      batch.put('vehicle_groups', companyId, { ...current, id: groupId, name });
      for (const v of this.store.list('vehicles', companyId))
        if (v.vehicle_group.some((g) => g.id === groupId && g.name !== name))
          batch.put('vehicles', companyId, {
            ...v,
            vehicle_group: v.vehicle_group.map((g) => (g.id === groupId ? { id: g.id, name } : g)),
          });
      return groupId;
    });
    return this.groupAnswer(auth, saved);
  }

  /** MDF-19: a deactivated group keeps its vehicles and history; it is not offered anew. */
  async setGroupActive(
    auth: AuthContext,
    id: number,
    active: boolean,
  ): Promise<MasterVehicleGroup> {
    requireAny(auth, MASTER_EDIT, 'deactivate vehicle groups');
    await this.store.write((batch) => {
      batch.put('vehicle_groups', auth.company.id, { ...this.group(auth, id), is_active: active });
    });
    return this.groupAnswer(auth, id);
  }

  listBoxTypes(auth: AuthContext, query: ListQuery): ListResponse<BoxType> {
    return runListQuery(this.store.list('box_types', auth.company.id), boxSpec, query);
  }

  async saveBoxType(auth: AuthContext, id: number | null, input: BoxTypeInput): Promise<BoxType> {
    requireAny(auth, MASTER_EDIT, 'change box types');
    const companyId = auth.company.id;
    return this.store.write((batch) => {
      const current = id === null ? null : this.box(auth, id);
      const boxId = current?.id ?? this.store.reserveId('box_types');
      const taken = this.store
        .list('box_types', companyId)
        .find((b) => b.id !== boxId && sameName(b.name, input.name));
      if (taken)
        throw ServiceError.conflict(`The company already has a box type "${taken.name}".`, {
          reason: R.boxTypeNameTaken,
          params: { name: taken.name },
          field: 'body.name',
        });
      const box: BoxType = {
        id: boxId,
        name: tidy(input.name),
        weight_capacity: input.weight_capacity,
        volume_capacity: input.volume_capacity,
        length: input.length,
        width: input.width,
        height: input.height,
        is_active: current?.is_active ?? true,
      };
      batch.put('box_types', companyId, box);
      const carried = {
        id: box.id,
        name: box.name,
        weight_capacity: box.weight_capacity,
        volume_capacity: box.volume_capacity,
      };
      for (const v of this.store.list('vehicles', companyId))
        if (v.box_type?.id === boxId) batch.put('vehicles', companyId, { ...v, box_type: carried });
      return box;
    });
  }

  async setBoxTypeActive(auth: AuthContext, id: number, active: boolean): Promise<BoxType> {
    requireAny(auth, MASTER_EDIT, 'deactivate box types');
    return this.store.write((batch) => {
      const box = { ...this.box(auth, id), is_active: active };
      batch.put('box_types', auth.company.id, box);
      return box;
    });
  }

  private group(auth: AuthContext, id: number) {
    const group = this.store.get('vehicle_groups', auth.company.id, id);
    if (!group)
      throw ServiceError.notFound(`Vehicle group ${id} not found.`, {
        reason: R.vehicleGroupNotFound,
        params: { id },
      });
    return group;
  }

  private groupAnswer(auth: AuthContext, id: number): MasterVehicleGroup {
    const [group] = this.listGroups(auth, { filters: `id eq ${id}`, limit: 1 }).data
      .paginated_result;
    if (!group) throw new Error(`vehicle group ${id} vanished`);
    return group;
  }

  private box(auth: AuthContext, id: number): BoxType {
    const box = this.store.get('box_types', auth.company.id, id);
    if (!box)
      throw ServiceError.notFound(`Box type ${id} not found.`, {
        reason: R.boxTypeNotFound,
        params: { id },
      });
    return box;
  }
}
