import type { Address } from '@armada/contracts/customers';
import {
  ROUTABLE_DELIVERY_ORDER_STATUSES,
  type DeliveryOrder,
} from '@armada/contracts/delivery-orders';
import type { Vehicle } from '@armada/contracts/fleet';
import {
  ROUTE_OPTIMIZATION_ERROR_CODES as CODES,
  type RouteOptimizationIssue,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { startOfWibDay } from '../../domain/wib-time';
import { planningInputIssues, type PlanningInput } from '../../engine/route-planning/build-problem';
import { ServiceError } from '../service-error';

/**
 * The server's checks of a create or re-optimize body (docs/rules/route-optimization.md §5 and §8,
 * PLAN-5), after the schema: every problem found is reported at once, as `errors_v2.issues` with
 * the spec's codes, and nothing is stored or counted.
 */

/** A refused submit: answered in the route optimization error shape (`errors`, `errors_v2`). */
export class RouteOptimizationRefusal extends ServiceError {
  constructor(
    statusCode: number,
    readonly issues: readonly RouteOptimizationIssue[],
  ) {
    const first = issues[0];
    super(statusCode, first?.code ?? HTTP_ERROR_CODES.validation, first?.message ?? 'Refused');
    this.name = 'RouteOptimizationRefusal';
  }
}

export interface SubmitWorld {
  address(id: number): Address | undefined;
  order(id: number): DeliveryOrder | undefined;
  vehicle(id: number): Vehicle | undefined;
  /** MNT-10: the work order that keeps a vehicle in the workshop over the run's days. */
  inMaintenance?: (id: number) => string | undefined;
  now: number;
}

export interface CheckedSubmit {
  startAddress: Address;
  orders: DeliveryOrder[];
  vehicles: Vehicle[];
  departureAt: number;
  endAt: number | null;
}

const ROUTABLE: ReadonlySet<string> = new Set(ROUTABLE_DELIVERY_ORDER_STATUSES);

/**
 * The checks that need the store: the origin, orders (found, routable, from that origin),
 * vehicles and times. The rules of the planning input itself (coordinates, break, empty order
 * list) are `planningInputIssues` of engine/route-planning, checked on the input built from
 * what passes here (`refuseSubmit`).
 */
export function checkSubmit(
  body: RouteOptimizationSubmit,
  world: SubmitWorld,
): { checked: CheckedSubmit | null; issues: RouteOptimizationIssue[] } {
  const issues: RouteOptimizationIssue[] = [];
  const issue = (code: string, message: string, path: string) =>
    issues.push({ code, message, path });

  const startAddress = world.address(body.start_address_id);
  if (!startAddress) {
    issue(
      HTTP_ERROR_CODES.validation,
      `Address ${body.start_address_id} is not one of the company's addresses.`,
      'start_address_id',
    );
  }
  const orders: DeliveryOrder[] = [];
  const seen = new Set<number>();
  body.delivery_orders.forEach((entry, index) => {
    const path = `delivery_orders[${index}].id`;
    if (seen.has(entry.id)) {
      issue(HTTP_ERROR_CODES.validation, `Delivery order ${entry.id} is listed twice.`, path);
      return;
    }
    seen.add(entry.id);
    const order = world.order(entry.id);
    if (!order) {
      issue(HTTP_ERROR_CODES.validation, `Delivery order ${entry.id} was not found.`, path);
      return;
    }
    if (!ROUTABLE.has(order.status.name) || order.vendor !== null) {
      issue(
        CODES.deliveryOrderInvalidStatus,
        `Delivery order ${order.number} is ${order.status.name}${order.vendor ? ' with a vendor' : ''}; only CONFIRMED or RESCHEDULED orders of your own fleet can be planned.`,
        path,
      );
      return;
    }
    if (startAddress && order.origin_address.id !== startAddress.id) {
      issue(
        HTTP_ERROR_CODES.validation,
        `Delivery order ${order.number} leaves from "${order.origin_address.name}", not from the chosen origin.`,
        path,
      );
      return;
    }
    if (!world.address(order.destination_address.id)) {
      issue(
        HTTP_ERROR_CODES.validation,
        `The destination "${order.destination_address.name}" of ${order.number} was not found.`,
        path,
      );
      return;
    }
    orders.push(order);
  });

  const vehicles: Vehicle[] = [];
  body.vehicle_ids.forEach((id, index) => {
    const vehicle = world.vehicle(id);
    if (!vehicle || vehicle.parent_id !== null) {
      issue(
        HTTP_ERROR_CODES.validation,
        `Vehicle ${id} is not a main vehicle of your fleet.`,
        `vehicle_ids[${index}]`,
      );
      return;
    }
    const workOrder = world.inMaintenance?.(id);
    if (workOrder) {
      issue(
        HTTP_ERROR_CODES.validation,
        `Vehicle ${vehicle.license_plate} is in maintenance (work order ${workOrder}) on the run's days.`,
        `vehicle_ids[${index}]`,
      );
      return;
    }
    vehicles.push(vehicle);
  });

  const departureAt = Date.parse(body.expected_departure_on);
  const endAt = body.expected_end_on === undefined ? null : Date.parse(body.expected_end_on);
  const today = startOfWibDay(world.now);
  if (departureAt < today) {
    issue(
      HTTP_ERROR_CODES.validation,
      'The departure time must not be before today.',
      'expected_departure_on',
    );
  }
  if (endAt !== null && endAt < world.now) {
    issue(HTTP_ERROR_CODES.validation, 'The end time must not be in the past.', 'expected_end_on');
  }
  if (endAt !== null && endAt < departureAt) {
    issue(
      HTTP_ERROR_CODES.validation,
      'The end time must not be before the departure time.',
      'expected_end_on',
    );
  }

  return {
    checked: startAddress ? { startAddress, orders, vehicles, departureAt, endAt } : null,
    issues,
  };
}

/**
 * Every refusal of a submit at once (PLAN-5): the store's checks, then the planning input's
 * own rules. An order list emptied by refused orders is not also reported as empty.
 */
export function refuseSubmit(
  body: RouteOptimizationSubmit,
  found: { checked: CheckedSubmit | null; issues: RouteOptimizationIssue[] },
  input: PlanningInput | null,
): void {
  const issues = [...found.issues];
  for (const issue of input ? planningInputIssues(input) : []) {
    if (issue.code === CODES.emptyOrder && body.delivery_orders.length > 0) continue;
    issues.push({ code: issue.code, message: issue.message, path: issue.path });
  }
  if (issues.length > 0) throw new RouteOptimizationRefusal(422, issues);
}
