import { describe, expect, it } from 'vitest';
import {
  detailRunActions,
  isRunActive,
  listRunActions,
  rollbackKind,
  statusTone,
} from './run-status';

describe('run actions by status', () => {
  it.each([
    ['QUEUED', 1, ['cancel']],
    ['SOLVING', 1, ['cancel']],
    ['SOLVED', 1, ['re-optimize', 'create-fleet-task']],
    ['SOLVED', 2, ['re-optimize', 'create-fleet-task', 'rollback']],
    ['FAILED', 0, ['rerun', 're-optimize']],
    ['CANCELLED', 0, ['rerun', 're-optimize']],
    ['FLEET_TASK_CREATED', 1, ['rollback']],
    ['ROLLED_BACK', 1, ['re-optimize', 'create-fleet-task']],
  ] as const)('the list offers a %s run at version %i: %o', (status, version, expected) => {
    expect(listRunActions({ status, version })).toEqual(expected);
  });

  it('offers moving a stop and rollback of a plan only on the detail, from its previous version', () => {
    expect(detailRunActions('SOLVED', null)).toEqual([
      're-optimize',
      'create-fleet-task',
      'move-point',
    ]);
    expect(detailRunActions('SOLVED', 1)).toContain('rollback');
    expect(detailRunActions('FLEET_TASK_CREATED', null)).toEqual(['rollback']);
  });

  it('rolls back fleet tasks of FLEET_TASK_CREATED and the plan of SOLVED', () => {
    expect(rollbackKind('FLEET_TASK_CREATED')).toBe('tasks');
    expect(rollbackKind('SOLVED')).toBe('plan');
  });

  it('colours success, trouble and work in progress apart', () => {
    expect(statusTone('SOLVED')).toBe('success');
    expect(statusTone('FAILED')).toBe('danger');
    expect(statusTone('SOLVING')).toBe('progress');
    expect(statusTone('ROLLED_BACK')).toBe('warning');
    expect(statusTone('FLEET_TASK_CREATED')).toBe('done');
    expect(statusTone('CANCELLED')).toBe('neutral');
    expect(isRunActive('QUEUED')).toBe(true);
    expect(isRunActive('SOLVED')).toBe(false);
  });
});
