import Type, { type Static, type TObject, type TSchema, type TUnsafe } from 'typebox';
import { requestCheck } from '../shared/request-check';
import { schemaCheck, type SchemaCheck } from '../shared/schema-check';
import { LiveMessageAlertSchema } from '../alerts/alerts';
import { ADDRESSED_LIVE_KINDS } from '../catalogue/live-messages';
import type { AddressedLiveKind } from '../shared/live-message-kind';
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
 *   { type: 'positions_snapshot' | 'positions_batch', seq, payload }
 *       vehicle positions for a connection that subscribed (live-positions.ts)
 *   { type: 'error', code, message }
 *       the last client frame was refused; the connection stays open
 *
 * The `{kind}-{id}` types are the addressed kinds the domains declare (their `live-messages.ts`,
 * listed in catalogue/live-messages.ts); this file derives their schemas, patterns, builders
 * and parsing from that list.
 *
 * Delivery rule (the spec shows shapes only, this is ours): a connection always receives PONG,
 * error, and the identity-addressed types of its token's user and company; it receives
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

type AddressedKinds = (typeof ADDRESSED_LIVE_KINDS)[number];
/** The kinds of message addressed to a company or a user (`fleet-task-eta`, ...). */
export type AddressedLiveKindName = AddressedKinds['kind'];
type AddressedKindOf<K extends AddressedLiveKindName> = Extract<AddressedKinds, { kind: K }>;
/** The `type` of an addressed kind: `fleet-task-eta-${number}`. */
export type AddressedLiveType<K extends string> = `${K}-${number}`;

const camelCase = (kind: string) => kind.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The addressed kinds by name, checked once: a kind declared twice is an error. */
export const ADDRESSED_LIVE_KIND_BY_NAME: Readonly<Record<string, AddressedLiveKind>> =
  Object.fromEntries(
    ADDRESSED_LIVE_KINDS.map((kind, index, all) => {
      if (all.findIndex((other) => other.kind === kind.kind) !== index)
        throw new Error(`Live message kind ${kind.kind} is declared twice`);
      return [kind.kind, kind];
    }),
  );

/** The JSON Schema `pattern` of an addressed kind's type. */
export function addressedLivePattern(kind: AddressedLiveKindName): string {
  return `^${kind}-${POSITIVE_ID}$`;
}

/** Regular expressions (JSON Schema `pattern` text) of the id-carrying message types. */
export const LIVE_TYPE_PATTERNS = {
  ...(Object.fromEntries(
    ADDRESSED_LIVE_KINDS.map(({ kind }) => [camelCase(kind), addressedLivePattern(kind)]),
  ) as Record<string, string>),
  /** Any other `alert-center-` key; `resolve-` and `new-` keys belong to the two above. */
  alertCenterTag: `^alert-center-(?!resolve-|new-)${TAG_KEY}$`,
} as const;

export type AlertCenterResolveType = AddressedLiveType<'alert-center-resolve'>;
export type AlertCenterNewType = AddressedLiveType<'alert-center-new'>;
export type AlertCenterTagType = `alert-center-${string}`;
export type SystemNotifType = AddressedLiveType<'system-notif'>;
export type RouteOptimizationType = AddressedLiveType<'route-optimization'>;
export type FleetTaskEtaType = AddressedLiveType<'fleet-task-eta'>;

const patternType = <T extends string>(pattern: string) => Type.Unsafe<T>(Type.String({ pattern }));

function positiveId(name: string, id: number): number {
  if (!Number.isInteger(id) || id < 1) throw new RangeError(`${name} must be a positive integer`);
  return id;
}

/** `{kind}-{id}` for a company's or a user's id: `liveMessageType('fleet-task-eta', 7)`. */
export function liveMessageType<K extends AddressedLiveKindName>(
  kind: K,
  id: number,
): AddressedLiveType<K> {
  const declared = ADDRESSED_LIVE_KIND_BY_NAME[kind];
  if (!declared) throw new RangeError(`Not an addressed live message kind: ${kind}`);
  return `${kind}-${positiveId(`${declared.addressedTo}Id`, id)}`;
}

export function alertCenterResolveType(companyId: number): AlertCenterResolveType {
  return liveMessageType('alert-center-resolve', companyId);
}

export function alertCenterNewType(userId: number): AlertCenterNewType {
  return liveMessageType('alert-center-new', userId);
}

export function systemNotifType(userId: number): SystemNotifType {
  return liveMessageType('system-notif', userId);
}

export function routeOptimizationType(companyId: number): RouteOptimizationType {
  return liveMessageType('route-optimization', companyId);
}

export function fleetTaskEtaType(companyId: number): FleetTaskEtaType {
  return liveMessageType('fleet-task-eta', companyId);
}

/** `alert-center-{key}` for a subscribed tag, e.g. `alertCenterTagType(12)` = 'alert-center-12'. */
export function alertCenterTagType(key: string | number): AlertCenterTagType {
  const type = `alert-center-${key}` as const;
  if (!TAG_TYPE.test(type)) {
    throw new RangeError(`Not a valid alert-center tag key: ${String(key)}`);
  }
  return type;
}

const TAG_TYPE = new RegExp(LIVE_TYPE_PATTERNS.alertCenterTag);

export const AlertCenterTagTypeSchema = patternType<AlertCenterTagType>(
  LIVE_TYPE_PATTERNS.alertCenterTag,
);

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

/** An addressed kind's whole message: its `{kind}-{id}` type and its payload. */
type AddressedMessageSchema<D extends AddressedLiveKind> = TObject<{
  type: TUnsafe<AddressedLiveType<D['kind']>>;
  payload: D['payload'];
}>;
type AddressedMessageSchemas = {
  [K in AddressedLiveKindName]: AddressedMessageSchema<AddressedKindOf<K>>;
};

