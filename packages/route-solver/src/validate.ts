import type { Problem, TimedTravel, ValidationIssue } from './types';

const OBJECTIVES = new Set(['distance', 'duration', 'vehicles']);
const PRIORITIES = new Set(['high', 'regular']);

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Every bad field of the problem, one issue each; empty when the solver accepts it. */
export function validateProblem(problem: Problem): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const bad = (path: string, message: string): void => {
    issues.push({ path, message });
  };
  const nonNegative = (path: string, value: unknown, what: string): void => {
    if (!finite(value)) bad(path, `${what} must be a finite number`);
    else if (value < 0) bad(path, `${what} must not be negative (got ${value})`);
  };
  const haversine = problem.travel?.kind === 'haversine';
  const point = (path: string, p: { x: unknown; y: unknown } | undefined): void => {
    if (!p || typeof p !== 'object') {
      bad(path, 'a point {x, y} is required');
      return;
    }
    if (!finite(p.x)) bad(`${path}.x`, 'coordinate must be a finite number');
    else if (haversine && Math.abs(p.x) > 180) bad(`${path}.x`, 'longitude must be in [-180, 180]');
    if (!finite(p.y)) bad(`${path}.y`, 'coordinate must be a finite number');
    else if (haversine && Math.abs(p.y) > 90) bad(`${path}.y`, 'latitude must be in [-90, 90]');
  };

  point('depot', problem.depot);
  if (!OBJECTIVES.has(problem.objective)) {
    bad(
      'objective',
      `objective must be distance, duration or vehicles (got ${String(problem.objective)})`,
    );
  }
  const orders = Array.isArray(problem.orders) ? problem.orders : [];
  if (!Array.isArray(problem.orders)) bad('orders', 'orders must be an array');
  const vehicles = Array.isArray(problem.vehicles) ? problem.vehicles : [];
  if (vehicles.length === 0) bad('vehicles', 'at least one vehicle is needed');

  const travel = problem.travel;
  if (!travel || typeof travel !== 'object') bad('travel', 'a travel model is required');
  else if (travel.kind === 'euclidean') {
    if (travel.speed !== undefined && !(finite(travel.speed) && travel.speed > 0))
      bad('travel.speed', 'speed must be a positive finite number');
  } else if (travel.kind === 'haversine') {
    if (!(finite(travel.detourFactor) && travel.detourFactor > 0))
      bad('travel.detourFactor', 'detour factor must be a positive finite number');
    if (!(finite(travel.speedMetresPerSecond) && travel.speedMetresPerSecond > 0))
      bad('travel.speedMetresPerSecond', 'speed must be a positive finite number');
  } else if (travel.kind === 'matrix') {
    const size = orders.length + 1;
    if (travel.size !== size)
      bad('travel.size', `matrix size must be orders + 1 = ${size} (depot first)`);
    for (const name of ['distance', 'duration'] as const) {
      const mat = travel[name];
      const side = Number.isInteger(travel.size) && travel.size > 0 ? travel.size : size;
      if (!(mat instanceof Float64Array) || mat.length !== side * side) {
        bad(`travel.${name}`, `must be a Float64Array of size x size = ${side * side} entries`);
        continue;
      }
      // A plain loop: a 2,001-point matrix has four million entries per array.
      for (let at = 0; at < mat.length; at++) {
        if (!((mat[at] ?? NaN) >= 0)) {
          bad(`travel.${name}[${at}]`, 'entries must be non-negative numbers');
          break;
        }
      }
    }
  } else if (travel.kind === 'timed') {
    const size = orders.length + 1;
    if (travel.size !== size)
      bad('travel.size', `matrix size must be orders + 1 = ${size} (depot first)`);
    const mats: TimedTravel['matrices'] = Array.isArray(travel.matrices) ? travel.matrices : [];
    if (mats.length === 0) bad('travel.matrices', 'at least one matrix is needed');
    mats.forEach((mat, b) => {
      for (const name of ['distance', 'duration'] as const) {
        const arr = mat[name];
        if (!(arr instanceof Float64Array) || arr.length !== size * size) {
          bad(`travel.matrices[${b}].${name}`, `must be a Float64Array of ${size * size} entries`);
          continue;
        }
        for (let at = 0; at < arr.length; at++) {
          if (!((arr[at] ?? NaN) >= 0)) {
            bad(`travel.matrices[${b}].${name}[${at}]`, 'entries must be non-negative numbers');
            break;
          }
        }
      }
    });
    const bands: TimedTravel['vehicles'] = Array.isArray(travel.vehicles) ? travel.vehicles : [];
    if (bands.length !== vehicles.length)
      bad('travel.vehicles', `one entry per vehicle is needed (${vehicles.length})`);
    bands.forEach((v, k) => {
      const p = `travel.vehicles[${k}]`;
      if (v.start.length === 0 || v.start.length !== v.matrix.length)
        bad(p, 'start and matrix must be non-empty and of one length');
      v.start.forEach((t, i) => {
        if (!finite(t) || (i > 0 && t <= (v.start[i - 1] ?? -Infinity)))
          bad(`${p}.start[${i}]`, 'band starts must be finite and ascending');
      });
      v.matrix.forEach((m, i) => {
        if (!Number.isInteger(m) || m < 0 || m >= mats.length)
          bad(`${p}.matrix[${i}]`, `must index travel.matrices (0..${mats.length - 1})`);
      });
    });
  } else bad('travel.kind', 'travel kind must be euclidean, haversine, matrix or timed');

  const ids = new Set<string>();
  orders.forEach((o, i) => {
    const p = `orders[${i}]`;
    if (typeof o.id !== 'string' || o.id === '') bad(`${p}.id`, 'id must be a non-empty string');
    else if (ids.has(o.id)) bad(`${p}.id`, `duplicate order id ${o.id}`);
    else ids.add(o.id);
    point(`${p}.point`, o.point);
    nonNegative(`${p}.serviceTime`, o.serviceTime, 'service time');
    nonNegative(`${p}.weight`, o.weight, 'weight (demand)');
    nonNegative(`${p}.volume`, o.volume, 'volume (demand)');
    if (!PRIORITIES.has(o.priority)) bad(`${p}.priority`, 'priority must be high or regular');
    const tw = o.timeWindow;
    if (tw !== undefined) {
      if (!finite(tw.start)) bad(`${p}.timeWindow.start`, 'window start must be a finite number');
      if (!finite(tw.end)) bad(`${p}.timeWindow.end`, 'window end must be a finite number');
      else if (finite(tw.start) && tw.end < tw.start)
        bad(`${p}.timeWindow.end`, `window end ${tw.end} is before its start ${tw.start}`);
    }
  });

  vehicles.forEach((v, k) => {
    const p = `vehicles[${k}]`;
    if (v.capacityWeight !== undefined)
      nonNegative(`${p}.capacityWeight`, v.capacityWeight, 'capacity');
    if (v.capacityVolume !== undefined)
      nonNegative(`${p}.capacityVolume`, v.capacityVolume, 'capacity');
    if (!finite(v.shiftStart)) bad(`${p}.shiftStart`, 'shift start must be a finite number');
    if (!finite(v.shiftEnd)) bad(`${p}.shiftEnd`, 'shift end must be a finite number');
    else if (finite(v.shiftStart) && v.shiftEnd < v.shiftStart)
      bad(`${p}.shiftEnd`, `shift end ${v.shiftEnd} is before its start ${v.shiftStart}`);
    const b = v.break;
    if (b !== undefined) {
      if (!finite(b.earliestStart)) bad(`${p}.break.earliestStart`, 'must be a finite number');
      if (!finite(b.latestStart)) bad(`${p}.break.latestStart`, 'must be a finite number');
      else if (finite(b.earliestStart) && b.latestStart < b.earliestStart)
        bad(`${p}.break.latestStart`, 'latest start is before the earliest start');
      nonNegative(`${p}.break.duration`, b.duration, 'break duration');
    }
  });
  return issues;
}
