import Type, { type Static, type TSchema } from 'typebox';
import { requestCheck } from '../shared/request-check';
import { schemaCheck, type SchemaCheck } from '../shared/schema-check';
import { AlertActionResultSchema, LiveMessageAlertSchema } from '../alerts/alerts';
import {
  PositionsBatchMessageSchema,
  PositionsSnapshotMessageSchema,
  PositionsSubscribeMessageSchema,
  PositionsUnsubscribeMessageSchema,
  type PositionsBatchMessage,
  type PositionsSnapshotMessage,
  type PositionsSubscribeMessage,
  type PositionsUnsubscribeMessage,
} from './live-positions';
import { RouteOptimizationLiveSchema } from '../route-optimization/route-optimization';
import { FleetTaskEtaSchema } from '../fleet-tasks/fleet-task';
import { SystemNotificationSchema } from '../notifications/system-notification';
import { ControlTowerLiveSchema } from '../control-tower/control-tower';

/**
 * The live message channel, `GET /ws?token=...` (docs/rules/alert-center.md §7), as a `type`-keyed
 * union (model: tldraw packages/sync-core/src/lib/protocol.ts). Every frame is one JSON object.
 *
 * Client -> server
 *   { type: 'update_tags', payload: { tags } }   sent on open; replaces the connection's tags
 *   { type: 'PING' }                             keep-alive; answered with PONG
 *   { type: 'positions_subscribe', payload }      the company's vehicle positions (live-positions.ts)
 *   { type: 'positions_unsubscribe' }
 *
 * Server -> client
 *   { type: 'PONG' }
 *   { type: 'alert-center-resolve-{companyId}', payload: AlertActionResult }
 *       someone in the company read, resolved, noted or false-alerted alerts
 *   { type: 'alert-center-new-{userId}', payload: LiveMessageAlert }
 *       a new alert matching the user's own subscribed alert rules
 *   { type: 'alert-center-{tag key}', payload: LiveMessageAlert }
 *       a new alert on a subscribed tag (the spec's "alert-center-*"), e.g. a shared vehicle
 *   { type: 'system-notif-{userId}', payload: SystemNotification }
 *       a new announcement for the user (the client refreshes its unread count)
 *   { type: 'route-optimization-{companyId}', payload: RouteOptimizationLive }
 *       a run of the company changed status or found a better plan while solving
 *   { type: 'fleet-task-eta-{companyId}', payload: FleetTaskEta }
 *       the estimates of a started fleet task of the company (FT-13)
 *   { type: 'control-tower-{companyId}', payload: ControlTowerLive }
 *       the control tower's changed task rows and exceptions (docs/rules/control-tower.md CT-14)
 *   { type: 'positions_snapshot' | 'positions_batch', seq, payload }
 *       vehicle positions for a connection that subscribed (live-positions.ts)
 *   { type: 'error', code, message }
 *       the last client frame was refused; the connection stays open
 *
 * Delivery rule (the spec shows shapes only, this is ours): a connection always receives PONG,
 * error, and the four identity-addressed types of its token's user and company; it receives
 * `alert-center-{key}` messages only for keys in its tags, and the server ignores tags it did
 * not grant in the `payload` query (so a client cannot listen to another company).
 */
export const LIVE_PROTOCOL_VERSION = 1;

export const LIVE_LIMITS = {
  /** Larger client frames are refused with MESSAGE_TOO_LARGE before parsing. */
  maxClientMessageChars: 64 * 1024,
  /**
   * A frame over this many bytes is not even read: the socket closes with 1009 (Message Too
   * Big) as soon as its header announces the length, whatever the frame holds.
   */
  maxFrameBytes: 256 * 1024,
  maxTags: 500,
  maxTagLength: 200,
} as const;

export const LIVE_ERROR_CODES = {
  invalidJson: 'INVALID_JSON',
  invalidMessage: 'INVALID_MESSAGE',
  unknownType: 'UNKNOWN_TYPE',
  messageTooLarge: 'MESSAGE_TOO_LARGE',
} as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[keyof typeof LIVE_ERROR_CODES];

// ---------------------------------------------------------------------------------------------
// Type strings that embed ids
// ---------------------------------------------------------------------------------------------

