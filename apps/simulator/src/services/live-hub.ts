import {
  ADDRESSED_LIVE_KIND_BY_NAME,
  LIVE_LIMITS,
  encodePositions,
  encodePositionsBinary,
  withSeq,
  type LivePosition,
  encodeLiveMessage,
  serverMessageKind,
  type ServerMessage,
} from '@armada/contracts/live';
import type { AuthContext } from './auth-service';

/** What the hub needs of a socket; @fastify/websocket's WebSocket fits, and so does a test fake. */
export interface LiveSocket {
  send(text: string): void;
  /**
   * A binary frame (positions for a `format: 'binary'` subscription). A socket without it gets
   * positions as JSON whatever it asked for.
   */
  sendBinary?(frame: Uint8Array): void;
  /** Ends the connection from the server's side (LIVE-7: its session ended). */
  close?(code: number, reason: string): void;
}

/** The close code of a socket whose session ended (policy violation, as for a bad token). */
export const SESSION_ENDED_CLOSE_CODE = 1008;

export interface LiveConnection {
  readonly id: number;
  readonly userId: number;
  readonly companyId: number;
  tags: ReadonlySet<string>;
}

/**
 * Decides which subscription tags a connection may hold. The payload query will hand clients
 * their tags; until it exists, a company may follow `alert-center-{vehicleId}` of its own
 * vehicles and nothing else, so a client cannot listen to another company.
 */
export type TagPolicy = (auth: AuthContext, tag: string) => boolean;

/** The company's vehicles as they are now, for a positions snapshot. */
export type PositionSource = (companyId: number) => LivePosition[];

/**
 * Where a hub sends what it publishes for the other simulator processes on the same PostgreSQL
 * schema (STORE-13, store/process-bus.ts). What arrives from them is delivered with `deliver` and
 * `deliverPositions`, never sent on again.
 */
export interface LiveRelay {
  message(message: ServerMessage): void;
  positions(
    companyId: number,
    at: number,
    changed: readonly LivePosition[],
    gone: readonly number[],
  ): void;
  /** LIVE-7 on every process: the session signed out. */
  endSession(sessionHash: string): void;
}

/** A connection's positions subscription (live-positions.ts): which vehicles, and its seq. */
interface PositionsSubscription {
  vehicleIds: ReadonlySet<number> | null;
  seq: number;
  /** JSON messages, or binary frames (contracts live-positions-binary.ts). */
  format: 'json' | 'binary';
}

interface Entry extends LiveConnection {
  socket: LiveSocket;
  /** The session the connection's token was issued to (LIVE-7). */
  sessionHash: string;
  positions: PositionsSubscription | null;
}

/**
 * The live channel's connections and the delivery rule of contracts/live-channel.ts: a
 * connection receives the identity-addressed messages of its user and company, and
 * `alert-center-{key}` messages only for tags it holds (LIVE-4).
 */
export class LiveHub {
  private readonly connections = new Map<number, Entry>();
  private nextId = 1;
  private relay: LiveRelay | null = null;
  /** The positions other processes relayed, by company and vehicle (a follower's snapshots). */
  private readonly relayedPositions = new Map<number, Map<number, LivePosition>>();

  constructor(
    private readonly tagPolicy: TagPolicy,
    private positionSource: PositionSource = () => [],
  ) {}

  /** Where positions snapshots come from from now on (the live fleet, once it exists). */
  providePositions(source: PositionSource): void {
    this.positionSource = source;
  }

  /** From now on every publish also goes to the other processes (PostgreSQL only). */
  relayTo(relay: LiveRelay): void {
    this.relay = relay;
  }

  /**
   * The latest relayed position of each of the company's vehicles, or undefined when no other
   * process sent any: a process that does not move the fleet itself answers snapshots from it.
   */
  relayedPositionsOf(companyId: number): ReadonlyMap<number, LivePosition> | undefined {
    return this.relayedPositions.get(companyId);
  }

  /** The latest relayed position of one vehicle, whatever its company; null if none came. */
  relayedPosition(vehicleId: number): LivePosition | null {
    for (const known of this.relayedPositions.values()) {
      const position = known.get(vehicleId);
      if (position) return position;
    }
    return null;
  }

