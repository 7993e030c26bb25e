import type { DeliveryOrderItem, DeliveryTimeWindow } from '@armada/contracts/delivery-orders';
import { ServiceError } from '../../services/service-error';

/**
 * The checks that delivery orders, delivery requests and recurring deliveries share beyond
 * their schemas (DLV-20), and the load a list of goods lines adds up to.
 */

/** A real calendar day: the `YYYY-MM-DD` pattern alone lets 2026-02-31 through. */
export function checkDay(day: string | null | undefined, field: string): void {
  if (day === null || day === undefined) return;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw ServiceError.invalidField(field, `${field} ${day} is not a calendar day.`);
  }
}

/** A delivery window starts before it ends. */
export function checkWindow(window: DeliveryTimeWindow | null | undefined, field: string): void {
  if (window && window.start >= window.end) {
    throw ServiceError.invalidField(
      field,
      `${field}: the start ${window.start} is not before the end.`,
    );
  }
}

/** The goods lines' total weight (kg) or volume (m³), to the gram or litre. */
export function sumOf(items: readonly DeliveryOrderItem[], key: 'weight' | 'volume'): number {
  return Math.round(items.reduce((sum, item) => sum + item[key], 0) * 1000) / 1000;
}
