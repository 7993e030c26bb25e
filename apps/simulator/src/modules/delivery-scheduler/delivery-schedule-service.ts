import { DEFAULT_COMPANY_TIME_ZONE, type CompanyTimeZone } from '@armada/contracts/company';
import {
  DELIVERY_SCHEDULE_LIMITS,
  DELIVERY_SCHEDULE_PERMISSIONS,
  addDays,
  companyDay,
  deliveryScheduleList,
  nextOccurrences,
  occurrencesBetween,
  type CreateDeliveryScheduleRequest,
  type DeliveryScheduleDetail,
  type DeliveryScheduleListItem,
  type MadeOccurrence,
  type UpdateDeliveryScheduleRequest,
} from '@armada/contracts/delivery-scheduler';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Address } from '@armada/contracts/customers';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import type { DeliveryOrderService } from '../../services/delivery-order-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { SqlClient } from '../../store/sql-client';
import {
  calendarOf,
  claimOccurrence,
  insertSchedule,
  itemsOf,
  listItemOf,
  orderCounts,
  scheduleRowOf,
  settleOccurrence,
  updateSchedule,
  type NewScheduleRow,
  type OccurrenceRow,
  type ScheduleRow,
} from './schedule-store';
import { checkDay, checkWindow, sumOf } from '../delivery-orders/delivery-checks';

const L = DELIVERY_SCHEDULE_LIMITS;
const P = DELIVERY_SCHEDULE_PERMISSIONS;

/** SCH-7: a claim with no order after this long belongs to a process that stopped. */
export const STALE_CLAIM_MS = 10 * 60_000;

const listSpec: ListSpec<DeliveryScheduleListItem> = {
  ...deliveryScheduleList,
  idOf: (schedule) => schedule.id,
};

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Delivery schedule ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.deliveryScheduleNotFound,
    params: { id },
  });
}

/** SCH-9: the words an order made by a schedule starts its notes with. */
export function scheduleOrderNotes(row: Pick<ScheduleRow, 'id' | 'name' | 'notes'>, day: string) {
  return [`Jadwal pengiriman #${row.id} ${row.name} (${day})`, row.notes.trim()]
    .filter(Boolean)
    .join('\n');
}

export interface DeliveryScheduleDeps {
  db: SqlClient;
  store: DocumentStore;
  clock: Clock;
  /** Orders are made through their own service (DLV-14, SCH-9). */
  orders: DeliveryOrderService;
  onError?: (error: unknown, what: string) => void;
}

/**
 * The company's delivery schedules in SQL (`delivery_schedules`,
 * `delivery_schedule_occurrences`; docs/rules/delivery-scheduler.md SCH-1 … SCH-13): the list,
 * the detail, changes, and making each occurrence's delivery order once, ahead of time.
 */
export class DeliveryScheduleService {
  constructor(private readonly deps: DeliveryScheduleDeps) {}

  // ---- reads ------------------------------------------------------------------------------

  /** SCH-12. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<DeliveryScheduleListItem>> {
    requireAny(auth, P.read, 'read delivery schedules');
    const companyId = auth.company.id;
    const rows = await this.deps.db.query<ScheduleRow>(
      'SELECT * FROM delivery_schedules WHERE company_id = $1',
      [companyId],
    );
    const counts = await orderCounts(this.deps.db, companyId);
    const tomorrow = addDays(companyDay(this.deps.clock.now(), this.zoneOf(companyId)), 1);
    const items = rows.map((row) =>
      listItemOf(
        row,
        {
          next_dates:
            row.status === 'ACTIVE'
              ? nextOccurrences(calendarOf(row), tomorrow, 3)
                  .filter((o) => o.skipped_for === null)
                  .map((o) => o.date)
              : [],
          order_count: counts.get(row.id) ?? 0,
        },
        toWibIso,
      ),
    );
    return runListQuery(items, listSpec, query);
  }

  /** SCH-13: another company's schedule, like an unknown one, is 404. */
  async get(auth: AuthContext, id: number): Promise<ItemResponse<DeliveryScheduleDetail>> {
    requireAny(auth, P.read, 'read delivery schedules');
    return { data: await this.detail(auth.company.id, id) };
  }

  // ---- changes ------------------------------------------------------------------------------

