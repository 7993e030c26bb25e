// `pnpm bench:live-codec`: what the live channel's position batches (contracts
// live-positions.ts) cost: JSON size, and the time to encode one tick on the server and to parse,
// decode and apply it on the client, for 1,000, 5,000, 10,000 and 50,000 vehicles (median of 30 rounds
// after 10 to warm up). Issue 7's target: a few ms per batch for 5,000 vehicles in the browser;
// this measures the codec in Node on this machine, the browser bench (bench:live) comes with the
// live view. The binary frames of ADR 0058 (live-positions-binary.ts) are measured beside the
// JSON batches: encode, and read + check + apply on the client. A bench prints numbers: it exits 0 whatever they are. `--smoke`: 100 vehicles,
// 2 measured rounds (npm test's bench:smoke step).
import {
  PositionStore,
  decodePositionsBinary,
  encodePositions,
  encodePositionsBinary,
  positionAt,
  type LivePosition,
} from '@armada/contracts/live';
import { syntheticFleet } from '../../apps/simulator/src/testing/live-positions';
import { printFigures, sized, type FigureRow } from './figures';

const T = Date.parse('2026-11-14T10:00:00+07:00');
const fleet = (size: number, tick: number): LivePosition[] =>
  syntheticFleet(size, tick, (i) => T + tick * 1000 - (i % 20) * 1000);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const WARM_ROUNDS = 10;
const MEASURED_ROUNDS = sized(30, 2);
const rows: string[][] = [];
const figures: FigureRow[] = [];
for (const size of sized([1_000, 5_000, 10_000, 50_000], [100])) {
  const encodeMs: number[] = [];
  const clientMs: number[] = [];
  const binaryEncodeMs: number[] = [];
  const binaryClientMs: number[] = [];
  let bytes = 0;
  let binaryBytes = 0;
  const store = new PositionStore();
  const binaryStore = new PositionStore();
  binaryStore.applyWith('snapshot', 0, T, () => undefined);
  store.apply({ type: 'positions_snapshot', seq: 0, payload: encodePositions(T, fleet(size, 0)) });
  for (let round = 1; round <= WARM_ROUNDS + MEASURED_ROUNDS; round++) {
    const positions = fleet(size, round);
    let json = '';
    const encode = time(() => {
      json = JSON.stringify(encodePositions(T + round * 1000, positions));
    });
    bytes = json.length;
    const client = time(() => {
      const payload: unknown = JSON.parse(json);
      const outcome = store.apply({
        type: 'positions_batch',
        seq: round,
        payload: payload as never,
      });
      if (outcome !== 'applied') throw new Error(`round ${round}: ${outcome}`);
    });
    let frame: Uint8Array = new Uint8Array(0);
    const binaryEncode = time(() => {
      frame = encodePositionsBinary('batch', round, T + round * 1000, positions);
    });
    binaryBytes = frame.byteLength;
    const received = frame.slice().buffer;
    const binaryClient = time(() => {
      const decoded = decodePositionsBinary(received);
      if (!decoded.ok) throw new Error(`round ${round}: ${decoded.problem}`);
      const columns = decoded.value;
      const outcome = binaryStore.applyWith('batch', columns.seq, columns.t, (vehicles) => {
        for (let i = 0; i < columns.ids.length; i++)
          vehicles.set(columns.ids[i] as number, positionAt(columns, i));
      });
      if (outcome !== 'applied') throw new Error(`round ${round}: ${outcome}`);
    });
    if (round > WARM_ROUNDS) {
      encodeMs.push(encode);
      clientMs.push(client);
      binaryEncodeMs.push(binaryEncode);
      binaryClientMs.push(binaryClient);
    }
  }
  figures.push({
    name: 'positions batch',
    vehicles: size,
    batchKb: bytes / 1024,
    encodeMs: median(encodeMs),
    clientMs: median(clientMs),
    worstClientMs: Math.max(...clientMs),
  });
  figures.push({
    name: 'binary frame',
    vehicles: size,
    batchKb: binaryBytes / 1024,
    encodeMs: median(binaryEncodeMs),
    clientMs: median(binaryClientMs),
    worstClientMs: Math.max(...binaryClientMs),
  });
  rows.push([
    size.toLocaleString('en'),
    'JSON',
    (bytes / 1024).toFixed(1),
    median(encodeMs).toFixed(2),
    median(clientMs).toFixed(2),
    Math.max(...clientMs).toFixed(2),
  ]);
  rows.push([
    '',
    'binary',
    (binaryBytes / 1024).toFixed(1),
    median(binaryEncodeMs).toFixed(2),
    median(binaryClientMs).toFixed(2),
    Math.max(...binaryClientMs).toFixed(2),
  ]);
}

const header = ['vehicles', 'format', 'batch KB', 'encode ms', 'parse+decode+apply ms', 'worst ms'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
process.stdout.write(
  `Position batches, every vehicle changed (the worst tick); Node ${process.version}\n`,
);
process.stdout.write(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
for (const row of rows) process.stdout.write(`${line(row)}\n`);
printFigures('live-codec', figures);
