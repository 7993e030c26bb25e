import { describe, expect, it } from 'vitest';
import {
  FLEET_TASK_STATUSES,
  FLEET_TASK_STOP_STATUSES,
  canMoveStop,
  canMoveTask,
  isStopSettled,
  isTaskClosed,
  type FleetTaskStatus,
  type FleetTaskStopStatus,
} from './fleet-task';

/** Every (from, to) pair of the task table: FT-3. */
const TASK_ALLOWED: ReadonlySet<string> = new Set([
  'PLANNED>STARTED',
  'PLANNED>CANCELLED',
  'STARTED>DONE',
  'STARTED>CANCELLED',
]);

/** Every (from, to) pair of the stop table: FT-4. */
const STOP_ALLOWED: ReadonlySet<string> = new Set([
  'PENDING>EN_ROUTE',
  'PENDING>SKIPPED',
  'EN_ROUTE>ARRIVED',
  'EN_ROUTE>FAILED',
  'EN_ROUTE>SKIPPED',
  'ARRIVED>DELIVERED',
  'ARRIVED>FAILED',
]);

const pairs = <S extends string>(values: readonly S[]) =>
  values.flatMap((from) => values.map((to) => [from, to] as const));

describe('FT-3 task transitions', () => {
  it.each(pairs<FleetTaskStatus>(FLEET_TASK_STATUSES))('%s -> %s', (from, to) => {
    expect(canMoveTask(from, to)).toBe(TASK_ALLOWED.has(`${from}>${to}`));
  });

  it('DONE and CANCELLED are closed, the others are not', () => {
    expect(FLEET_TASK_STATUSES.filter(isTaskClosed)).toEqual(['DONE', 'CANCELLED']);
  });
});

describe('FT-4 stop transitions', () => {
  it.each(pairs<FleetTaskStopStatus>(FLEET_TASK_STOP_STATUSES))('%s -> %s', (from, to) => {
    expect(canMoveStop(from, to)).toBe(STOP_ALLOWED.has(`${from}>${to}`));
  });

  it('DELIVERED, FAILED and SKIPPED are settled', () => {
    expect(FLEET_TASK_STOP_STATUSES.filter(isStopSettled)).toEqual([
      'DELIVERED',
      'FAILED',
      'SKIPPED',
    ]);
  });
});
