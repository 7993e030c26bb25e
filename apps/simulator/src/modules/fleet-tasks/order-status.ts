/**
 * FT-9: the one way this module changes a delivery order's status. The delivery-order module
 * owns the statuses and their rules; this module only says what happened to the order on its
 * task. `module.ts` wires the sink; until the delivery-order transition method is connected it
 * is `loggingOrderStatusSink`, which records and changes nothing.
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