const POSITIVE_ID = '[1-9][0-9]*';
const TAG_KEY = '[A-Za-z0-9][A-Za-z0-9_.:-]*';

/** Regular expressions (JSON Schema `pattern` text) of the id-carrying message types. */
export const LIVE_TYPE_PATTERNS = {
  alertCenterResolve: `^alert-center-resolve-${POSITIVE_ID}$`,
  alertCenterNew: `^alert-center-new-${POSITIVE_ID}$`,
  /** Any other `alert-center-` key; `resolve-` and `new-` keys belong to the two above. */
  alertCenterTag: `^alert-center-(?!resolve-|new-)${TAG_KEY}$`,
  systemNotif: `^system-notif-${POSITIVE_ID}$`,
  routeOptimization: `^route-optimization-${POSITIVE_ID}$`,
  fleetTaskEta: `^fleet-task-eta-${POSITIVE_ID}$`,
  controlTower: `^control-tower-${POSITIVE_ID}$`,
} as const;

export type AlertCenterResolveType = `alert-center-resolve-${number}`;
export type AlertCenterNewType = `alert-center-new-${number}`;
export type AlertCenterTagType = `alert-center-${string}`;
export type SystemNotifType = `system-notif-${number}`;
export type RouteOptimizationType = `route-optimization-${number}`;
export type FleetTaskEtaType = `fleet-task-eta-${number}`;
export type ControlTowerType = `control-tower-${number}`;

const patternType = <T extends string>(pattern: string) => Type.Unsafe<T>(Type.String({ pattern }));

export const AlertCenterResolveTypeSchema = patternType<AlertCenterResolveType>(
  LIVE_TYPE_PATTERNS.alertCenterResolve,
);
export const AlertCenterNewTypeSchema = patternType<AlertCenterNewType>(
  LIVE_TYPE_PATTERNS.alertCenterNew,
);
export const AlertCenterTagTypeSchema = patternType<AlertCenterTagType>(
  LIVE_TYPE_PATTERNS.alertCenterTag,
);
export const SystemNotifTypeSchema = patternType<SystemNotifType>(LIVE_TYPE_PATTERNS.systemNotif);
export const RouteOptimizationTypeSchema = patternType<RouteOptimizationType>(
  LIVE_TYPE_PATTERNS.routeOptimization,
);
export const FleetTaskEtaTypeSchema = patternType<FleetTaskEtaType>(
  LIVE_TYPE_PATTERNS.fleetTaskEta,
);
export const ControlTowerTypeSchema = patternType<ControlTowerType>(
  LIVE_TYPE_PATTERNS.controlTower,
);

function positiveId(name: string, id: number): number {
  if (!Number.isInteger(id) || id < 1) throw new RangeError(`${name} must be a positive integer`);
  return id;
}

export function alertCenterResolveType(companyId: number): AlertCenterResolveType {
  return `alert-center-resolve-${positiveId('companyId', companyId)}`;
}

export function alertCenterNewType(userId: number): AlertCenterNewType {
  return `alert-center-new-${positiveId('userId', userId)}`;
}

export function systemNotifType(userId: number): SystemNotifType {
  return `system-notif-${positiveId('userId', userId)}`;
}

export function routeOptimizationType(companyId: number): RouteOptimizationType {
  return `route-optimization-${positiveId('companyId', companyId)}`;
}

export function fleetTaskEtaType(companyId: number): FleetTaskEtaType {
  return `fleet-task-eta-${positiveId('companyId', companyId)}`;
}

export function controlTowerType(companyId: number): ControlTowerType {
  return `control-tower-${positiveId('companyId', companyId)}`;
}

/** `alert-center-{key}` for a subscribed tag, e.g. `alertCenterTagType(12)` = 'alert-center-12'. */
export function alertCenterTagType(key: string | number): AlertCenterTagType {
  const type = `alert-center-${key}` as const;
  if (!new RegExp(LIVE_TYPE_PATTERNS.alertCenterTag).test(type)) {
    throw new RangeError(`Not a valid alert-center tag key: ${String(key)}`);
  }
  return type;
}

// ---------------------------------------------------------------------------------------------
// Client -> server
// ---------------------------------------------------------------------------------------------

