import { PERMISSION_SETS } from '@armada/contracts/auth';
import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import {
  DEFAULT_FLEET_SHIFT,
  FLEET_AVAILABILITY_LIMITS,
  type FleetAvailability,
  type FleetAvailabilityQuery,
  type FleetAvailabilityVehicle,
  type FleetShift,
} from '@armada/contracts/fleet-availability';
import type { Vehicle } from '@armada/contracts/fleet';
import type { ItemResponse } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import {
  clockTime,
  companyDayOf,
  dayStatus,
  minutesOf,
  rangeDays,
  shiftFromStored,
  zoneIso,
} from './availability-days';
import type { AvailabilityStore, DayBooking } from './availability-store';

const TMS = PERMISSION_SETS.tms;
const INSTANT = PERMISSION_SETS.fleetTaskInstant;
/** FA-7: the fleet-task permissions, action by action (docs/rules/shell.md §6). */
const READ = [TMS[0], INSTANT[0]];
const UPDATE = [TMS[2], INSTANT[2]];

const byPlate = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
const plateKey = (text: string) => text.replace(/\s+/g, '').toLocaleLowerCase('id');

export interface FleetAvailabilityServiceDeps {
  store: DocumentStore;
  availability: AvailabilityStore;
  clock: Clock;
  /** TASK-1: tasks route optimization made are read into the tasks table before a range is. */
  adoptPlanTasks: (companyId: number) => Promise<unknown>;
}

/** FA-4: the days a vehicle is in the workshop, from the maintenance module when there is one. */
export type MaintenanceDaysSource = (
  companyId: number,
  fromDay: string,
  untilDay: string,
  vehicleIds: readonly number[] | null,
) => Promise<readonly { vehicleId: number; startDay: string; endDay: string }[]>;

/** Fleet availability (docs/rules/fleet-availability.md). */
export class FleetAvailabilityService {
  private maintenanceDays: MaintenanceDaysSource | null = null;

  constructor(private readonly deps: FleetAvailabilityServiceDeps) {}

  /** FA-4: the maintenance module (listed later in the registry) says which days are MAINTENANCE. */
  provideMaintenance(source: MaintenanceDaysSource): void {
    this.maintenanceDays = source;
  }

  async get(
    auth: AuthContext,
    query: FleetAvailabilityQuery,
  ): Promise<ItemResponse<FleetAvailability>> {
    requireAny(auth, READ, 'read fleet availability');
    const companyId = auth.company.id;
    const zone = auth.company.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
    const from = query.from ?? companyDayOf(this.deps.clock.now(), zone);
    const days = rangeDays(from, query.days ?? FLEET_AVAILABILITY_LIMITS.defaultDays, zone);
    const shift = await this.shiftOf(companyId);
    const workDays = new Set(shift.work_days);

    const matched = this.vehicles(companyId, query);
    const shown = matched.slice(0, FLEET_AVAILABILITY_LIMITS.maxVehicles);
    await this.deps.adoptPlanTasks(companyId);
    const bookings = await this.deps.availability.bookings({
      companyId,
      startAt: days[0]?.startAt ?? 0,
      days: days.length,
      // The whole company's tasks when every vehicle is shown; else only the shown ones.
      vehicleIds:
        shown.length === matched.length && !query.vehicle_ids ? null : shown.map((v) => v.id),
    });
    const shownIds =
      shown.length === matched.length && !query.vehicle_ids ? null : shown.map((v) => v.id);
    const absences =
      (await this.maintenanceDays?.(companyId, from, days.at(-1)?.day ?? from, shownIds)) ?? [];
    const byVehicle = new Map<number, DayBooking[]>();
    for (const booking of bookings) {
      const list = byVehicle.get(booking.vehicleId) ?? [];
      list.push(booking);
      byVehicle.set(booking.vehicleId, list);
    }

    const vehicles = shown.map((vehicle): FleetAvailabilityVehicle => {
      const booked = byVehicle.get(vehicle.id) ?? [];
      const bookedDays = new Set(booked.map((b) => b.dayIndex));
      const away = absences.filter((a) => a.vehicleId === vehicle.id);
      return {
        vehicle: {
          id: vehicle.id,
          license_plate: vehicle.license_plate,
          fleet_category: vehicle.fleet_category,
          vehicle_group: vehicle.vehicle_group,
          weight_capacity: vehicle.box_type?.weight_capacity ?? null,
          volume_capacity: vehicle.box_type?.volume_capacity ?? null,
        },
        statuses: days.map((day, index) =>
          dayStatus({
            maintenance: away.some((a) => a.startDay <= day.day && a.endDay >= day.day),
            booked: bookedDays.has(index),
            workDay: workDays.has(day.weekday),
          }),
        ),
        booked: booked.map((booking) => ({
          day: days[booking.dayIndex]?.day ?? from,
          from: clockTime(booking.fromMs),
          until: clockTime(booking.untilMs, 'up'),
          tasks: booking.tasks.map((task) => ({
            id: task.id,
            number: task.number,
            status: task.status,
            from: clockTime(task.fromMs),
            until: clockTime(task.untilMs, 'up'),
            planned_start_on: zoneIso(task.plannedStartAt, zone),
            planned_end_on: zoneIso(task.plannedEndAt, zone),
          })),
        })),
      };
    });

    return {
      data: {
        time_zone: zone,
        shift,
        days: days.map((day) => ({
          day: day.day,
          weekday: day.weekday,
          work_day: workDays.has(day.weekday),
        })),
        total_vehicles: matched.length,
        vehicles,
      },
    };
  }

