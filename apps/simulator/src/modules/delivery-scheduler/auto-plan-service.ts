import {
  DELIVERY_SCHEDULE_LIMITS,
  DELIVERY_SCHEDULE_PERMISSIONS,
  addDays,
  companyDateTime,
  companyDay,
  companyHour,
  type AutoPlanDay,
  type AutoPlanDayStatus,
  type AutoPlanSettings,
  type AutoPlanThen,
  type UpdateAutoPlanSettingsRequest,
} from '@armada/contracts/delivery-scheduler';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { SERVER_ERROR_REASONS, type ItemResponse } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import type { DeliveryOrderService } from '../../services/delivery-order-service';
import type { FleetPlanningService } from '../../services/fleet-planning/fleet-planning-service';
import { RouteOptimizationRefusal } from '../../services/fleet-planning/submit-checks';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { jsonColumn, type SqlClient } from '../../store/sql-client';
import type { DeliveryScheduleService } from './delivery-schedule-service';

const P = DELIVERY_SCHEDULE_PERMISSIONS;

/** SCH-14: the setting of a company that never saved one. */
export const DEFAULT_AUTO_PLAN = {
  enabled: false,
  hour: 18,
  departure_time: '07:00',
  then: 'LEAVE_RUN',
} as const;

interface SettingsRow {
  company_id: number;
  enabled: boolean;
  hour: number;
  origin_address_id: number | null;
  vehicle_ids: unknown;
  departure_time: string;
  then_action: AutoPlanThen;
  updated_by_user_id: number;
  updated_by: string;
  updated_at: number | string;
}

interface DayRow {
  company_id: number;
  day: string;
  status: AutoPlanDayStatus;
  then_action: AutoPlanThen;
  acting_user_id: number;
  run_id: number | null;
  run_number: string | null;
  order_count: number;
  message: string | null;
  claimed_by: string;
  claimed_at: number | string;
  updated_at: number | string;
}

export interface AutoPlanDeps {
  db: SqlClient;
  store: DocumentStore;
  clock: Clock;
  orders: DeliveryOrderService;
  planning: FleetPlanningService;
  schedules: DeliveryScheduleService;
  /** This process, as the claimer of the days it plans (SCH-16). */
  processId: string;
  onError?: (error: unknown, what: string) => void;
}

