import { describe, expect, it } from 'vitest';
import {
  priorityActions,
  selectedIds,
  setPriorityOf,
  togglePriority,
  withSelection,
} from './selected-orders';

describe('selected orders and priority (docs/rules/route-optimization.md §2.1, §4)', () => {
  it('a new selection keeps the priority of orders already picked', () => {
    const selected = [
      { id: 1, priority: 'high' as const },
      { id: 2, priority: 'regular' as const },
    ];
    expect(withSelection(selected, [1, 3])).toEqual([
      { id: 1, priority: 'high' },
      { id: 3, priority: 'regular' },
    ]);
    expect(selectedIds(withSelection(selected, [3, 1]))).toEqual([3, 1]);
  });

  it('toggling priority flips high and regular, and picks an unpicked order as high', () => {
    const once = togglePriority([{ id: 1, priority: 'regular' }], 1);
    expect(once).toEqual([{ id: 1, priority: 'high' }]);
    expect(togglePriority(once, 1)).toEqual([{ id: 1, priority: 'regular' }]);
    expect(togglePriority(once, 2)).toEqual([
      { id: 1, priority: 'high' },
      { id: 2, priority: 'high' },
    ]);
  });

  it('sets or removes priority on the given orders only', () => {
    const selected = [
      { id: 1, priority: 'regular' as const },
      { id: 2, priority: 'regular' as const },
    ];
    expect(setPriorityOf(selected, [2], 'high')).toEqual([
      { id: 1, priority: 'regular' },
      { id: 2, priority: 'high' },
    ]);
  });

  it('offers Set priority when any lacks it and Remove priority when any has it; no delete', () => {
    expect(priorityActions([])).toEqual([]);
    expect(priorityActions([{ id: 1, priority: 'regular' }])).toEqual(['set-priority']);
    expect(priorityActions([{ id: 1, priority: 'high' }])).toEqual(['remove-priority']);
    expect(
      priorityActions([
        { id: 1, priority: 'high' },
        { id: 2, priority: 'regular' },
      ]),
    ).toEqual(['set-priority', 'remove-priority']);
  });
});