/** The message schema of every addressed kind, by kind. */
export const ADDRESSED_MESSAGE_SCHEMAS = Object.fromEntries(
  ADDRESSED_LIVE_KINDS.map((declared) => [
    declared.kind,
    Type.Object(
      { type: patternType(addressedLivePattern(declared.kind)), payload: declared.payload },
      { $id: declared.messageId },
    ),
  ]),
) as unknown as AddressedMessageSchemas;

/** The message of an addressed kind, e.g. `{ type: 'fleet-task-eta-7', payload: FleetTaskEta }`. */
export type AddressedLiveMessage<K extends AddressedLiveKindName> = Static<
  AddressedMessageSchemas[K]
>;

export const AlertCenterResolveTypeSchema =
  ADDRESSED_MESSAGE_SCHEMAS['alert-center-resolve'].properties.type;
export const AlertCenterNewTypeSchema =
  ADDRESSED_MESSAGE_SCHEMAS['alert-center-new'].properties.type;
export const SystemNotifTypeSchema = ADDRESSED_MESSAGE_SCHEMAS['system-notif'].properties.type;
export const RouteOptimizationTypeSchema =
  ADDRESSED_MESSAGE_SCHEMAS['route-optimization'].properties.type;

export const AlertCenterResolveMessageSchema = ADDRESSED_MESSAGE_SCHEMAS['alert-center-resolve'];
export type AlertCenterResolveMessage = AddressedLiveMessage<'alert-center-resolve'>;

export const AlertCenterNewMessageSchema = ADDRESSED_MESSAGE_SCHEMAS['alert-center-new'];
export type AlertCenterNewMessage = AddressedLiveMessage<'alert-center-new'>;

export const AlertCenterTagMessageSchema = Type.Object(
  { type: AlertCenterTagTypeSchema, payload: LiveMessageAlertSchema },
  { $id: 'AlertCenterTagMessage' },
);
export type AlertCenterTagMessage = Static<typeof AlertCenterTagMessageSchema>;

export const SystemNotifMessageSchema = ADDRESSED_MESSAGE_SCHEMAS['system-notif'];
export type SystemNotifMessage = AddressedLiveMessage<'system-notif'>;

export const RouteOptimizationMessageSchema = ADDRESSED_MESSAGE_SCHEMAS['route-optimization'];
export type RouteOptimizationMessage = AddressedLiveMessage<'route-optimization'>;

export const FleetTaskEtaMessageSchema = ADDRESSED_MESSAGE_SCHEMAS['fleet-task-eta'];
export type FleetTaskEtaMessage = AddressedLiveMessage<'fleet-task-eta'>;

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
  ...ADDRESSED_MESSAGE_SCHEMAS,
  'alert-center': AlertCenterTagMessageSchema,
  positions_snapshot: PositionsSnapshotMessageSchema,
  positions_batch: PositionsBatchMessageSchema,
  error: LiveErrorMessageSchema,
} as const satisfies Record<string, TSchema>;
export type ServerMessageKind = keyof typeof SERVER_MESSAGE_SCHEMAS;

export const ServerMessageSchema = Type.Union(Object.values(SERVER_MESSAGE_SCHEMAS), {
  $id: 'LiveServerMessage',
});

/** The message of each server kind. */
interface ServerMessages extends Record<ServerMessageKind, unknown> {
  PONG: PongMessage;
  'alert-center': AlertCenterTagMessage;
  positions_snapshot: PositionsSnapshotMessage;
  positions_batch: PositionsBatchMessage;
  error: LiveErrorMessage;
}
type ServerMessageOf<K extends ServerMessageKind> = K extends AddressedLiveKindName
  ? AddressedLiveMessage<K>
  : ServerMessages[K];

export type ServerMessage = { [K in ServerMessageKind]: ServerMessageOf<K> }[ServerMessageKind];

const FIXED_KINDS: ReadonlySet<string> = new Set([
  'PONG',
  'error',
  'positions_snapshot',
  'positions_batch',
]);
const ADDRESSED_TYPES = ADDRESSED_LIVE_KINDS.map(
  ({ kind }) => [kind, new RegExp(addressedLivePattern(kind))] as const,
);

/**
 * The kind of a server message type string. Template-literal types overlap
 * (`alert-center-${string}` also covers `alert-center-new-1`), so switch on the kind, not
 * on `type`, to narrow: use `parseServerMessage`, which returns both.
 */
export function serverMessageKind(type: string): ServerMessageKind | null {
  if (FIXED_KINDS.has(type)) return type as ServerMessageKind;
  for (const [kind, pattern] of ADDRESSED_TYPES) if (pattern.test(type)) return kind;
  if (TAG_TYPE.test(type)) return 'alert-center';
  return null;
}

export type KindedServerMessage = {
  [K in ServerMessageKind]: { kind: K; message: ServerMessageOf<K> };
}[ServerMessageKind];

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

/**
 * Checks of the server messages, by kind, made elsewhere: the web app passes TypeBox's checks
 * compiled at build time (apps/web/src/lib/contract), since a page may not compile them at run
 * time and TypeBox's interpreter took 50 to 110 ms of the live view's first second at 50,000
 * vehicles (ADR 0058). A kind without one is checked here.
 */
export type ServerMessageChecks = {
  readonly [K in ServerMessageKind]?: (value: unknown) => boolean;
};

/**
 * A server frame with its kind (for the web app and the contract suite), checked with `checks`
 * where it has the kind's check; the reason a frame fails always comes from TypeBox here.
 */
export function parseServerMessage(
  raw: string,
  checks: ServerMessageChecks = {},
): LiveParseResult<KindedServerMessage> {
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
  const check = checks[kind];
  if (!(check ? check(frame) : validator.Check(frame))) {
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
