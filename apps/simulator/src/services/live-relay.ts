import { ServerMessageSchema, type LivePosition, type ServerMessage } from '@armada/contracts/live';
import Value from 'typebox/value';
import type { ProcessBus } from '../store/process-bus';
import type { LiveFleetService } from './live-fleet-service';
import type { LiveHub } from './live-hub';
import { ServiceError } from './service-error';

/** A live message, or one tick's positions of a company, as it crosses processes. */
type Relayed =
  | { kind: 'message'; message: ServerMessage }
  | {
      kind: 'positions';
      companyId: number;
      at: number;
      changed: LivePosition[];
      gone: number[];
    }
  | { kind: 'session-ended'; sessionHash: string };

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function isPosition(value: unknown): value is LivePosition {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    isId(p.id) &&
    typeof p.latitude === 'number' &&
    typeof p.longitude === 'number' &&
    typeof p.heading === 'number' &&
    typeof p.speedKmh === 'number' &&
    typeof p.status === 'string' &&
    typeof p.reportedAt === 'number'
  );
}

/**
 * STORE-15: every publish of `hub` (alerts raised and resolved, announcements, route runs, task
 * estimates, positions, and whatever a module adds) and every signed-out session (LIVE-7) also goes to the other processes of the
 * schema through `bus`; what they send is checked, as anything read off a wire, and delivered to
 * this process's connections only (never sent on again). Messages keep the order they were
 * published in: the bus sends and handles them one after the other.
 */
export function relayLive(bus: Pick<ProcessBus, 'send' | 'sent' | 'on'>, hub: LiveHub): void {
  // Position batches waiting while the previous one is being sent, merged per company: a slow
  // database makes fewer, larger batches instead of a queue that grows every tick.
  const waiting = new Map<
    number,
    { at: number; changed: Map<number, LivePosition>; gone: Set<number> }
  >();
  let sending = false;
  const sendWaiting = async () => {
    sending = true;
    while (waiting.size > 0) {
      const batches = [...waiting];
      waiting.clear();
      for (const [companyId, { at, changed, gone }] of batches) {
        await bus.sent('live', {
          kind: 'positions',
          companyId,
          at,
          changed: [...changed.values()],
          gone: [...gone],
        } satisfies Relayed);
      }
    }
    sending = false;
  };
  hub.relayTo({
    message: (message) => bus.send('live', { kind: 'message', message } satisfies Relayed),
    positions: (companyId, at, changed, gone) => {
      const batch = waiting.get(companyId) ?? { at, changed: new Map(), gone: new Set<number>() };
      batch.at = at;
      for (const position of changed) {
        batch.changed.set(position.id, position);
        batch.gone.delete(position.id);
      }
      for (const id of gone) {
        batch.changed.delete(id);
        batch.gone.add(id);
      }
      waiting.set(companyId, batch);
      if (!sending) void sendWaiting();
    },
    endSession: (sessionHash) =>
      bus.send('live', { kind: 'session-ended', sessionHash } satisfies Relayed),
  });
  bus.on('live', (body) => {
    const relayed = body as Partial<Record<string, unknown>> | null;
    if (!relayed) return;
    if (relayed.kind === 'message') {
      if (Value.Check(ServerMessageSchema, relayed.message))
        hub.deliver(relayed.message as ServerMessage);
      return;
    }
    if (relayed.kind === 'session-ended') {
      if (typeof relayed.sessionHash === 'string') hub.endSessionHere(relayed.sessionHash);
      return;
    }
    if (relayed.kind !== 'positions') return;
    const { companyId, at, changed, gone } = relayed;
    if (
      !isId(companyId) ||
      typeof at !== 'number' ||
      !Array.isArray(changed) ||
      !Array.isArray(gone) ||
      !changed.every(isPosition) ||
      !gone.every(isId)
    )
      return;
    hub.receivePositions(companyId, at, changed, gone);
  });
}

/** STORE-18: how long a follower waits for the leader's vehicle card before using its own. */
export const LEADER_CARD_WAIT_MS = 1_000;

/**
 * STORE-18: the live card of a moving vehicle (telemetry, the task it drives) is in the memory of
 * the process that moves the fleet. The leader answers the others' questions for it; a follower
 * asks, and keeps its own card (positions only) when no answer comes.
 */
export function shareVehicleCards(bus: ProcessBus, liveFleet: LiveFleetService): void {
  bus.answer('vehicle-card', (body) => {
    const question = body as Partial<Record<'companyId' | 'vehicleId', unknown>> | null;
    if (!question || !isId(question.companyId) || !isId(question.vehicleId)) return undefined;
    if (!liveFleet.running) return undefined;
    try {
      return liveFleet.liveDetail(question.companyId, question.vehicleId);
    } catch (error) {
      // Not this company's vehicle (or gone): the asker answers its own 404.
      if (error instanceof ServiceError) return undefined;
      throw error;
    }
  });
  liveFleet.askLeaderForCards((companyId, vehicleId) =>
    bus.ask('vehicle-card', { companyId, vehicleId }, LEADER_CARD_WAIT_MS),
  );
}