function messageOf(error: unknown): string {
  if (error instanceof RouteOptimizationRefusal) {
    return error.issues.map((issue) => issue.message ?? issue.code).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The company's daily auto-plan (docs/rules/delivery-scheduler.md SCH-14 … SCH-20): at the set
 * hour on the company's clock, tomorrow's confirmed orders from the chosen origin are submitted
 * as one route optimization run for the chosen vehicles; the run queue solves it (ADR 0011).
 * The run is left for a dispatcher, or its fleet tasks are made once it is solved. A day is
 * planned once: the first process to insert its row in `delivery_auto_plan_days` plans it.
 */
export class AutoPlanService {
  constructor(private readonly deps: AutoPlanDeps) {}

  /** SCH-14, SCH-17. */
  async get(auth: AuthContext): Promise<ItemResponse<AutoPlanSettings>> {
    requireAny(auth, P.read, 'read the auto-plan');
    return { data: await this.settingsOf(auth.company.id) };
  }

  /** SCH-14: the whole setting; switched on, it needs an origin and a vehicle. */
  async update(
    auth: AuthContext,
    body: UpdateAutoPlanSettingsRequest,
  ): Promise<ItemResponse<AutoPlanSettings>> {
    requireAny(auth, P.autoPlan, 'set the auto-plan');
    const companyId = auth.company.id;
    if (body.origin_address_id !== null) {
      const origin = this.deps.store.get('addresses', companyId, body.origin_address_id);
      if (!origin) {
        throw ServiceError.validation(
          `Address ${body.origin_address_id} (body.origin_address_id) not found.`,
          {
            reason: SERVER_ERROR_REASONS.addressNotFound,
            params: { id: body.origin_address_id },
            field: 'body.origin_address_id',
          },
        );
      }
    }
    body.vehicle_ids.forEach((id, index) => {
      const vehicle = this.deps.store.get('vehicles', companyId, id);
      if (!vehicle) {
        throw ServiceError.validation(`Vehicle ${id} (body.vehicle_ids[${index}]) not found.`, {
          reason: SERVER_ERROR_REASONS.vehicleNotFound,
          params: { id },
          field: `body.vehicle_ids[${index}]`,
        });
      }
    });
    if (body.enabled) {
      const field =
        body.origin_address_id === null
          ? 'body.origin_address_id'
          : body.vehicle_ids.length === 0
            ? 'body.vehicle_ids'
            : null;
      if (field) {
        throw ServiceError.validation(`The auto-plan needs ${field} to be switched on.`, {
          reason: SERVER_ERROR_REASONS.deliveryAutoPlanIncomplete,
          params: { field },
          field,
        });
      }
    }
    await this.deps.db.query(
      `INSERT INTO delivery_auto_plan_settings (company_id, enabled, hour, origin_address_id,
         vehicle_ids, departure_time, then_action, updated_by_user_id, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (company_id) DO UPDATE SET enabled = $2, hour = $3, origin_address_id = $4,
         vehicle_ids = $5, departure_time = $6, then_action = $7, updated_by_user_id = $8,
         updated_by = $9, updated_at = $10`,
      [
        companyId,
        body.enabled,
        body.hour,
        body.origin_address_id,
        JSON.stringify(body.vehicle_ids),
        body.departure_time,
        body.then,
        auth.user.id,
        auth.user.fullname,
        this.deps.clock.now(),
      ],
    );
    return { data: await this.settingsOf(companyId) };
  }

  /**
   * One look at every switched-on company (the minute tick, SCH-15): plans tomorrow when the
   * company's clock is at or past its hour and no process planned it yet, and makes the fleet
   * tasks of runs solved since (SCH-19). Answers `companyId:day` of the days this process
   * claimed.
   */
  async pass(): Promise<string[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.db.query<SettingsRow>(
      'SELECT * FROM delivery_auto_plan_settings WHERE enabled ORDER BY company_id',
    );
    const claimed: string[] = [];
    for (const row of rows) {
      const zone = this.deps.schedules.zoneOf(row.company_id);
      if (companyHour(now, zone) < row.hour) continue;
      const day = addDays(companyDay(now, zone), 1);
      if (await this.claim(row, day, now)) {
        claimed.push(`${row.company_id}:${day}`);
        await this.plan(row, day);
      }
    }
    await this.followUp();
    return claimed;
  }

  /** SCH-16: the first INSERT of (company, day) wins, in whatever process it runs. */
  private async claim(row: SettingsRow, day: string, now: number): Promise<boolean> {
    const inserted = await this.deps.db.query<{ day: string }>(
      `INSERT INTO delivery_auto_plan_days (company_id, day, status, then_action, acting_user_id,
         claimed_by, claimed_at, updated_at)
       VALUES ($1, $2, 'RUNNING', $3, $4, $5, $6, $6)
       ON CONFLICT (company_id, day) DO NOTHING RETURNING day`,
      [row.company_id, day, row.then_action, row.updated_by_user_id, this.deps.processId, now],
    );
    return inserted.length > 0;
  }

  /** SCH-18: tomorrow's waiting orders from the origin, one run for the chosen vehicles. */
  private async plan(row: SettingsRow, day: string): Promise<void> {
    try {
      const auth = this.deps.schedules.actingAuth(row.company_id, row.updated_by_user_id);
      if (!auth) throw new Error(`the user who set the auto-plan (${row.updated_by}) is gone`);
      if (row.origin_address_id === null) throw new Error('the auto-plan has no origin');
      const waiting = await this.deps.orders.list(auth, {
        limit: 1,
        filters: [
          `planned_date eq ${day}`,
          'status.name in CONFIRMED,RESCHEDULED',
          'vendor.id is null',
          'run.id is null',
          `origin_address.id eq ${row.origin_address_id}`,
        ],
      });
      const ids = waiting.data.ids;
      if (ids.length === 0) {
        await this.settle(row.company_id, day, 'NOTHING_TO_PLAN', { orderCount: 0 });
        return;
      }
      const zone = this.deps.schedules.zoneOf(row.company_id);
      const submit: RouteOptimizationSubmit = {
        type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
        start_address_id: row.origin_address_id,
        expected_departure_on: companyDateTime(day, row.departure_time, zone),
        vehicle_ids: jsonColumn<number[]>(row.vehicle_ids),
        delivery_orders: ids.map((id) => ({ id, priority: 'regular' as const })),
        options: DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
      };
      const runId = (await this.deps.planning.create(auth, submit)).data.id;
      const run = (await this.deps.planning.get(auth, runId)).data;
      await this.settle(row.company_id, day, 'PLANNED', {
        orderCount: ids.length,
        runId,
        runNumber: run.number,
      });
    } catch (error) {
      this.deps.onError?.(error, `auto-plan of company ${row.company_id} for ${day}`);
      await this.settle(row.company_id, day, 'FAILED', { message: messageOf(error) });
    }
  }

  /**
   * SCH-19: with CREATE_TASKS, a planned day whose run is SOLVED gets its fleet tasks (the one
   * process that moves the day on makes them); a failed or cancelled run fails the day. A
   * LEAVE_RUN day is done once planned: a dispatcher takes the run from there.
   */
  private async followUp(): Promise<void> {
    const open = await this.deps.db.query<DayRow>(
      `SELECT * FROM delivery_auto_plan_days
       WHERE status = 'PLANNED' AND then_action = 'CREATE_TASKS' ORDER BY company_id, day`,
    );
    for (const day of open) {
      if (day.run_id === null) continue;
      try {
        const auth = this.deps.schedules.actingAuth(day.company_id, day.acting_user_id);
        if (!auth) throw new Error('the user who set the auto-plan is gone');
        const run = (await this.deps.planning.get(auth, day.run_id)).data;
        if (run.status === 'FAILED' || run.status === 'CANCELLED') {
          await this.move(day, 'FAILED', `Route optimization ${run.number} is ${run.status}.`);
          continue;
        }
        if (run.status !== 'SOLVED' || !(await this.move(day, 'TASKS_CREATED'))) continue;
        try {
          await this.deps.planning.createFleetTask(auth, day.run_id);
        } catch (error) {
          await this.settle(day.company_id, day.day, 'FAILED', { message: messageOf(error) });
        }
      } catch (error) {
        this.deps.onError?.(error, `auto-plan follow-up of ${day.company_id}:${day.day}`);
      }
    }
  }

  /** Moves a PLANNED day on; false when another process moved it first. */
  private async move(day: DayRow, to: AutoPlanDayStatus, message?: string): Promise<boolean> {
    const moved = await this.deps.db.query<{ day: string }>(
      `UPDATE delivery_auto_plan_days SET status = $3, message = COALESCE($4, message),
         updated_at = $5
       WHERE company_id = $1 AND day = $2 AND status = 'PLANNED' RETURNING day`,
      [day.company_id, day.day, to, message ?? null, this.deps.clock.now()],
    );
    return moved.length > 0;
  }

  private async settle(
    companyId: number,
    day: string,
    status: AutoPlanDayStatus,
    outcome: { orderCount?: number; runId?: number; runNumber?: string; message?: string },
  ): Promise<void> {
    await this.deps.db.query(
      `UPDATE delivery_auto_plan_days SET status = $3,
         order_count = COALESCE($4, order_count), run_id = COALESCE($5, run_id),
         run_number = COALESCE($6, run_number), message = $7, updated_at = $8
       WHERE company_id = $1 AND day = $2`,
      [
        companyId,
        day,
        status,
        outcome.orderCount ?? null,
        outcome.runId ?? null,
        outcome.runNumber ?? null,
        outcome.message ?? null,
        this.deps.clock.now(),
      ],
    );
  }

  private async settingsOf(companyId: number): Promise<AutoPlanSettings> {
    const [row] = await this.deps.db.query<SettingsRow>(
      'SELECT * FROM delivery_auto_plan_settings WHERE company_id = $1',
      [companyId],
    );
    const days = await this.deps.db.query<DayRow>(
      `SELECT * FROM delivery_auto_plan_days WHERE company_id = $1 ORDER BY day DESC LIMIT $2`,
      [companyId, DELIVERY_SCHEDULE_LIMITS.recentAutoPlanDays],
    );
    const origin =
      row?.origin_address_id != null
        ? this.deps.store.get('addresses', companyId, row.origin_address_id)
        : undefined;
    return {
      enabled: row?.enabled ?? DEFAULT_AUTO_PLAN.enabled,
      hour: row?.hour ?? DEFAULT_AUTO_PLAN.hour,
      origin_address:
        row?.origin_address_id != null
          ? { id: row.origin_address_id, name: origin?.name ?? '' }
          : null,
      vehicle_ids: row ? jsonColumn<number[]>(row.vehicle_ids) : [],
      departure_time: row?.departure_time ?? DEFAULT_AUTO_PLAN.departure_time,
      then: row?.then_action ?? DEFAULT_AUTO_PLAN.then,
      time_zone: this.deps.schedules.zoneOf(companyId),
      updated_on: row ? toWibIso(Number(row.updated_at)) : null,
      updated_by: row?.updated_by ?? null,
      days: days.map((day): AutoPlanDay => ({
        day: day.day,
        status: day.status,
        run: day.run_id === null ? null : { id: day.run_id, number: day.run_number ?? '' },
        order_count: Number(day.order_count),
        message: day.message,
        claimed_on: toWibIso(Number(day.claimed_at)),
      })),
    };
  }
}