  attach(socket: LiveSocket, auth: AuthContext): LiveConnection {
    const entry: Entry = {
      id: this.nextId++,
      userId: auth.user.id,
      companyId: auth.company.id,
      tags: new Set(),
      socket,
      sessionHash: auth.sessionHash,
      positions: null,
    };
    this.connections.set(entry.id, entry);
    return entry;
  }

  detach(connection: LiveConnection): void {
    this.connections.delete(connection.id);
  }

  /**
   * LIVE-7: the session signed out, so its open connections stop receiving now: each is
   * detached and closed with SESSION_ENDED_CLOSE_CODE. Answers how many there were.
   */
  endSession(sessionHash: string): number {
    this.relay?.endSession(sessionHash);
    return this.endSessionHere(sessionHash);
  }

  /** `endSession` for this process's connections only (another process ended the session). */
  endSessionHere(sessionHash: string): number {
    const ended = [...this.connections.values()].filter(
      (entry) => entry.sessionHash === sessionHash,
    );
    for (const entry of ended) {
      this.connections.delete(entry.id);
      entry.socket.close?.(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
    return ended.length;
  }

  /** LIVE-3: replaces the tags; ones the policy does not grant are dropped. */
  setTags(connection: LiveConnection, auth: AuthContext, tags: readonly string[]): string[] {
    const entry = this.connections.get(connection.id);
    if (!entry) return [];
    const granted = [...new Set(tags)]
      .slice(0, LIVE_LIMITS.maxTags)
      .filter((tag) => this.tagPolicy(auth, tag));
    entry.tags = new Set(granted);
    return granted;
  }

  /**
   * LIVE-6: (re)starts the connection's positions, all of its company's vehicles or only these
   * ids (others' ids are not the company's and never appear), and sends the snapshot.
   */
  subscribePositions(
    connection: LiveConnection,
    vehicleIds?: readonly number[],
    format: 'json' | 'binary' = 'json',
  ): void {
    const entry = this.connections.get(connection.id);
    if (!entry) return;
    const filter = vehicleIds ? new Set(vehicleIds) : null;
    const seq = entry.positions ? entry.positions.seq + 1 : 0;
    const usable = format === 'binary' && entry.socket.sendBinary ? 'binary' : 'json';
    entry.positions = { vehicleIds: filter, seq, format: usable };
    const positions = this.positionSource(entry.companyId).filter(
      (position) => !filter || filter.has(position.id),
    );
    const at = positions.reduce((latest, p) => Math.max(latest, p.reportedAt), 0);
    if (usable === 'binary') {
      this.sendBytes(entry, encodePositionsBinary('snapshot', seq, at, positions));
      return;
    }
    this.sendTo(entry, {
      type: 'positions_snapshot',
      seq,
      payload: encodePositions(at, positions),
    });
  }

  /**
   * Does any connection of the company follow positions? (No batch is built for nobody.) With a
   * relay, a connection on another process might: always yes.
   */
  hasPositionSubscribers(companyId: number): boolean {
    if (this.relay) return true;
    for (const entry of this.connections.values())
      if (entry.positions && entry.companyId === companyId) return true;
    return false;
  }

  unsubscribePositions(connection: LiveConnection): void {
    const entry = this.connections.get(connection.id);
    if (entry) entry.positions = null;
  }

  /**
   * LIVE-6: one tick's changes of a company's vehicles, to each connection subscribed to them,
   * filtered by its vehicles, with its next seq. Returns how many connections got a batch.
   */
  publishPositions(
    companyId: number,
    at: number,
    changed: readonly LivePosition[],
    gone: readonly number[] = [],
  ): number {
    const delivered = this.deliverPositions(companyId, at, changed, gone);
    this.relay?.positions(companyId, at, changed, gone);
    return delivered;
  }

  /** A batch another process relayed: remembered for snapshots, delivered here only. */
  receivePositions(
    companyId: number,
    at: number,
    changed: readonly LivePosition[],
    gone: readonly number[],
  ): number {
    let known = this.relayedPositions.get(companyId);
    if (!known) this.relayedPositions.set(companyId, (known = new Map()));
    for (const position of changed) known.set(position.id, position);
    for (const id of gone) known.delete(id);
    return this.deliverPositions(companyId, at, changed, gone);
  }

  /** Positions to this process's connections only. */
  private deliverPositions(
    companyId: number,
    at: number,
    changed: readonly LivePosition[],
    gone: readonly number[],
  ): number {
    let delivered = 0;
    // Connections that follow the whole company share one encoded batch (one per format).
    let whole: ReturnType<typeof encodePositions> | undefined;
    let wholeBinary: Uint8Array | undefined;
    for (const entry of this.connections.values()) {
      const subscription = entry.positions;
      if (!subscription || entry.companyId !== companyId) continue;
      const wanted = subscription.vehicleIds;
      subscription.seq += 1;
      if (subscription.format === 'binary') {
        const frame = wanted
          ? encodePositionsBinary(
              'batch',
              subscription.seq,
              at,
              changed.filter((p) => wanted.has(p.id)),
              gone.filter((id) => wanted.has(id)),
            )
          : withSeq(
              (wholeBinary ??= encodePositionsBinary('batch', 0, at, changed, gone)),
              subscription.seq,
            );
        if (this.sendBytes(entry, frame)) delivered++;
        continue;
      }
      const payload = wanted
        ? encodePositions(
            at,
            changed.filter((p) => wanted.has(p.id)),
            gone.filter((id) => wanted.has(id)),
          )
        : (whole ??= encodePositions(at, changed, gone));
      if (this.sendTo(entry, { type: 'positions_batch', seq: subscription.seq, payload }))
        delivered++;
    }
    return delivered;
  }

  private sendBytes(entry: Entry, frame: Uint8Array): boolean {
    try {
      entry.socket.sendBinary?.(frame);
      return true;
    } catch {
      // A socket closing mid-send is dropped by its close handler.
      return false;
    }
  }

  private sendTo(entry: Entry, message: ServerMessage): boolean {
    try {
      entry.socket.send(encodeLiveMessage(message));
      return true;
    } catch {
      // A socket closing mid-send is dropped by its close handler.
      return false;
    }
  }

  /**
   * Sends `message` to every connection the delivery rule allows; returns how many. The message
   * is encoded once, and who receives it is decided once (its kind and the id in its type), so
   * a fan-out to many connections costs one comparison and one send per connection.
   */
  publish(message: ServerMessage): number {
    const delivered = this.deliver(message);
    this.relay?.message(message);
    return delivered;
  }

  /** `publish` to this process's connections only (a message another process relayed). */
  deliver(message: ServerMessage): number {
    const receives = recipientTest(message.type);
    if (!receives) return 0;
    const text = encodeLiveMessage(message);
    let delivered = 0;
    for (const entry of this.connections.values()) {
      if (!receives(entry)) continue;
      try {
        entry.socket.send(text);
        delivered++;
      } catch {
        // A socket closing mid-send is dropped by its close handler.
      }
    }
    return delivered;
  }

  size(): number {
    return this.connections.size;
  }
}

/** The id at the end of an id-carrying type (`alert-center-new-5` → 5). */
function idOf(type: string): number {
  return Number(type.slice(type.lastIndexOf('-') + 1));
}

/**
 * LIVE-4, the delivery rule of contracts/live-channel.ts, as a test of a connection for one
 * message type (null: nobody receives it). Addressed kinds (declared by their domains, see
 * contracts catalogue/live-messages.ts) go to the company or the user their id names,
 * `alert-center-{key}` to holders of the tag.
 */
export function recipientTest(type: string): ((entry: LiveConnection) => boolean) | null {
  const kind = serverMessageKind(type);
  if (kind === 'alert-center') return (entry) => entry.tags.has(type);
  const addressed = kind === null ? undefined : ADDRESSED_LIVE_KIND_BY_NAME[kind];
  if (!addressed) return null;
  const id = idOf(type);
  return addressed.addressedTo === 'company'
    ? (entry) => entry.companyId === id
    : (entry) => entry.userId === id;
}