/** A subscription tag; the `payload` query hands the client its list (`alert-center-12`, ...). */
export const LiveTagSchema = Type.String({
  minLength: 1,
  maxLength: LIVE_LIMITS.maxTagLength,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]*$',
});

export const LiveTagsPayloadSchema = Type.Object(
  { tags: Type.Array(LiveTagSchema, { maxItems: LIVE_LIMITS.maxTags }) },
  { $id: 'LiveTagsPayload' },
);
export type LiveTagsPayload = Static<typeof LiveTagsPayloadSchema>;

export const UpdateTagsMessageSchema = Type.Object(
  { type: Type.Literal('update_tags'), payload: LiveTagsPayloadSchema },
  { $id: 'UpdateTagsMessage' },
);
export type UpdateTagsMessage = Static<typeof UpdateTagsMessageSchema>;

export const PingMessageSchema = Type.Object(
  { type: Type.Literal('PING') },
  { $id: 'PingMessage' },
);
export type PingMessage = Static<typeof PingMessageSchema>;

export const ClientMessageSchema = Type.Union(
  [
    UpdateTagsMessageSchema,
    PingMessageSchema,
    PositionsSubscribeMessageSchema,
    PositionsUnsubscribeMessageSchema,
  ],
  { $id: 'LiveClientMessage' },
);
export type ClientMessage =
  UpdateTagsMessage | PingMessage | PositionsSubscribeMessage | PositionsUnsubscribeMessage;
export const CLIENT_MESSAGE_TYPES = [
  'update_tags',
  'PING',
  'positions_subscribe',
  'positions_unsubscribe',
] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Server -> client
// ---------------------------------------------------------------------------------------------

export const PongMessageSchema = Type.Object(
  { type: Type.Literal('PONG') },
  { $id: 'PongMessage' },
);
export type PongMessage = Static<typeof PongMessageSchema>;

export const AlertCenterResolveMessageSchema = Type.Object(
  { type: AlertCenterResolveTypeSchema, payload: AlertActionResultSchema },
  { $id: 'AlertCenterResolveMessage' },
);
export type AlertCenterResolveMessage = Static<typeof AlertCenterResolveMessageSchema>;

export const AlertCenterNewMessageSchema = Type.Object(
  { type: AlertCenterNewTypeSchema, payload: LiveMessageAlertSchema },
  { $id: 'AlertCenterNewMessage' },
);
export type AlertCenterNewMessage = Static<typeof AlertCenterNewMessageSchema>;

export const AlertCenterTagMessageSchema = Type.Object(
  { type: AlertCenterTagTypeSchema, payload: LiveMessageAlertSchema },
  { $id: 'AlertCenterTagMessage' },
);
export type AlertCenterTagMessage = Static<typeof AlertCenterTagMessageSchema>;

export const SystemNotifMessageSchema = Type.Object(
  { type: SystemNotifTypeSchema, payload: SystemNotificationSchema },
  { $id: 'SystemNotifMessage' },
);
export type SystemNotifMessage = Static<typeof SystemNotifMessageSchema>;

export const RouteOptimizationMessageSchema = Type.Object(
  { type: RouteOptimizationTypeSchema, payload: RouteOptimizationLiveSchema },
  { $id: 'RouteOptimizationMessage' },
);
export type RouteOptimizationMessage = Static<typeof RouteOptimizationMessageSchema>;

export const FleetTaskEtaMessageSchema = Type.Object(
  { type: FleetTaskEtaTypeSchema, payload: FleetTaskEtaSchema },
  { $id: 'FleetTaskEtaMessage' },
);
export type FleetTaskEtaMessage = Static<typeof FleetTaskEtaMessageSchema>;

export const ControlTowerMessageSchema = Type.Object(
  { type: ControlTowerTypeSchema, payload: ControlTowerLiveSchema },
  { $id: 'ControlTowerMessage' },
);
export type ControlTowerMessage = Static<typeof ControlTowerMessageSchema>;

export const LiveErrorMessageSchema = Type.Object(
  {
    type: Type.Literal('error'),
    code: Type.Enum(Object.values(LIVE_ERROR_CODES)),
    message: Type.String({ minLength: 1 }),
  },
  { $id: 'LiveErrorMessage' },
);
export interface LiveErrorMessage {
  type: 'error';
  code: LiveErrorCode;
  message: string;
}

