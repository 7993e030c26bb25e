/**
 * FT-9: the one way this module changes a delivery order's status. The delivery-order module
 * owns the statuses and their rules; this module only says what happened to the order on its
 * task. `module.ts` wires `deliveryOrderSink` (the delivery orders' own transition, DLV-14);
 * `loggingOrderStatusSink` records and changes nothing (tests).
 */
export type FleetTaskOrderStatus = 'PLANNED' | 'ON_DELIVERY' | 'DELIVERED' | 'FAILED' | 'CONFIRMED';

export interface OrderStatusChange {
  /** Who caused it: a user's name, or `system` for the moving fleet. */
  actor: string;
  /** Epoch ms. */
  at: number;
  reason?: string;
  runId?: number;
  fleetTaskId?: number;
  /** DLV-40: the vehicle carrying the order. */
  vehicleId?: number;
}

export interface OrderStatusSink {
  transition(
    companyId: number,
    orderId: number,
    to: FleetTaskOrderStatus,
    change: OrderStatusChange,
  ): Promise<void>;
}

export interface RecordedOrderStatus extends OrderStatusChange {
  companyId: number;
  orderId: number;
  to: FleetTaskOrderStatus;
}

/** A sink that keeps the last changes (tests, diagnostics) and tells `log` about each one. */
export function loggingOrderStatusSink(
  log: (message: string) => void = () => undefined,
  keep = 500,
): OrderStatusSink & { readonly changes: readonly RecordedOrderStatus[] } {
  const changes: RecordedOrderStatus[] = [];
  return {
    changes,
    transition(companyId, orderId, to, change) {
      changes.push({ companyId, orderId, to, ...change });
      if (changes.length > keep) changes.splice(0, changes.length - keep);
      log(`fleet task ${change.fleetTaskId ?? '-'}: order ${orderId} -> ${to}`);
      return Promise.resolve();
    },
  };
}

/** The part of the delivery orders' service this module uses (DLV-14). */
export interface DeliveryOrderMoves {
  transition(
    companyId: number,
    orderId: number,
    to: FleetTaskOrderStatus,
    change: {
      actor: string;
      at: Date;
      reason?: string;
      runId?: number;
      fleetTaskId?: number;
      vehicleId?: number;
    },
  ): Promise<void>;
}

/** What a refused move looks like: the service's 404 (order gone) or 409 (lifecycle says no). */
function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 409;
}

/**
 * FT-9: moves the orders through the delivery orders' lifecycle. An order the lifecycle no
 * longer lets move (cancelled by a dispatcher meanwhile, delivered on another task, deleted) is
 * left as it is and told to `onRefused`: the task goes on, and the order keeps its own truth.
 */
export function deliveryOrderSink(
  orders: DeliveryOrderMoves,
  onRefused: (message: string) => void = () => undefined,
): OrderStatusSink {
  return {
    async transition(companyId, orderId, to, change) {
      try {
        await orders.transition(companyId, orderId, to, { ...change, at: new Date(change.at) });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        onRefused(
          `fleet task ${change.fleetTaskId ?? '-'}: order ${orderId} stays as it is (not -> ${to}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
