import {
  ROUTABLE_DELIVERY_ORDER_STATUSES,
  ROUTE_OPTIMIZATION_ERROR_CODES as CODES,
  HTTP_ERROR_CODES,
  parseTimeOfDay,
  type Address,
  type DeliveryOrder,
  type RouteOptimizationIssue,
  type RouteOptimizationSubmit,
  type Vehicle,
} from '@armada/contracts';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import { ServiceError } from '../service-error';

/**
 * The server's checks of a create or re-optimize body (spec 03 sections 5 and 8, PLAN-5), after
 * the schema: every problem found is reported at once, as `errors_v2.issues` with the spec's
 * codes, and nothing is stored or counted.
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
  now: number;
}

export interface CheckedSubmit {
  startAddress: Address;
  orders: DeliveryOrder[];
  vehicles: Vehicle[];
  departureAt: number;
  endAt: number | null;
}

/** An address the solver cannot place: no finite coordinates, or the (0, 0) of "not mapped". */
export function hasCoordinates(address: Pick<Address, 'latitude' | 'longitude'>): boolean {
  const { latitude, longitude } = address;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

const ROUTABLE: ReadonlySet<string> = new Set(ROUTABLE_DELIVERY_ORDER_STATUSES);

export function checkSubmit(body: RouteOptimizationSubmit, world: SubmitWorld): CheckedSubmit {
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
  } else if (!hasCoordinates(startAddress)) {
    issue(
      CODES.vendorPlatformInvalidLatLng,
      `The origin address "${startAddress.name}" has no coordinates; set its location first.`,
      'start_address_id',
    );
  }

  if (body.delivery_orders.length === 0) {
    issue(CODES.emptyOrder, 'Choose at least one delivery order.', 'delivery_orders');
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
    const destination = world.address(order.destination_address.id);
    if (!destination || !hasCoordinates(destination)) {
      issue(
        CODES.vendorPlatformInvalidLatLng,
        `The destination "${order.destination_address.name}" of ${order.number} has no coordinates.`,
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

  const shift = body.options.fleet_shift_time;
  if (shift && shift.start_break_time !== null && shift.end_break_time !== null) {
    const start = parseTimeOfDay(shift.start_break_time) ?? 0;
    const end = parseTimeOfDay(shift.end_break_time) ?? 0;
    const departureDay = startOfWibDay(departureAt);
    const departureMinute = Math.floor((departureAt - departureDay) / 60_000);
    if (end <= start) {
      issue(
        CODES.startBreakTimeGreaterThanEndBreakTime,
        'The break must end after it starts.',
        'options.fleet_shift_time.end_break_time',
      );
    } else if (endAt !== null && startOfWibDay(endAt) >= departureDay + DAY_MS) {
      issue(
        CODES.invalidBreakTime,
        'A break needs the end time on the departure day: the break must be in the same day.',
        'options.fleet_shift_time.start_break_time',
      );
    } else if (start < departureMinute || (endAt !== null && departureDay + end * 60_000 > endAt)) {
      issue(
        CODES.invalidBreakTime,
        'The break must lie between the departure and the end time of the same day.',
        'options.fleet_shift_time.start_break_time',
      );
    }
  }

  if (issues.length > 0) throw new RouteOptimizationRefusal(422, issues);
  if (!startAddress) throw new Error('unreachable: no start address without an issue');
  return { startAddress, orders, vehicles, departureAt, endAt };
}
