import { describe, expect, it } from 'vitest';
import {
  DELIVERY_REQUEST_STATUSES,
  FINAL_DELIVERY_REQUEST_STATUSES,
  allowedRequestActions,
  canTransitionRequest,
  type DeliveryRequestStatusName,
} from './lifecycle';

type Pair = readonly [DeliveryRequestStatusName, DeliveryRequestStatusName];

/** Every allowed move, written out once more by hand (DREQ-2). */
const ALLOWED: readonly Pair[] = [
  ['PENDING', 'APPROVED'],
  ['PENDING', 'REJECTED'],
  ['PENDING', 'CANCELLED'],
];

const key = ([from, to]: Pair): string => `${from}->${to}`;
const allowed = new Set(ALLOWED.map(key));
const everyPair: Pair[] = DELIVERY_REQUEST_STATUSES.flatMap((from) =>
  DELIVERY_REQUEST_STATUSES.map((to) => [from, to] as const),
);

describe('delivery request lifecycle (DREQ-1 … DREQ-4)', () => {
  it.each(ALLOWED.map((pair) => [key(pair), pair] as const))('allows %s', (_name, [from, to]) => {
    expect(canTransitionRequest(from, to)).toBe(true);
  });

  it.each(
    everyPair.filter((pair) => !allowed.has(key(pair))).map((pair) => [key(pair), pair] as const),
  )('refuses %s', (_name, [from, to]) => {
    expect(canTransitionRequest(from, to)).toBe(false);
  });

  it('has three final statuses (DREQ-4)', () => {
    expect(FINAL_DELIVERY_REQUEST_STATUSES).toEqual(['APPROVED', 'REJECTED', 'CANCELLED']);
  });

  it('offers approve, reject and cancel on a pending request only (DREQ-3)', () => {
    expect(allowedRequestActions('PENDING')).toEqual(['approve', 'reject', 'cancel']);
    for (const status of FINAL_DELIVERY_REQUEST_STATUSES) {
      expect(allowedRequestActions(status)).toEqual([]);
    }
  });
});
