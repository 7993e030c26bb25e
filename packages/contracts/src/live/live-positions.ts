import Type, { type Static } from 'typebox';
import { schemaCheck } from '../shared/schema-check';
import {
  POSITION_LIMITS,
  VEHICLE_LIVE_STATUSES,
  type LivePosition,
  type VehicleLiveStatus,
} from './live-position-values';

// Declared apart, with no TypeBox: the binary codec and the live map's worker load without it.
export { POSITION_LIMITS, VEHICLE_LIVE_STATUSES, type LivePosition, type VehicleLiveStatus };

/**
 * Vehicle positions on the live channel (issue 7): the part of the live-channel protocol
 * (live-channel.ts) that carries the moving fleet. Not served yet: the simulator's tick engine
 * and the gateway wire it in next; this module fixes the shapes and the codec both sides share.
 *
 * Client -> server
 *   { type: 'positions_subscribe', payload: { vehicleIds?, format? } }
 *       start (or restart) the company's positions, all vehicles or only these; answered with a
 *       snapshot, then one batch per tick; `format: 'binary'` has them sent as binary frames
 *       (live-positions-binary.ts, the live view at 50,000 vehicles), JSON otherwise
 *   { type: 'positions_unsubscribe' }
 *
 * Server -> client
 *   { type: 'positions_snapshot', seq, payload: PositionBatch }   every subscribed vehicle
 *   { type: 'positions_batch', seq, payload: PositionBatch }      what changed in one tick
 *
 * `seq` counts ticks for the connection: a batch carries the snapshot's seq plus one per tick.
 * A client that sees a gap (a dropped frame, a reconnect) subscribes again and gets a fresh
 * snapshot instead of guessing (`PositionStore.apply` answers 'resync').
 *
 * A batch is columnar so 5,000 vehicles stay small and quick to read: one array per field, the
 * same length, vehicles in ascending id order. `v` is the layout's version (1).
 * A vehicle left out of a batch did not change; its device, unless offline, reported at `t`.
 *   ids  the first id, then each id's difference from the previous one (so mostly 1s)
 *   lat, lng  degrees x 100,000, rounded (about 1 m)
 *   hdg  heading in whole degrees, 0 = north, clockwise; spd  km/h, whole
 *   st   index into VEHICLE_LIVE_STATUSES; age  seconds from the device's last report to `t`
 *   gone ids (plain, ascending) that left the subscription (a vehicle removed or filtered out)
 */

/**
 * The version of the batch layout below, carried by every batch as `v`. A change of layout
 * takes a new version; a client refuses a batch of a version it does not read.
 */
export const POSITIONS_PROTOCOL_VERSION = 1;

const column = (item: ReturnType<typeof Type.Integer>) =>
  Type.Array(item, { maxItems: POSITION_LIMITS.maxVehicles });
const DEGREES = POSITION_LIMITS.coordinateScale;

export const PositionBatchSchema = Type.Object(
  {
    /** POSITIONS_PROTOCOL_VERSION. */
    v: Type.Literal(POSITIONS_PROTOCOL_VERSION),
    /** The tick's simulated time, epoch milliseconds. */
    t: Type.Integer({ minimum: 0 }),
    /** The first id, then differences: at least 1, so ids are positive and ascending. */
    ids: column(Type.Integer({ minimum: 1 })),
    lat: column(Type.Integer({ minimum: -90 * DEGREES, maximum: 90 * DEGREES })),
    lng: column(Type.Integer({ minimum: -180 * DEGREES, maximum: 180 * DEGREES })),
    hdg: column(Type.Integer({ minimum: 0, maximum: 359 })),
    spd: column(Type.Integer({ minimum: 0, maximum: POSITION_LIMITS.maxSpeedKmh })),
    st: column(Type.Integer({ minimum: 0, maximum: VEHICLE_LIVE_STATUSES.length - 1 })),
    age: column(Type.Integer({ minimum: 0 })),
    gone: Type.Optional(column(Type.Integer({ minimum: 1 }))),
  },
  { $id: 'PositionBatch', additionalProperties: false },
);
export type PositionBatch = Static<typeof PositionBatchSchema>;

export const PositionsSubscribeMessageSchema = Type.Object(
  {
    type: Type.Literal('positions_subscribe'),
    payload: Type.Object(
      {
        vehicleIds: Type.Optional(
          Type.Array(Type.Integer({ minimum: 1 }), { maxItems: POSITION_LIMITS.maxVehicles }),
        ),
        /**
         * 'binary': snapshots and batches come as binary frames (live-positions-binary.ts)
         * instead of JSON messages; 'json' (the default) for everyone else.
         */
        format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('binary')])),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'PositionsSubscribeMessage' },
);
export type PositionsSubscribeMessage = Static<typeof PositionsSubscribeMessageSchema>;

export const PositionsUnsubscribeMessageSchema = Type.Object(
  { type: Type.Literal('positions_unsubscribe') },
  { $id: 'PositionsUnsubscribeMessage' },
);
export type PositionsUnsubscribeMessage = Static<typeof PositionsUnsubscribeMessageSchema>;

const positionsMessage = <T extends string>(type: T, id: string) =>
  Type.Object(
    { type: Type.Literal(type), seq: Type.Integer({ minimum: 0 }), payload: PositionBatchSchema },
    { $id: id },
  );
