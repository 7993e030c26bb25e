import {
  alertCenterNewType,
  alertCenterResolveType,
  alertCenterTagType,
  routeOptimizationType,
  fleetTaskEtaType,
  controlTowerType,
  systemNotifType,
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

/** The channels of the protocol; each throws a RangeError for an id or key it cannot carry. */
export const liveChannels = {
  /** Someone in the company read, resolved, noted or false-alerted alerts. */
  alertCenterResolve: (companyId: number): LiveChannel<'alert-center-resolve'> => ({
    kind: 'alert-center-resolve',
    type: alertCenterResolveType(companyId),
  }),
  /** A new alert matching the user's own subscribed alert rules. */
  alertCenterNew: (userId: number): LiveChannel<'alert-center-new'> => ({
    kind: 'alert-center-new',
    type: alertCenterNewType(userId),
  }),
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
  /** The estimates of the company's running fleet tasks (FT-13). */
  fleetTaskEta: (companyId: number): LiveChannel<'fleet-task-eta'> => ({
    kind: 'fleet-task-eta',
    type: fleetTaskEtaType(companyId),
  }),
  /** The control tower's changed task rows and exceptions of the company (CT-14). */
  controlTower: (companyId: number): LiveChannel<'control-tower'> => ({
    kind: 'control-tower',
    type: controlTowerType(companyId),
  }),
  /** A route optimization run of the company changed status or found a better plan. */
  routeOptimization: (companyId: number): LiveChannel<'route-optimization'> => ({
    kind: 'route-optimization',
    type: routeOptimizationType(companyId),
  }),
  /** A new announcement for the user. */
  systemNotif: (userId: number): LiveChannel<'system-notif'> => ({
    kind: 'system-notif',
    type: systemNotifType(userId),
  }),
} as const;

/** Whether the server delivers this channel only to connections that hold it as a tag. */
export function isTagChannel(channel: LiveChannel): boolean {
  return channel.kind === 'alert-center';
}
