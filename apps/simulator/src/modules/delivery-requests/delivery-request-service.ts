import {
  DELIVERY_REQUEST_ACTION_TARGETS,
  DELIVERY_REQUEST_PERMISSIONS,
  allowedRequestActions,
  deliveryRequestList,
  type ApproveDeliveryRequestRequest,
  type CancelDeliveryRequestRequest,
  type CreateDeliveryRequestRequest,
  type DeliveryRequestAction,
  type DeliveryRequestDetail,
  type DeliveryRequestListItem,
  type RejectDeliveryRequestRequest,
} from '@armada/contracts/delivery-requests';
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
import type { SqlClient, SqlExecutor } from '../../store/sql-client';
import { seedDeliveryRequests } from './seed-requests';
import {
  companyCode,
  eventsOf,
  insertEvent,
  insertRequest,
  itemsOf,
  listItemOf,
  prefilterSql,
  rowOf,
  type DeliveryRequestRow,
  type NewDeliveryRequestRow,
} from './delivery-request-store';
import { checkDay, checkWindow, sumOf } from '../delivery-orders/delivery-checks';

const listSpec: ListSpec<DeliveryRequestListItem> = {
  ...deliveryRequestList,
  idOf: (request) => request.id,
};

const P = DELIVERY_REQUEST_PERMISSIONS;

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Delivery request ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.deliveryRequestNotFound,
    params: { id },
  });
}

/** The words the order made from a request starts its notes with (DREQ-8). */
export function orderNotesOf(row: Pick<DeliveryRequestRow, 'number' | 'notes'>): string {
  return [`Permintaan pengiriman ${row.number}`, row.notes.trim()].filter(Boolean).join('\n');
}

/**
 * The company's delivery requests in SQL (`delivery_requests`, `delivery_request_events`): the
 * list, the detail, creation and the three decisions (docs/rules/delivery-requests.md). An
 * approval makes the delivery order through `DeliveryOrderService` (DREQ-8, DLV-14).
 */
export class DeliveryRequestService {
  constructor(
    private readonly deps: {
      db: SqlClient;
      store: DocumentStore;
      clock: Clock;
      orders: DeliveryOrderService;
    },
  ) {}

  // ---- reads ------------------------------------------------------------------------------

  /** DREQ-12. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<DeliveryRequestListItem>> {
    requireAny(auth, P.read, 'read delivery requests');
    const { where, params } = prefilterSql(query);
    const rows = await this.deps.db.query<DeliveryRequestRow>(
      `SELECT * FROM delivery_requests WHERE ${['company_id = $1', ...where].join(' AND ')}`,
      [auth.company.id, ...params],
    );
    return runListQuery(rows.map(listItemOf), listSpec, query);
  }

  /** DREQ-13: another company's request, like an unknown one, is 404. */
  async get(auth: AuthContext, id: number): Promise<ItemResponse<DeliveryRequestDetail>> {
    requireAny(auth, P.read, 'read delivery requests');
    return { data: await this.detail(this.deps.db, auth.company.id, id) };
  }

  // ---- changes ------------------------------------------------------------------------------

