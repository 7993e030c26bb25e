import type { Objective, Order, Problem, Vehicle } from './types';

/**
 * Reads a Solomon / Gehring–Homberger instance: a name line, VEHICLE (NUMBER, CAPACITY), then
 * CUSTOMER rows `no x y demand ready due service`, row 0 being the depot. Euclidean travel at
 * unit speed in double precision, every customer a high-priority order.
 */
export function parseSolomon(
  text: string,
  options: { objective?: Objective } = {},
): { name: string; problem: Problem } {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const line = (i: number): string => lines[i] ?? '';
  const fail = (message: string): never => {
    throw new Error(`not a Solomon instance: ${message}`);
  };
  const name = lines.find((l) => l !== '') ?? fail('the file is empty');
  const vi = lines.findIndex((l) => /^VEHICLE$/i.test(l));
  if (vi < 0) fail('no VEHICLE section');
  let fleet = NaN;
  let capacity = NaN;
  for (let i = vi + 1; i < lines.length; i++) {
    const parts = line(i).split(/\s+/);
    if (parts.length === 2 && parts.every((p) => /^\d+(\.\d+)?$/.test(p))) {
      fleet = Number(parts[0]);
      capacity = Number(parts[1]);
      break;
    }
    if (/^CUSTOMER$/i.test(line(i))) break;
  }
  if (!(fleet > 0) || !(capacity >= 0)) fail('VEHICLE section without NUMBER and CAPACITY');
  const ci = lines.findIndex((l) => /^CUSTOMER$/i.test(l));
  if (ci < 0) fail('no CUSTOMER section');
  type Row = [number, number, number, number, number, number, number];
  const rows: Row[] = [];
  for (let i = ci + 1; i < lines.length; i++) {
    const l = line(i);
    if (l === '' || /^[A-Za-z]/.test(l)) continue;
    const parts = l.split(/\s+/).map(Number);
    if (parts.length !== 7 || parts.some((p) => !Number.isFinite(p)))
      fail(`line ${i + 1} is not 7 numbers: "${l}"`);
    rows.push(parts as Row);
  }
  const depot = rows[0] ?? fail('no depot row');
  if (depot[0] !== 0) fail('the first customer row must be node 0, the depot');
  const orders: Order[] = rows.slice(1).map((r) => ({
    id: String(r[0]),
    point: { x: r[1], y: r[2] },
    timeWindow: { start: r[4], end: r[5] },
    serviceTime: r[6],
    weight: r[3],
    volume: 0,
    priority: 'high',
  }));
  const vehicles: Vehicle[] = Array.from({ length: fleet }, (_, k) => ({
    id: String(k + 1),
    capacityWeight: capacity,
    shiftStart: depot[4],
    shiftEnd: depot[5],
  }));
  return {
    name,
    problem: {
      depot: { x: depot[1], y: depot[2] },
      orders,
      vehicles,
      travel: { kind: 'euclidean' },
      objective: options.objective ?? 'distance',
      roundTrip: true,
      serviceTimePerOrder: true,
      groupOrders: false,
    },
  };
}
