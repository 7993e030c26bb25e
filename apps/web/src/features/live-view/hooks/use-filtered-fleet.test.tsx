import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { makeDirectoryVehicle } from '@/testing/factories';
import { fakePositionsFeed, testPosition } from '@/testing/positions-feed';
import { searchKeys, type FleetFilter } from '../utils/fleet-filter';
import { useFilteredFleet } from './use-filtered-fleet';

const vehicle = makeDirectoryVehicle;

const directory = [vehicle(1), vehicle(2), vehicle(3)];
const keys = searchKeys(directory);
const moving: FleetFilter = { search: '', status: 'moving', groupId: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('useFilteredFleet (ADR 0058)', () => {
  it('renders what batches changed in a task after them, once for all that came before it', () => {
    vi.useFakeTimers();
    const { feed, send } = fakePositionsFeed([
      testPosition(1, 'moving'),
      testPosition(2, 'idle'),
      testPosition(3, 'parked'),
    ]);
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders++;
      return useFilteredFleet(feed, directory, keys, moving);
    });
    expect(result.current.vehicles.map((v) => v.id)).toEqual([1]);
    const before = renders;

    // Two batches in the socket's tasks: no render in them (the batch's own work stays short).
    act(() => {
      send('batch', [testPosition(2, 'moving')]);
      send('batch', [testPosition(1, 'idle')]);
    });
    expect(renders).toBe(before);
    expect(result.current.vehicles.map((v) => v.id)).toEqual([1]);

    // Then one render with both.
    act(() => {
      vi.runAllTimers();
    });
    expect(renders).toBe(before + 1);
    expect(result.current.vehicles.map((v) => v.id)).toEqual([2]);
    expect(result.current.counts).toEqual({ moving: 1, idle: 1, parked: 1, offline: 0 });

    // A batch that changes nothing the list shows asks for no render; unmounting drops a
    // pending one.
    act(() => {
      send('batch', [testPosition(3, 'parked')]);
      vi.runAllTimers();
    });
    expect(renders).toBe(before + 1);
    act(() => {
      send('batch', [testPosition(3, 'moving')]);
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