/** One schema per server kind; `serverMessageKind` tells which applies to a `type`. */
export const SERVER_MESSAGE_SCHEMAS = {
  PONG: PongMessageSchema,
  'alert-center-resolve': AlertCenterResolveMessageSchema,
  'alert-center-new': AlertCenterNewMessageSchema,
  'alert-center': AlertCenterTagMessageSchema,
  'system-notif': SystemNotifMessageSchema,
  'route-optimization': RouteOptimizationMessageSchema,
  'fleet-task-eta': FleetTaskEtaMessageSchema,
  'control-tower': ControlTowerMessageSchema,
  positions_snapshot: PositionsSnapshotMessageSchema,
  positions_batch: PositionsBatchMessageSchema,
  error: LiveErrorMessageSchema,
} as const satisfies Record<string, TSchema>;
export type ServerMessageKind = keyof typeof SERVER_MESSAGE_SCHEMAS;

export const ServerMessageSchema = Type.Union(
  [
    PongMessageSchema,
    AlertCenterResolveMessageSchema,
    AlertCenterNewMessageSchema,
    AlertCenterTagMessageSchema,
    SystemNotifMessageSchema,
    RouteOptimizationMessageSchema,
    FleetTaskEtaMessageSchema,
    ControlTowerMessageSchema,
    PositionsSnapshotMessageSchema,
    PositionsBatchMessageSchema,
    LiveErrorMessageSchema,
  ],
  { $id: 'LiveServerMessage' },
);
export type ServerMessage =
  | PongMessage
  | AlertCenterResolveMessage
  | AlertCenterNewMessage
  | AlertCenterTagMessage
  | SystemNotifMessage
  | RouteOptimizationMessage
  | FleetTaskEtaMessage
  | ControlTowerMessage
  | PositionsSnapshotMessage
  | PositionsBatchMessage
  | LiveErrorMessage;

/**
 * The kind of a server message type string. Template-literal types overlap
 * (`alert-center-${string}` also covers `alert-center-new-1`), so switch on the kind, not
 * on `type`, to narrow: use `parseServerMessage`, which returns both.
 */
export function serverMessageKind(type: string): ServerMessageKind | null {
  if (
    type === 'PONG' ||
    type === 'error' ||
    type === 'positions_snapshot' ||
    type === 'positions_batch'
  )
    return type;
  if (new RegExp(LIVE_TYPE_PATTERNS.alertCenterResolve).test(type)) return 'alert-center-resolve';
  if (new RegExp(LIVE_TYPE_PATTERNS.alertCenterNew).test(type)) return 'alert-center-new';
  if (new RegExp(LIVE_TYPE_PATTERNS.alertCenterTag).test(type)) return 'alert-center';
  if (new RegExp(LIVE_TYPE_PATTERNS.systemNotif).test(type)) return 'system-notif';
  if (new RegExp(LIVE_TYPE_PATTERNS.routeOptimization).test(type)) return 'route-optimization';
  if (new RegExp(LIVE_TYPE_PATTERNS.fleetTaskEta).test(type)) return 'fleet-task-eta';
  if (new RegExp(LIVE_TYPE_PATTERNS.controlTower).test(type)) return 'control-tower';
  return null;
}

export type KindedServerMessage =
  | { kind: 'PONG'; message: PongMessage }
  | { kind: 'alert-center-resolve'; message: AlertCenterResolveMessage }
  | { kind: 'alert-center-new'; message: AlertCenterNewMessage }
  | { kind: 'alert-center'; message: AlertCenterTagMessage }
  | { kind: 'system-notif'; message: SystemNotifMessage }
  | { kind: 'route-optimization'; message: RouteOptimizationMessage }
  | { kind: 'fleet-task-eta'; message: FleetTaskEtaMessage }
  | { kind: 'control-tower'; message: ControlTowerMessage }
  | { kind: 'positions_snapshot'; message: PositionsSnapshotMessage }
  | { kind: 'positions_batch'; message: PositionsBatchMessage }
  | { kind: 'error'; message: LiveErrorMessage };

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

export type LiveParseResult<T> = { ok: true; value: T } | { ok: false; error: LiveErrorMessage };