  /** FA-5: the working week, checked (start before end) and stored for the company. */
  async updateShift(auth: AuthContext, body: FleetShift): Promise<ItemResponse<FleetShift>> {
    requireAny(auth, UPDATE, 'change the working week');
    const startMinute = minutesOf(body.start);
    const endMinute = minutesOf(body.end);
    if (endMinute <= startMinute) {
      throw ServiceError.validation('end must be later than start.', {
        reason: 'request.invalid',
        field: 'body.end',
        params: { field: 'end' },
      });
    }
    const stored = { workDays: [...body.work_days], startMinute, endMinute };
    await this.deps.availability.saveShift(
      auth.company.id,
      stored,
      this.deps.clock.now(),
      auth.user.fullname,
    );
    return { data: shiftFromStored(stored) };
  }

  private async shiftOf(companyId: number): Promise<FleetShift> {
    const stored = await this.deps.availability.shift(companyId);
    return stored
      ? shiftFromStored(stored)
      : { ...DEFAULT_FLEET_SHIFT, work_days: [...DEFAULT_FLEET_SHIFT.work_days] };
  }

  /** FA-6: the company's active vehicles that carry loads (not trailers), by plate. */
  private vehicles(companyId: number, query: FleetAvailabilityQuery): Vehicle[] {
    const ids = query.vehicle_ids ? new Set(query.vehicle_ids.split(',').map(Number)) : null;
    if (ids && ids.size > FLEET_AVAILABILITY_LIMITS.maxVehicleIds) {
      throw ServiceError.validation(
        `vehicle_ids names more than ${FLEET_AVAILABILITY_LIMITS.maxVehicleIds} vehicles.`,
        {
          reason: 'request.invalid',
          field: 'querystring.vehicle_ids',
          params: { field: 'vehicle_ids' },
        },
      );
    }
    const needle = query.search ? plateKey(query.search) : '';
    const group = query.vehicle_group_id;
    return this.deps.store
      .list('vehicles', companyId)
      .filter(
        (vehicle) =>
          vehicle.is_active &&
          vehicle.parent_id === null &&
          (!ids || ids.has(vehicle.id)) &&
          (group === undefined || vehicle.vehicle_group.some((g) => g.id === group)) &&
          (!needle || plateKey(vehicle.license_plate).includes(needle)),
      )
      .sort((a, b) => byPlate.compare(a.license_plate, b.license_plate) || a.id - b.id);
  }
}
