import {
  ADDRESSED_LIVE_KINDS,
  alertCenterTagType,
  liveMessageType,
  type AddressedLiveKindName,
  type KindedServerMessage,
  type ServerMessageKind,
} from '@armada/contracts/live';

/** The message kinds a feature can subscribe to (PONG and error are the client's own business). */
export type LiveChannelKind = Exclude<ServerMessageKind, 'PONG' | 'error'>;

/**
 * One subscribable message `type` of the live channel (contracts/live-channel.ts) with its kind,
 * so a handler gets the message type of that kind: `alert-center-new-5` carries a
 * LiveMessageAlert, `system-notif-5` a SystemNotification. Build them with `liveChannels`.
 */
export interface LiveChannel<K extends LiveChannelKind = LiveChannelKind> {
  readonly kind: K;
  /** The exact `type` string the server sends, e.g. `system-notif-12`. */
  readonly type: string;
}

/** The message a channel of kind `K` delivers. */
export type LiveMessageOf<K extends LiveChannelKind> = Extract<
  KindedServerMessage,
  { kind: K }
>['message'];

export type LiveHandler<K extends LiveChannelKind> = (message: LiveMessageOf<K>) => void;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * A channel for each message kind addressed to a company or a user, named by its kind in
 * camelCase (`fleet-task-eta`: `liveChannels.fleetTaskEta(companyId)`), from the kinds the
 * domains declare (contracts catalogue/live-messages.ts): a new kind needs no line here.
 */
type AddressedChannels = {
  [K in AddressedLiveKindName as CamelCase<K>]: (id: number) => LiveChannel<K>;
};

const camelCase = (kind: string) => kind.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const addressedChannels = Object.fromEntries(
  ADDRESSED_LIVE_KINDS.map(({ kind }) => [
    camelCase(kind),
    (id: number) => ({ kind, type: liveMessageType(kind, id) }),
  ]),
) as AddressedChannels;

/**
 * The channels of the protocol; each throws a RangeError for an id or key it cannot carry.
 * Addressed ones: `alertCenterResolve(companyId)` (someone in the company read, resolved, noted
 * or false-alerted alerts), `alertCenterNew(userId)` (a new alert matching the user's own
 * rules), `systemNotif(userId)` (a new announcement), `routeOptimization(companyId)` (a run
 * changed status or found a better plan), `fleetTaskEta(companyId)` (FT-13), and any kind a
 * domain adds.
 */
export const liveChannels = {
  ...addressedChannels,
  /**
   * A new alert on a subscription tag (e.g. a shared vehicle's id). The only kind the server
   * delivers only to connections holding the tag: the client sends it in `update_tags`.
   */
  alertCenterTag: (key: string | number): LiveChannel<'alert-center'> => ({
    kind: 'alert-center',
    type: alertCenterTagType(key),
  }),
  /** Every vehicle of a positions subscription (positions.ts subscribes and reads these). */
  positionsSnapshot: (): LiveChannel<'positions_snapshot'> => ({
    kind: 'positions_snapshot',
    type: 'positions_snapshot',
  }),
  /** What changed in one tick of a positions subscription. */
  positionsBatch: (): LiveChannel<'positions_batch'> => ({
    kind: 'positions_batch',
    type: 'positions_batch',
  }),
};

/** Whether the server delivers this channel only to connections that hold it as a tag. */
export function isTagChannel(channel: LiveChannel): boolean {
  return channel.kind === 'alert-center';
}