/** Client frames are requests: sizes and control characters first (`requestCheck`). */
const clientValidators = {
  update_tags: requestCheck(UpdateTagsMessageSchema),
  PING: requestCheck(PingMessageSchema),
  positions_subscribe: requestCheck(PositionsSubscribeMessageSchema),
  positions_unsubscribe: requestCheck(PositionsUnsubscribeMessageSchema),
} as const;

const serverValidators = Object.fromEntries(
  Object.entries(SERVER_MESSAGE_SCHEMAS).map(([kind, schema]) => [kind, schemaCheck(schema)]),
) as { [K in ServerMessageKind]: SchemaCheck<TSchema> };

export function liveError(code: LiveErrorCode, message: string): LiveErrorMessage {
  return { type: 'error', code, message };
}

function fail(code: LiveErrorCode, message: string): { ok: false; error: LiveErrorMessage } {
  return { ok: false, error: liveError(code, message) };
}

/** Reads a frame's JSON and its `type`, or says why it cannot. */
function readFrame(
  raw: string,
): { ok: true; value: { type: string; frame: object } } | { ok: false; error: LiveErrorMessage } {
  if (raw.length > LIVE_LIMITS.maxClientMessageChars) {
    return fail(
      LIVE_ERROR_CODES.messageTooLarge,
      `Message is ${raw.length} characters; the limit is ${LIVE_LIMITS.maxClientMessageChars}`,
    );
  }
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return fail(LIVE_ERROR_CODES.invalidJson, 'Message is not valid JSON');
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return fail(LIVE_ERROR_CODES.invalidMessage, 'Message must be a JSON object');
  }
  const type: unknown = (frame as { type?: unknown }).type;
  if (typeof type !== 'string') {
    return fail(LIVE_ERROR_CODES.invalidMessage, 'Message must have a string "type"');
  }
  return { ok: true, value: { type, frame } };
}

function firstProblem(validator: SchemaCheck<TSchema>, value: unknown): string {
  const [first] = validator.Errors(value);
  if (!first) return 'does not match the protocol';
  return `${first.instancePath || '/'} ${first.message}`;
}

/**
 * A client frame as a typed message, or the `error` message to send back. Never throws; the
 * server answers the error and keeps the connection (and the previous tags) as they were.
 */
export function parseClientMessage(raw: string): LiveParseResult<ClientMessage> {
  const read = readFrame(raw);
  if (!read.ok) return read;
  const { type, frame } = read.value;
  if (!(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return fail(
      LIVE_ERROR_CODES.unknownType,
      `Unknown message type "${type.slice(0, 100)}"; expected one of ${CLIENT_MESSAGE_TYPES.join(', ')}`,
    );
  }
  const validator = clientValidators[type as ClientMessageType];
  if (!validator.Check(frame)) {
    return fail(
      LIVE_ERROR_CODES.invalidMessage,
      `Invalid ${type} message: ${firstProblem(validator, frame)}`,
    );
  }
  return { ok: true, value: frame as ClientMessage };
}

/** A server frame with its kind (for the web app and the contract suite). */
export function parseServerMessage(raw: string): LiveParseResult<KindedServerMessage> {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return fail(LIVE_ERROR_CODES.invalidJson, 'Message is not valid JSON');
  }
  const type: unknown =
    typeof frame === 'object' && frame !== null ? (frame as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') {
    return fail(LIVE_ERROR_CODES.invalidMessage, 'Message must be an object with a string "type"');
  }
  const kind = serverMessageKind(type);
  if (kind === null) {
    return fail(LIVE_ERROR_CODES.unknownType, `Unknown message type "${type.slice(0, 100)}"`);
  }
  const validator = serverValidators[kind];
  if (!validator.Check(frame)) {
    return fail(
      LIVE_ERROR_CODES.invalidMessage,
      `Invalid ${kind} message: ${firstProblem(validator, frame)}`,
    );
  }
  return { ok: true, value: { kind, message: frame } as KindedServerMessage };
}

/** Frames are JSON text; one function so both ends serialise the same way. */
export function encodeLiveMessage(message: ClientMessage | ServerMessage): string {
  return JSON.stringify(message);
}