  /** SCH-9: stored ACTIVE, then the orders of the days ahead are made at once (SCH-7). */
  async create(
    auth: AuthContext,
    body: CreateDeliveryScheduleRequest,
  ): Promise<ItemResponse<DeliveryScheduleDetail>> {
    requireAny(auth, P.change, 'change delivery schedules');
    const now = this.deps.clock.now();
    const fields = this.checked(auth.company.id, body);
    const id = await this.deps.db.transaction((tx) =>
      insertSchedule(tx, {
        ...fields,
        company_id: auth.company.id,
        status: 'ACTIVE',
        created_by_user_id: auth.user.id,
        created_by: auth.user.fullname,
        created_at: now,
        updated_at: now,
      }),
    );
    await this.makeDue(auth.company.id, id);
    return { data: await this.detail(auth.company.id, id) };
  }

  /**
   * SCH-10: any field; the orders already made stay as they are, the days ahead are made again
   * from the new values (a day that already has its order keeps it; a failed day is tried
   * again).
   */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateDeliveryScheduleRequest,
  ): Promise<ItemResponse<DeliveryScheduleDetail>> {
    requireAny(auth, P.change, 'change delivery schedules');
    const companyId = auth.company.id;
    const current = await scheduleRowOf(this.deps.db, companyId, id);
    if (!current) throw notFound(id);
    const merged: CreateDeliveryScheduleRequest = {
      name: body.name ?? current.name,
      customer_id: body.customer_id ?? current.customer_id,
      origin_address_id: body.origin_address_id ?? current.origin_address_id,
      destination_address_id: body.destination_address_id ?? current.destination_address_id,
      items: body.items ?? itemsOf(current),
      pattern: body.pattern ?? calendarOf(current).pattern,
      time_window: body.time_window ?? { start: current.window_start, end: current.window_end },
      from_date: body.from_date ?? current.from_date,
      until_date: body.until_date === undefined ? current.until_date : body.until_date,
      skip_holidays: body.skip_holidays ?? current.skip_holidays,
      notes: body.notes ?? current.notes,
    };
    const fields = this.checked(companyId, merged);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await updateSchedule(tx, id, {
        ...fields,
        company_id: companyId,
        status: current.status,
        created_by_user_id: current.created_by_user_id,
        created_by: current.created_by,
        created_at: Number(current.created_at),
        updated_at: now,
      });
      await tx.query(
        `DELETE FROM delivery_schedule_occurrences
         WHERE schedule_id = $1 AND status = 'FAILED' AND day > $2`,
        [id, companyDay(now, this.zoneOf(companyId))],
      );
    });
    await this.makeDue(companyId, id);
    return { data: await this.detail(companyId, id) };
  }

  /** SCH-11. */
  pause(auth: AuthContext, id: number): Promise<ItemResponse<DeliveryScheduleDetail>> {
    return this.setStatus(auth, id, 'PAUSED');
  }

  /** SCH-11: the days from tomorrow on are made at once; days missed while paused are not. */
  resume(auth: AuthContext, id: number): Promise<ItemResponse<DeliveryScheduleDetail>> {
    return this.setStatus(auth, id, 'ACTIVE');
  }

  /** SCH-11: the schedule and its occurrences go; the orders it made stay. */
  async remove(auth: AuthContext, id: number): Promise<{ data: { id: number } }> {
    requireAny(auth, P.delete, 'delete delivery schedules');
    const deleted = await this.deps.db.query<{ id: number }>(
      'DELETE FROM delivery_schedules WHERE company_id = $1 AND id = $2 RETURNING id',
      [auth.company.id, id],
    );
    if (deleted.length === 0) throw notFound(id);
    return { data: { id } };
  }

  // ---- making orders (SCH-7) ---------------------------------------------------------------

  /**
   * Makes the orders every ACTIVE schedule owes for the days from tomorrow to the horizon, in
   * each company's zone; answers how many this process made. Safe to run in any number of
   * processes at once: each (schedule, day) is claimed by one of them (SCH-7).
   */
  async makeAllDue(): Promise<number> {
    const now = this.deps.clock.now();
    // WIT is the zone furthest ahead: no company's horizon ends after its horizon.
    const latest = addDays(companyDay(now, 'Asia/Jayapura'), L.horizonDays);
    const rows = await this.deps.db.query<ScheduleRow>(
      `SELECT * FROM delivery_schedules
       WHERE status = 'ACTIVE' AND (made_through IS NULL OR made_through < $1)
       ORDER BY id`,
      [latest],
    );
    let made = 0;
    for (const row of rows) made += await this.makeFor(row, now);
    made += await this.retryStale(now);
    return made;
  }

  /** One schedule's due days (after a create, a change or a resume). */
  private async makeDue(companyId: number, id: number): Promise<number> {
    const row = await scheduleRowOf(this.deps.db, companyId, id);
    return row ? this.makeFor(row, this.deps.clock.now()) : 0;
  }

  private async makeFor(row: ScheduleRow, now: number): Promise<number> {
    if (row.status !== 'ACTIVE') return 0;
    const today = companyDay(now, this.zoneOf(row.company_id));
    const first = addDays(today, 1);
    const last = addDays(today, L.horizonDays);
    const start =
      row.made_through !== null && row.made_through >= first ? addDays(row.made_through, 1) : first;
    let made = 0;
    for (const occurrence of occurrencesBetween(calendarOf(row), start, last)) {
      if (occurrence.skipped_for !== null) continue;
      if (await claimOccurrence(this.deps.db, row, occurrence.date, now, now - STALE_CLAIM_MS)) {
        if (await this.makeOrder(row, occurrence.date)) made += 1;
      }
    }
    // Not when the schedule changed meanwhile: the change asks for its days to be made again.
    await this.deps.db.query(
      `UPDATE delivery_schedules SET made_through = $2 WHERE id = $1 AND updated_at = $3
         AND (made_through IS NULL OR made_through < $2)`,
      [row.id, last, row.updated_at],
    );
    return made;
  }

  /** SCH-7: claims a stopped process left without an order are made by this one. */
  private async retryStale(now: number): Promise<number> {
    const stale = await this.deps.db.query<OccurrenceRow>(
      `SELECT * FROM delivery_schedule_occurrences
       WHERE status = 'CLAIMED' AND claimed_at < $1 ORDER BY id LIMIT 100`,
      [now - STALE_CLAIM_MS],
    );
    let made = 0;
    for (const occurrence of stale) {
      const row = await scheduleRowOf(this.deps.db, occurrence.company_id, occurrence.schedule_id);
      if (!row || row.status !== 'ACTIVE') continue;
      if (await claimOccurrence(this.deps.db, row, occurrence.day, now, now - STALE_CLAIM_MS)) {
        if (await this.makeOrder(row, occurrence.day)) made += 1;
      }
    }
    return made;
  }

  /**
   * SCH-9: the CONFIRMED order of one claimed day, made through the orders' service in the name
   * of the schedule's creator; a refusal (an address or customer gone, the creator's rights
   * taken away) is kept on the day as FAILED with its message.
   */
  private async makeOrder(row: ScheduleRow, day: string): Promise<boolean> {
    const now = this.deps.clock.now();
    try {
      const auth = this.actingAuth(row.company_id, row.created_by_user_id);
      if (!auth) throw new Error(`the schedule's creator (user ${row.created_by_user_id}) is gone`);
      const order = (
        await this.deps.orders.create(auth, {
          shipped_customer_id: row.customer_id,
          origin_address_id: row.origin_address_id,
          destination_address_id: row.destination_address_id,
          planned_date: day,
          time_window: { start: row.window_start, end: row.window_end },
          items: itemsOf(row),
          notes: scheduleOrderNotes(row, day),
          confirm: true,
        })
      ).data;
      await settleOccurrence(
        this.deps.db,
        row.id,
        day,
        { status: 'CREATED', orderId: order.id, orderNumber: order.number },
        now,
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.onError?.(error, `delivery schedule ${row.id}: the order of ${day}`);
      await settleOccurrence(this.deps.db, row.id, day, { status: 'FAILED', message }, now);
      return false;
    }
  }

  // ---- inside ---------------------------------------------------------------------------------

  /** The signed-in context of a company user, for work done in their name without a session. */
  actingAuth(companyId: number, userId: number): AuthContext | null {
    const user = this.deps.store.get('users', companyId, userId);
    const company = this.deps.store.get('companies', companyId, companyId);
    return user && company ? { sessionHash: '', user, company } : null;
  }

  /** SCH-4: the company's zone (WIB when it chose none). */
  zoneOf(companyId: number): CompanyTimeZone {
    return (
      this.deps.store.get('companies', companyId, companyId)?.company.timeZone ??
      DEFAULT_COMPANY_TIME_ZONE
    );
  }

  private async setStatus(
    auth: AuthContext,
    id: number,
    status: 'ACTIVE' | 'PAUSED',
  ): Promise<ItemResponse<DeliveryScheduleDetail>> {
    requireAny(auth, P.change, 'change delivery schedules');
    const companyId = auth.company.id;
    const changed = await this.deps.db.query<{ id: number }>(
      `UPDATE delivery_schedules SET status = $3, updated_at = $4, made_through = NULL
       WHERE company_id = $1 AND id = $2 RETURNING id`,
      [companyId, id, status, this.deps.clock.now()],
    );
    if (changed.length === 0) throw notFound(id);
    if (status === 'ACTIVE') await this.makeDue(companyId, id);
    return { data: await this.detail(companyId, id) };
  }

  /** SCH-9: the body's references checked against the company's records, 400 naming the field. */
  /**
   * SCH-27: a new world shows the page with three paused schedules per company (a weekly, a
   * twice-weekly and a monthly one to a customer's own address), so a dispatcher sees what a
   * schedule looks like. Paused, they make no order until someone resumes them.
   */
  async seed(): Promise<number> {
    const { store, db, clock } = this.deps;
    const now = clock.now();
    let made = 0;
    for (const { record: company } of store.entries('companies')) {
      const [existing] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM delivery_schedules WHERE company_id = $1',
        [company.id],
      );
      if (Number(existing?.n ?? 0) > 0) continue;
      const addresses = store.list('addresses', company.id);
      const depot = addresses.find((a) => a.is_depot);
      const maker = store.list('users', company.id)[0];
      const targets = store
        .list('customers', company.id)
        .map((customer) => ({
          customer,
          address: addresses.find((a) => !a.is_depot && a.customer_id === customer.id),
        }))
        .filter((t) => t.address !== undefined)
        .slice(0, 3);
      if (!depot || !maker || targets.length === 0) continue;
      const today = companyDay(now, this.zoneOf(company.id));
      const plans: Pick<CreateDeliveryScheduleRequest, 'pattern' | 'time_window' | 'items'>[] = [
        {
          pattern: { kind: 'WEEKLY', weekdays: [1, 4] },
          time_window: { start: '08:00', end: '12:00' },
          items: [
            { name: 'Air mineral 600 ml', quantity: 40, unit: 'dus', weight: 480, volume: 1.2 },
          ],
        },
        {
          pattern: { kind: 'WEEKLY', weekdays: [3] },
          time_window: { start: '13:00', end: '16:00' },
          items: [{ name: 'Beras 25 kg', quantity: 20, unit: 'karung', weight: 500, volume: 0.8 }],
        },
        {
          pattern: { kind: 'MONTHLY', month_days: [1, 15] },
          time_window: { start: '09:00', end: '15:00' },
          items: [
            { name: 'Minyak goreng 2 L', quantity: 30, unit: 'dus', weight: 360, volume: 0.9 },
          ],
        },
      ];
      for (const [index, { customer, address }] of targets.entries()) {
        const plan = plans[index];
        if (!plan || !address) continue;
        const fields = this.checked(company.id, {
          ...plan,
          name: `Kiriman rutin ${customer.name}`,
          customer_id: customer.id,
          origin_address_id: depot.id,
          destination_address_id: address.id,
          from_date: today,
          skip_holidays: true,
        });
        await db.transaction((tx) =>
          insertSchedule(tx, {
            ...fields,
            company_id: company.id,
            status: 'PAUSED',
            created_by_user_id: maker.id,
            created_by: maker.fullname,
            created_at: now,
            updated_at: now,
          }),
        );
        made += 1;
      }
    }
    return made;
  }

  private checked(
    companyId: number,
    body: CreateDeliveryScheduleRequest,
  ): Omit<
    NewScheduleRow,
    'company_id' | 'status' | 'created_by_user_id' | 'created_by' | 'created_at' | 'updated_at'
  > {
    const customer = this.deps.store.get('customers', companyId, body.customer_id);
    if (!customer) {
      throw ServiceError.validation(`Customer ${body.customer_id} (body.customer_id) not found.`, {
        reason: SERVER_ERROR_REASONS.customerNotFound,
        params: { id: body.customer_id },
        field: 'body.customer_id',
      });
    }
    const origin = this.address(companyId, body.origin_address_id, 'body.origin_address_id');
    const destination = this.address(
      companyId,
      body.destination_address_id,
      'body.destination_address_id',
    );
    if (destination.customer_id !== customer.id) {
      throw ServiceError.validation(
        `Address ${destination.id} (body.destination_address_id) is not one of ${customer.name}'s addresses.`,
        {
          reason: SERVER_ERROR_REASONS.deliveryScheduleDestinationNotCustomers,
          params: { id: destination.id },
          field: 'body.destination_address_id',
        },
      );
    }
    checkWindow(body.time_window, 'body.time_window');
    checkDay(body.from_date, 'body.from_date');
    checkDay(body.until_date, 'body.until_date');
    const until = body.until_date ?? null;
    if (until !== null && until < body.from_date) {
      throw ServiceError.invalidField(
        'body.until_date',
        `body.until_date ${until} is before the from date.`,
      );
    }
    return {
      name: body.name?.trim() || customer.name,
      customer_id: customer.id,
      customer_name: customer.name,
      origin_address_id: origin.id,
      origin_address_name: origin.name,
      destination_address_id: destination.id,
      destination_address_name: destination.name,
      destination_city: destination.city,
      pattern: {
        ...body.pattern,
        ...(body.pattern.kind === 'WEEKLY'
          ? { weekdays: [...body.pattern.weekdays].sort((a, b) => a - b) }
          : { month_days: [...body.pattern.month_days].sort((a, b) => a - b) }),
      },
      window_start: body.time_window.start,
      window_end: body.time_window.end,
      from_date: body.from_date,
      until_date: until,
      skip_holidays: body.skip_holidays ?? false,
      items: body.items,
      load_weight: sumOf(body.items, 'weight'),
      load_volume: sumOf(body.items, 'volume'),
      notes: body.notes?.trim() ?? '',
    };
  }

  private address(companyId: number, id: number, field: string): Address {
    const found = this.deps.store.get('addresses', companyId, id);
    if (!found) {
      throw ServiceError.validation(`Address ${id} (${field}) not found.`, {
        reason: SERVER_ERROR_REASONS.addressNotFound,
        params: { id },
        field,
      });
    }
    return found;
  }

  private async detail(companyId: number, id: number): Promise<DeliveryScheduleDetail> {
    const row = await scheduleRowOf(this.deps.db, companyId, id);
    if (!row) throw notFound(id);
    const zone = this.zoneOf(companyId);
    const tomorrow = addDays(companyDay(this.deps.clock.now(), zone), 1);
    const next =
      row.status === 'ACTIVE' ? nextOccurrences(calendarOf(row), tomorrow, L.nextOccurrences) : [];
    const made = await this.deps.db.query<OccurrenceRow>(
      `SELECT * FROM delivery_schedule_occurrences WHERE schedule_id = $1
       ORDER BY day DESC LIMIT $2`,
      [id, L.recentOccurrences],
    );
    const orders = await this.deps.orders.find(
      companyId,
      made.flatMap((o) => (o.delivery_order_id === null ? [] : [o.delivery_order_id])),
    );
    const occurrences: MadeOccurrence[] = made.map((o) => ({
      date: o.day,
      status: o.status,
      delivery_order:
        o.delivery_order_id === null
          ? null
          : {
              id: o.delivery_order_id,
              number: o.delivery_order_number ?? '',
              status: orders.get(o.delivery_order_id)?.status.name ?? null,
            },
      message: o.message,
      made_on: toWibIso(Number(o.updated_at)),
    }));
    return {
      ...listItemOf(
        row,
        {
          next_dates: next
            .filter((o) => o.skipped_for === null)
            .slice(0, 3)
            .map((o) => o.date),
          order_count: (await orderCounts(this.deps.db, companyId, id)).get(id) ?? 0,
        },
        toWibIso,
      ),
      items: itemsOf(row),
      notes: row.notes,
      next_occurrences: next,
      occurrences,
      time_zone: zone,
    };
  }
}
