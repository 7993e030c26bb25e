import { describe, expect, it } from 'vitest';
import type {
  ControlTowerBoard,
  ControlTowerException,
  ControlTowerTask,
} from '@armada/contracts/control-tower';
import { applyBoardMessage, applyQueueChanges, groupTasks } from './board-state';

function task(id: number, overrides: Partial<ControlTowerTask> = {}): ControlTowerTask {
  return {
    id,
    number: `FT/2611/${String(id).padStart(5, '0')}`,
    status: 'STARTED',
    vehicle: { id: 100 + id, license_plate: `B ${id} AA`, group: { id: 1, name: 'Jakarta' } },
    driver: { id: 200 + id, fullname: `Driver ${id}` },
    planned_start_on: '2026-11-20T08:00:00+07:00',
    stops_total: 4,
    stops_delivered: 1,
    stops_failed: 0,
    stops_skipped: 0,
    stops_arrived_with_window: 1,
    stops_on_time: 1,
    stops_late: 0,
    distance_m: 20_000,
    driven_m: 5_000,
    delay_min: 0,
    next_stop: null,
    updated_on: '2026-11-20T09:00:00+07:00',
    ...overrides,
  };
}

function exception(
  id: number,
  overrides: Partial<ControlTowerException> = {},
): ControlTowerException {
  return {
    id,
    kind: 'LATE_RISK',
    severity: 2,
    opened_on: `2026-11-20T09:${String(id).padStart(2, '0')}:00+07:00`,
    ended_on: null,
    updated_on: '2026-11-20T09:00:00+07:00',
    task: { id: 1, number: 'FT/2611/00001' },
    stop: null,
    vehicle: { id: 101, license_plate: 'B 1 AA' },
    driver: null,
    alert_id: null,
    detail: {},
    acknowledged_on: null,
    acknowledged_by: null,
    assignee: null,
    note: null,
    ...overrides,
  };
}

const board = (tasks: ControlTowerTask[]): ControlTowerBoard => ({
  day: '2026-11-20',
  at: '2026-11-20T09:00:00+07:00',
  tasks,
  vehicles: [],
  kpis: {
    on_time_share: null,
    stops_done: 0,
    stops_left: 0,
    stops_failed: 0,
    vehicles_on_task: 0,
    idle_on_task: 0,
    offline_on_task: 0,
  },
});

const live = { version: 1 as const, at: '2026-11-20T09:05:00+07:00' };

describe('the board and the queue follow the live messages (CT-14)', () => {
  it('replaces changed rows in place, adds new ones and drops removed ones', () => {
    const next = applyBoardMessage(board([task(1), task(2), task(3)]), {
      ...live,
      tasks: [task(2, { stops_delivered: 3 }), task(4)],
      removed_task_ids: [3],
      exceptions: [],
    });
    expect(next.tasks.map((t) => [t.id, t.stops_delivered])).toEqual([
      [1, 1],
      [2, 3],
      [4, 1],
    ]);
  });

  it('orders the open queue by urgency then newest, and drops what was acknowledged (CT-9, CT-12)', () => {
    const queue = [exception(1), exception(2)];
    const open = applyQueueChanges(
      queue,
      [exception(3, { kind: 'BREAKDOWN', severity: 1 }), exception(5)],
      'OPEN',
    );
    expect(open.map((e) => e.id)).toEqual([3, 5, 2, 1]);
    const acknowledged = exception(2, { acknowledged_on: '2026-11-20T09:10:00+07:00' });
    expect(applyQueueChanges(open, [acknowledged], 'OPEN').map((e) => e.id)).toEqual([3, 5, 1]);
    expect(applyQueueChanges([], [acknowledged], 'ACKNOWLEDGED').map((e) => e.id)).toEqual([2]);
  });
});

describe('grouping and sorting (CT-10)', () => {
  it('groups by driver, vehicle group or status and sorts inside each group', () => {
    const tasks = [
      task(1, { delay_min: 5 }),
      task(2, { delay_min: 20, vehicle: { id: 102, license_plate: 'B 2', group: null } }),
      task(3, { delay_min: -3, status: 'PLANNED' }),
    ];
    const byGroup = groupTasks(tasks, 'group', { key: 'delay', direction: -1 });
    expect(byGroup.map((g) => [g.label, g.tasks.map((t) => t.id)])).toEqual([
      ['Jakarta', [1, 3]],
      [null, [2]],
    ]);
    const byStatus = groupTasks(tasks, 'status', { key: 'number', direction: 1 });
    expect(byStatus.map((g) => g.key)).toEqual(['STARTED', 'PLANNED']);
    const flat = groupTasks(tasks, 'none', { key: 'delay', direction: 1 });
    expect(flat[0]?.tasks.map((t) => t.id)).toEqual([3, 1, 2]);
  });
});
