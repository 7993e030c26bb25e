import type {
  ControlTowerBoard,
  ControlTowerException,
  ControlTowerLive,
  ControlTowerQueueState,
  ControlTowerTask,
} from '@armada/contracts/control-tower';

/** CT-14: a live message merged into the board: changed rows replace theirs, gone rows leave. */
export function applyBoardMessage(
  board: ControlTowerBoard,
  live: ControlTowerLive,
): ControlTowerBoard {
  if (live.tasks.length === 0 && live.removed_task_ids.length === 0) return board;
  const changed = new Map(live.tasks.map((task) => [task.id, task]));
  const removed = new Set(live.removed_task_ids);
  const tasks: ControlTowerTask[] = [];
  for (const task of board.tasks) {
    if (removed.has(task.id)) continue;
    const next = changed.get(task.id);
    changed.delete(task.id);
    tasks.push(next ?? task);
  }
  // A task new to the board (made since the page opened).
  for (const task of changed.values()) if (!removed.has(task.id)) tasks.push(task);
  return { ...board, tasks };
}

/** CT-9: the queue's order: most urgent first, then newest (acknowledged and all: newest). */
export function compareExceptions(state: ControlTowerQueueState) {
  return (a: ControlTowerException, b: ControlTowerException): number =>
    (state === 'OPEN' ? a.severity - b.severity : 0) ||
    Date.parse(b.opened_on) - Date.parse(a.opened_on) ||
    b.id - a.id;
}

/** Whether a queue view holds an exception (CT-9, CT-12). */
export function belongsTo(
  state: ControlTowerQueueState,
  exception: ControlTowerException,
): boolean {
  if (state === 'ALL') return true;
  return (exception.acknowledged_on === null) === (state === 'OPEN');
}

/**
 * CT-12, CT-14: exceptions from a live message (or an action's answer) merged into a queue
 * view: new ones take their place in its order, changed ones replace theirs, and those that no
 * longer belong (acknowledged, seen in the open view) leave it.
 */
export function applyQueueChanges(
  queue: readonly ControlTowerException[],
  changes: readonly ControlTowerException[],
  state: ControlTowerQueueState,
): ControlTowerException[] {
  if (changes.length === 0) return [...queue];
  const byId = new Map(changes.map((e) => [e.id, e]));
  const next = queue
    .filter((e) => !byId.has(e.id))
    .concat([...byId.values()].filter((e) => belongsTo(state, e)));
  return next.sort(compareExceptions(state));
}

export type GroupBy = 'group' | 'driver' | 'status' | 'none';
export type SortKey = 'number' | 'vehicle' | 'driver' | 'status' | 'progress' | 'delay' | 'eta';

const STATUS_ORDER = { STARTED: 0, PLANNED: 1, DONE: 2, CANCELLED: 3 } as const;

function sortValue(task: ControlTowerTask, key: SortKey): string | number {
  switch (key) {
    case 'number':
      return task.number;
    case 'vehicle':
      return task.vehicle.license_plate;
    case 'driver':
      return task.driver?.fullname ?? '';
    case 'status':
      return STATUS_ORDER[task.status];
    case 'progress': {
      const done = task.stops_delivered + task.stops_failed + task.stops_skipped;
      return task.stops_total === 0 ? 1 : done / task.stops_total;
    }
    case 'delay':
      return task.delay_min ?? Number.NEGATIVE_INFINITY;
    case 'eta':
      return task.next_stop?.eta_on ? Date.parse(task.next_stop.eta_on) : Number.POSITIVE_INFINITY;
  }
}

export interface TaskGroup {
  key: string;
  /** The group's name; null for tasks without one (no vehicle group, no driver). */
  label: string | null;
  tasks: ControlTowerTask[];
}

/** CT-10: the rows grouped and sorted (groups by name, rows by the key, then number). */
export function groupTasks(
  tasks: readonly ControlTowerTask[],
  groupBy: GroupBy,
  sort: { key: SortKey; direction: 1 | -1 },
): TaskGroup[] {
  const compare = (a: ControlTowerTask, b: ControlTowerTask): number => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, 'id', { numeric: true })
        : Number(x) - Number(y);
    return order * sort.direction || a.number.localeCompare(b.number, 'id', { numeric: true });
  };
  const groups = new Map<string, TaskGroup>();
  for (const task of tasks) {
    const [key, label] =
      groupBy === 'group'
        ? [String(task.vehicle.group?.id ?? ''), task.vehicle.group?.name ?? null]
        : groupBy === 'driver'
          ? [String(task.driver?.id ?? ''), task.driver?.fullname ?? null]
          : groupBy === 'status'
            ? [task.status, task.status]
            : ['', null];
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label, tasks: [] }));
    group.tasks.push(task);
  }
  const list = [...groups.values()];
  for (const group of list) group.tasks.sort(compare);
  return list.sort((a, b) =>
    groupBy === 'status'
      ? STATUS_ORDER[a.key as keyof typeof STATUS_ORDER] -
        STATUS_ORDER[b.key as keyof typeof STATUS_ORDER]
      : a.label === null
        ? 1
        : b.label === null
          ? -1
          : a.label.localeCompare(b.label, 'id'),
  );
}

/** Tasks still to run or running (the board's default view). */
export const isActive = (task: ControlTowerTask): boolean =>
  task.status === 'PLANNED' || task.status === 'STARTED';
