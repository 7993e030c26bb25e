// The checker's own reading of a Solomon / Gehring–Homberger instance. It deliberately shares no
// code with the solver's `parseSolomon`: a bug in one reading then shows up as a disagreement
// instead of being confirmed by the same mistake twice.

/** One node row: number 0 is the depot, the others are customers. */
export interface SolomonNode {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly demand: number;
  readonly ready: number;
  readonly due: number;
  readonly service: number;
}

export interface SolomonInstance {
  readonly name: string;
  /** The file's NUMBER: the fleet size a solution may use at most. */
  readonly vehicles: number;
  readonly capacity: number;
  readonly depot: SolomonNode;
  /** Customers by their own number (index 0 unused, it is the depot's). */
  readonly customers: ReadonlyMap<number, SolomonNode>;
}

export class InstanceFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InstanceFormatError';
  }
}

function numbersOf(line: string): number[] | null {
  const tokens = line.trim().split(/\s+/);
  const values = tokens.map(Number);
  return tokens.length > 0 && tokens[0] !== '' && values.every(Number.isFinite) ? values : null;
}

/** Reads the text; throws InstanceFormatError naming the line for anything malformed. */
export function readSolomonInstance(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/);
  const name = lines.find((line) => line.trim() !== '')?.trim();
  if (name === undefined) throw new InstanceFormatError('empty instance file');

  const vehicleAt = lines.findIndex((line) => line.trim().toUpperCase() === 'VEHICLE');
  if (vehicleAt < 0) throw new InstanceFormatError('no VEHICLE section');
  let fleetLine = -1;
  for (let i = vehicleAt + 1; i < lines.length; i += 1) {
    if (numbersOf(lines[i] ?? '') !== null) {
      fleetLine = i;
      break;
    }
  }
  const fleet = fleetLine >= 0 ? numbersOf(lines[fleetLine] ?? '') : null;
  if (fleet === null || fleet.length !== 2) {
    throw new InstanceFormatError('VEHICLE section: expected a line "NUMBER CAPACITY"');
  }
  const [vehicles = 0, capacity = 0] = fleet;
  if (!Number.isInteger(vehicles) || vehicles < 1) {
    throw new InstanceFormatError(
      `line ${fleetLine + 1}: vehicle NUMBER must be a positive integer`,
    );
  }
  if (capacity <= 0) {
    throw new InstanceFormatError(`line ${fleetLine + 1}: CAPACITY must be positive`);
  }

  const customerAt = lines.findIndex(
    (line, i) => i > fleetLine && line.trim().toUpperCase() === 'CUSTOMER',
  );
  if (customerAt < 0) throw new InstanceFormatError('no CUSTOMER section');
  const nodes: SolomonNode[] = [];
  for (let i = customerAt + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const values = numbersOf(line);
    // The column header line (CUST NO. XCOORD. ...) is the only text allowed before the rows.
    if (values === null && nodes.length === 0) continue;
    if (values === null || values.length !== 7) {
      throw new InstanceFormatError(`line ${i + 1}: expected 7 numbers, got "${line.trim()}"`);
    }
    const [id = 0, x = 0, y = 0, demand = 0, ready = 0, due = 0, service = 0] = values;
    if (!Number.isInteger(id) || id < 0) {
      throw new InstanceFormatError(`line ${i + 1}: node number must be a non-negative integer`);
    }
    if (demand < 0 || service < 0) {
      throw new InstanceFormatError(`line ${i + 1}: negative demand or service time`);
    }
    if (due < ready) throw new InstanceFormatError(`line ${i + 1}: due date before ready time`);
    nodes.push({ id, x, y, demand, ready, due, service });
  }
  const [depot, ...rest] = nodes;
  if (depot === undefined || depot.id !== 0) {
    throw new InstanceFormatError('the first CUSTOMER row must be node 0, the depot');
  }
  if (rest.length === 0) throw new InstanceFormatError('no customers');
  const customers = new Map<number, SolomonNode>();
  for (const node of rest) {
    if (node.id === 0 || customers.has(node.id)) {
      throw new InstanceFormatError(`node number ${node.id} appears twice`);
    }
    customers.set(node.id, node);
  }
  return { name, vehicles, capacity, depot, customers };
}