  /** DREQ-14. */
  async create(
    auth: AuthContext,
    body: CreateDeliveryRequestRequest,
  ): Promise<ItemResponse<DeliveryRequestDetail>> {
    requireAny(auth, P.create, 'ask for deliveries');
    const companyId = auth.company.id;
    const customer = this.deps.store.get('customers', companyId, body.customer_id);
    if (!customer) {
      throw ServiceError.validation(`Customer ${body.customer_id} (body.customer_id) not found.`, {
        reason: SERVER_ERROR_REASONS.customerNotFound,
        params: { id: body.customer_id },
        field: 'body.customer_id',
      });
    }
    const origin = this.address(companyId, body.origin_address_id, 'body.origin_address_id');
    const destination =
      body.destination_address_id === undefined
        ? null
        : this.address(companyId, body.destination_address_id, 'body.destination_address_id');
    const destinationText = body.destination_text?.trim() || null;
    if (!destination && !destinationText) {
      throw ServiceError.validation(
        'Say where it goes: destination_address_id or destination_text.',
        {
          reason: SERVER_ERROR_REASONS.deliveryRequestDestinationRequired,
          field: 'body.destination_address_id',
        },
      );
    }
    checkDay(body.wanted_date, 'body.wanted_date');
    checkWindow(body.time_window, 'body.time_window');
    const requesterType = body.requester?.type ?? 'SALES';
    const requesterName =
      body.requester?.name?.trim() ||
      (requesterType === 'CUSTOMER'
        ? (customer.contact_person ?? customer.name)
        : auth.user.fullname);
    const requesterPhone =
      body.requester?.phone ?? (requesterType === 'CUSTOMER' ? customer.phone : null);
    const items = body.items ?? [];
    const now = this.deps.clock.now();
    const id = await this.deps.db.transaction(async (tx) => {
      await tx.exec('LOCK TABLE delivery_requests IN SHARE ROW EXCLUSIVE MODE');
      const row: NewDeliveryRequestRow = {
        company_id: companyId,
        number: await nextRequestNumber(
          tx,
          companyId,
          companyCode(this.deps.store, companyId),
          now,
        ),
        status: 'PENDING',
        requester_type: requesterType,
        requester_name: requesterName,
        requester_phone: requesterPhone,
        customer_id: customer.id,
        customer_name: customer.name,
        origin_address_id: origin.id,
        origin_address_name: origin.name,
        destination_address_id: destination?.id ?? null,
        destination_address_name: destination?.name ?? null,
        destination_city: destination?.city ?? null,
        destination_province: destination?.province ?? null,
        destination_text: destinationText,
        wanted_date: body.wanted_date,
        window_start: body.time_window?.start ?? null,
        window_end: body.time_window?.end ?? null,
        items,
        load_weight: items.length > 0 ? sumOf(items, 'weight') : (body.load_weight ?? 0),
        load_volume: items.length > 0 ? sumOf(items, 'volume') : (body.load_volume ?? 0),
        notes: body.notes?.trim() ?? '',
        decision_reason: null,
        delivery_order_id: null,
        delivery_order_number: null,
        created_at: now,
        created_by: auth.user.fullname,
        updated_at: now,
      };
      const inserted = await insertRequest(tx, row);
      await insertEvent(tx, {
        companyId,
        requestId: inserted,
        from: null,
        to: 'PENDING',
        actor: auth.user.fullname,
        at: now,
        reason: null,
        deliveryOrderId: null,
      });
      return inserted;
    });
    return { data: await this.detail(this.deps.db, companyId, id) };
  }