export const PositionsSnapshotMessageSchema = positionsMessage(
  'positions_snapshot',
  'PositionsSnapshotMessage',
);
export type PositionsSnapshotMessage = Static<typeof PositionsSnapshotMessageSchema>;
export const PositionsBatchMessageSchema = positionsMessage(
  'positions_batch',
  'PositionsBatchMessage',
);
export type PositionsBatchMessage = Static<typeof PositionsBatchMessageSchema>;

// ---------------------------------------------------------------------------------------------
// The codec
// ---------------------------------------------------------------------------------------------

const toScaled = (degrees: number) => Math.round(degrees * DEGREES);
const wrapHeading = (degrees: number) => ((Math.round(degrees) % 360) + 360) % 360;

/**
 * The batch of these positions at time `t` (epoch ms): sorted by id, ids as differences,
 * coordinates scaled to integers. `gone` lists ids that left the subscription.
 */
export function encodePositions(
  t: number,
  positions: readonly LivePosition[],
  gone: readonly number[] = [],
): PositionBatch {
  const sorted = [...positions].sort((a, b) => a.id - b.id);
  const batch: PositionBatch = {
    v: POSITIONS_PROTOCOL_VERSION,
    t,
    ids: [],
    lat: [],
    lng: [],
    hdg: [],
    spd: [],
    st: [],
    age: [],
  };
  let previous = 0;
  for (const position of sorted) {
    batch.ids.push(position.id - previous);
    previous = position.id;
    batch.lat.push(toScaled(position.latitude));
    batch.lng.push(toScaled(position.longitude));
    batch.hdg.push(wrapHeading(position.heading));
    batch.spd.push(
      Math.min(POSITION_LIMITS.maxSpeedKmh, Math.max(0, Math.round(position.speedKmh))),
    );
    batch.st.push(VEHICLE_LIVE_STATUSES.indexOf(position.status));
    batch.age.push(Math.max(0, Math.round((t - position.reportedAt) / 1000)));
  }
  if (gone.length > 0) batch.gone = [...gone].sort((a, b) => a - b);
  return batch;
}

export type DecodedPositions =
  | { ok: true; t: number; positions: LivePosition[]; gone: number[] }
  | { ok: false; problem: string };

const checkBatch = schemaCheck(PositionBatchSchema);

/**
 * The positions a batch carries, or what is wrong with it: a shape the schema refuses (ids
 * that are not positive and ascending among them) or columns of different lengths.
 */
export function decodePositions(batch: unknown): DecodedPositions {
  if (!checkBatch.Check(batch)) {
    const [first] = checkBatch.Errors(batch);
    return {
      ok: false,
      problem: first ? `${first.instancePath || '/'} ${first.message}` : 'not a position batch',
    };
  }
  const { t, ids, lat, lng, hdg, spd, st, age } = batch;
  const length = ids.length;
  for (const [name, values] of Object.entries({ lat, lng, hdg, spd, st, age })) {
    if (values.length !== length)
      return { ok: false, problem: `/${name} has ${values.length} items, /ids has ${length}` };
  }
  const positions: LivePosition[] = new Array<LivePosition>(length);
  let id = 0;
  for (let i = 0; i < length; i++) {
    id += ids[i] as number;
    positions[i] = {
      id,
      latitude: (lat[i] as number) / DEGREES,
      longitude: (lng[i] as number) / DEGREES,
      heading: hdg[i] as number,
      speedKmh: spd[i] as number,
      status: VEHICLE_LIVE_STATUSES[st[i] as number] as VehicleLiveStatus,
      reportedAt: t - (age[i] as number) * 1000,
    };
  }
  return { ok: true, t, positions, gone: [...(batch.gone ?? [])] };
}

/**
 * The client's view of the fleet: a snapshot replaces it, each batch updates it in order.
 * A batch that does not follow the last seq, or that cannot be read, is refused with 'resync'
 * and changes nothing: subscribe again for a fresh snapshot.
 */
export class PositionStore {
  readonly vehicles = new Map<number, LivePosition>();
  private seq: number | null = null;
  /** Simulated time of the last applied snapshot or batch, epoch ms. */
  time: number | null = null;

  apply(message: PositionsSnapshotMessage | PositionsBatchMessage): 'applied' | 'resync' {
    const decoded = decodePositions(message.payload);
    if (!decoded.ok) return 'resync';
    return this.applyWith(
      message.type === 'positions_snapshot' ? 'snapshot' : 'batch',
      message.seq,
      decoded.t,
      (vehicles) => {
        for (const position of decoded.positions) vehicles.set(position.id, position);
        for (const id of decoded.gone) vehicles.delete(id);
      },
    );
  }

  /**
   * Applies a snapshot or batch read elsewhere (a binary frame, live-positions-binary.ts):
   * the same seq rule, `write` sets and deletes the vehicles it carries.
   */
  applyWith(
    kind: 'snapshot' | 'batch',
    seq: number,
    t: number,
    write: (vehicles: Map<number, LivePosition>) => void,
  ): 'applied' | 'resync' {
    if (kind === 'batch' && (this.seq === null || seq !== this.seq + 1)) return 'resync';
    if (kind === 'snapshot') this.vehicles.clear();
    write(this.vehicles);
    this.seq = seq;
    this.time = t;
    return 'applied';
  }
}
