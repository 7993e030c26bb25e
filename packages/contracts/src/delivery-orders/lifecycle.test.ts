import { describe, expect, it } from 'vitest';
import { DELIVERY_ORDER_STATUSES, type DeliveryOrderStatusName } from '../shared/values';
import {
  DELIVERY_ORDER_TRANSITIONS,
  FINAL_DELIVERY_ORDER_STATUSES,
  allowedActions,
  canTransition,
} from './lifecycle';

type Pair = readonly [DeliveryOrderStatusName, DeliveryOrderStatusName];

/** Every allowed move, written out once more by hand (DLV-2 … DLV-6). */
const ALLOWED: readonly Pair[] = [
  ['DRAFT', 'CONFIRMED'],
  ['DRAFT', 'CANCELLED'],
  ['CONFIRMED', 'RESCHEDULED'],
  ['CONFIRMED', 'PLANNED'],
  ['CONFIRMED', 'ON_DELIVERY'],
  ['CONFIRMED', 'CANCELLED'],
  ['RESCHEDULED', 'RESCHEDULED'],
  ['RESCHEDULED', 'PLANNED'],
  ['RESCHEDULED', 'ON_DELIVERY'],
  ['RESCHEDULED', 'CANCELLED'],
  ['PLANNED', 'CONFIRMED'],
  ['PLANNED', 'RESCHEDULED'],
  ['PLANNED', 'ON_DELIVERY'],
  ['PLANNED', 'CANCELLED'],
  ['ON_DELIVERY', 'CONFIRMED'],
  ['ON_DELIVERY', 'RESCHEDULED'],
  ['ON_DELIVERY', 'PLANNED'],
  ['ON_DELIVERY', 'DELIVERED'],
  ['ON_DELIVERY', 'FAILED'],
  ['FAILED', 'RESCHEDULED'],
  ['FAILED', 'CANCELLED'],
];

const key = ([from, to]: Pair): string => `${from}->${to}`;
const allowed = new Set(ALLOWED.map(key));
const everyPair: Pair[] = DELIVERY_ORDER_STATUSES.flatMap((from) =>
  DELIVERY_ORDER_STATUSES.map((to) => [from, to] as const),
);

describe('delivery order lifecycle (DLV-1)', () => {
  it.each(everyPair.filter((pair) => allowed.has(key(pair))))('allows %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(everyPair.filter((pair) => !allowed.has(key(pair))))('refuses %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('declares a row for every status and no status outside the list', () => {
    expect(Object.keys(DELIVERY_ORDER_TRANSITIONS).sort()).toEqual(
      [...DELIVERY_ORDER_STATUSES].sort(),
    );
    for (const targets of Object.values(DELIVERY_ORDER_TRANSITIONS)) {
      for (const to of targets) expect(DELIVERY_ORDER_STATUSES).toContain(to);
    }
  });

  it('ends in DELIVERED and CANCELLED only (DLV-6)', () => {
    expect([...FINAL_DELIVERY_ORDER_STATUSES].sort()).toEqual(['CANCELLED', 'DELIVERED']);
  });
});

describe('allowed actions per status (DLV-7 … DLV-10)', () => {
  it.each([
    ['DRAFT', ['edit', 'confirm', 'cancel']],
    ['CONFIRMED', ['edit', 'reschedule', 'cancel']],
    ['RESCHEDULED', ['edit', 'reschedule', 'cancel']],
    ['PLANNED', ['cancel']],
    ['ON_DELIVERY', []],
    ['FAILED', ['reschedule', 'cancel']],
    ['DELIVERED', []],
    ['CANCELLED', []],
  ] as const)('%s: %j', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });
});