  /**
   * DREQ-8, DREQ-9: makes a CONFIRMED delivery order from the request through the orders'
   * service, then marks the request APPROVED with the order. The order is made outside the
   * request's transaction (the orders' service runs its own; nesting them waits for ever on
   * embedded PGlite); when the request was decided meanwhile, the new order is cancelled again
   * and the answer is the 409 of the refused move.
   */
  async approve(
    auth: AuthContext,
    id: number,
    body: ApproveDeliveryRequestRequest,
  ): Promise<ItemResponse<DeliveryRequestDetail>> {
    requireAny(auth, P.decide, 'approve delivery requests');
    const companyId = auth.company.id;
    const current = await rowOf(this.deps.db, companyId, id);
    if (!current) throw notFound(id);
    requireAction(current, 'approve');
    checkDay(body.planned_date, 'body.planned_date');
    const destination =
      body.destination_address_id === undefined
        ? null
        : this.address(companyId, body.destination_address_id, 'body.destination_address_id');
    const destinationId = destination?.id ?? current.destination_address_id;
    if (destinationId === null) {
      throw ServiceError.validation(
        `Delivery request ${current.number} names no address: give destination_address_id.`,
        {
          reason: SERVER_ERROR_REASONS.deliveryRequestDestinationRequired,
          field: 'body.destination_address_id',
        },
      );
    }
    const items = itemsOf(current);
    const order = (
      await this.deps.orders.create(auth, {
        shipped_customer_id: current.customer_id,
        origin_address_id: current.origin_address_id,
        destination_address_id: destinationId,
        planned_date: body.planned_date ?? current.wanted_date,
        time_window:
          current.window_start && current.window_end
            ? { start: current.window_start, end: current.window_end }
            : null,
        items,
        ...(items.length === 0
          ? { load_weight: Number(current.load_weight), load_volume: Number(current.load_volume) }
          : {}),
        notes: orderNotesOf(current),
        confirm: true,
      })
    ).data;
    const at = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const locked = await rowOf(tx, companyId, id, true);
      if (!locked || !allowedRequestActions(locked.status).includes('approve')) {
        return locked ?? null;
      }
      await tx.query(
        `UPDATE delivery_requests SET status = 'APPROVED', delivery_order_id = $3,
           delivery_order_number = $4, updated_at = $5,
           destination_address_id = $6, destination_address_name = $7, destination_city = $8,
           destination_province = $9
         WHERE company_id = $1 AND id = $2`,
        [
          companyId,
          id,
          order.id,
          order.number,
          at,
          order.destination_address.id,
          order.destination_address.name,
          order.destination_address.city,
          order.destination_address.province,
        ],
      );
      await insertEvent(tx, {
        companyId,
        requestId: id,
        from: locked.status,
        to: 'APPROVED',
        actor: auth.user.fullname,
        at,
        reason: null,
        deliveryOrderId: order.id,
      });
      return 'approved' as const;
    });
    if (outcome !== 'approved') {
      await this.deps.orders.transition(companyId, order.id, 'CANCELLED', {
        actor: auth.user.fullname,
        at: new Date(at),
        reason: `Permintaan pengiriman ${current.number} sudah diputuskan`,
      });
      if (!outcome) throw notFound(id);
      requireAction(outcome, 'approve');
    }
    return { data: await this.detail(this.deps.db, companyId, id) };
  }

  /** DREQ-10. */
  reject(
    auth: AuthContext,
    id: number,
    body: RejectDeliveryRequestRequest,
  ): Promise<ItemResponse<DeliveryRequestDetail>> {
    requireAny(auth, P.decide, 'reject delivery requests');
    return this.decide(auth, id, 'reject', body.reason.trim());
  }

  /** DREQ-11. */
  cancel(
    auth: AuthContext,
    id: number,
    body: CancelDeliveryRequestRequest,
  ): Promise<ItemResponse<DeliveryRequestDetail>> {
    requireAny(auth, P.cancel, 'cancel delivery requests');
    return this.decide(auth, id, 'cancel', body.reason?.trim() || null);
  }

  /** DREQ-17: the seeded requests, once per seeded world. */
  seed(seed: number): Promise<void> {
    return seedDeliveryRequests({ ...this.deps, seed });
  }

  // ---- inside ---------------------------------------------------------------------------------

  private async decide(
    auth: AuthContext,
    id: number,
    action: 'reject' | 'cancel',
    reason: string | null,
  ): Promise<ItemResponse<DeliveryRequestDetail>> {
    const companyId = auth.company.id;
    const at = this.deps.clock.now();
    const to = DELIVERY_REQUEST_ACTION_TARGETS[action];
    await this.deps.db.transaction(async (tx) => {
      const current = await rowOf(tx, companyId, id, true);
      if (!current) throw notFound(id);
      requireAction(current, action);
      await tx.query(
        `UPDATE delivery_requests SET status = $3, decision_reason = $4, updated_at = $5
         WHERE company_id = $1 AND id = $2`,
        [companyId, id, to, reason, at],
      );
      await insertEvent(tx, {
        companyId,
        requestId: id,
        from: current.status,
        to,
        actor: auth.user.fullname,
        at,
        reason,
        deliveryOrderId: null,
      });
    });
    return { data: await this.detail(this.deps.db, companyId, id) };
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

  private async detail(
    db: SqlExecutor,
    companyId: number,
    id: number,
  ): Promise<DeliveryRequestDetail> {
    const row = await rowOf(db, companyId, id);
    if (!row) throw notFound(id);
    return {
      ...listItemOf(row),
      items: itemsOf(row),
      notes: row.notes,
      decision_reason: row.decision_reason,
      timeline: await eventsOf(db, row.id),
      allowed_actions: allowedRequestActions(row.status),
    };
  }
}

/** DREQ-1: the 409 of a move the lifecycle refuses, naming both statuses. */
function requireAction(row: DeliveryRequestRow, action: DeliveryRequestAction): void {
  if (!allowedRequestActions(row.status).includes(action)) {
    const to = DELIVERY_REQUEST_ACTION_TARGETS[action];
    throw ServiceError.conflict(
      `Delivery request ${row.number} cannot go from ${row.status} to ${to}.`,
      {
        reason: SERVER_ERROR_REASONS.deliveryRequestTransitionNotAllowed,
        params: { from: row.status, to },
      },
    );
  }
}

/** DREQ-16: `DR/<company code>/<yymm>/<five digits>`, after the company's highest number. */
export async function nextRequestNumber(
  tx: SqlExecutor,
  companyId: number,
  code: string,
  now: number,
): Promise<string> {
  const [last] = await tx.query<{ seq: number | string | null }>(
    `SELECT max(CASE WHEN split_part(number, '/', 4) ~ '^[0-9]+$'
                THEN split_part(number, '/', 4)::int END) AS seq
     FROM delivery_requests WHERE company_id = $1`,
    [companyId],
  );
  const iso = toWibIso(now);
  const yymm = iso.slice(2, 4) + iso.slice(5, 7);
  const seq = Number(last?.seq ?? 0) + 1;
  return `DR/${code}/${yymm}/${String(seq).padStart(5, '0')}`;
}
