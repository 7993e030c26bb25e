import Type, { type Static } from 'typebox';
import { Nullable } from '../shared/nullable';
import { IdSchema } from '../shared/list-query';
import {
  FleetTaskStatusSchema,
  FleetTaskStopReasonSchema,
  FleetTaskStopStatusSchema,
  type FleetTaskStopReason,
} from './fleet-task';

/**
 * The driver's day on the phone (docs/rules/fleet-tasks.md FT-14 ... FT-20): the signed-in
 * driver's tasks for today with each stop's address, customer phone and place on the map, and
 * the three things a driver does at a stop: arrived, delivered (recipient, photo, signature)
 * and failed (reason, photo). Every action carries a key the phone made, so a replay after a
 * lost answer changes nothing (FT-17).
 */

const DateTime = Type.String({ format: 'date-time' });

/** FT-18: what a proof picture may be, told by its first bytes, and how big. */
export const DRIVER_PROOF_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DriverProofImageType = (typeof DRIVER_PROOF_IMAGE_TYPES)[number];

export const DRIVER_TASK_LIMITS = {
  /** A photo, once decoded (the phone sends it resized to `photoMaxEdgePx`, far below). */
  photoMaxBytes: 2 * 1024 * 1024,
  /** A signature drawn on the screen, once decoded. */
  signatureMaxBytes: 256 * 1024,
  /** The longer side of a photo after the phone has resized it. */
  photoMaxEdgePx: 1280,
  recipientNameMax: 100,
} as const;

/** The length of the base64 text of `bytes` bytes. */
export const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

/**
 * FT-15: the JSON body limit of an action: a photo and a signature in base64 and the fields.
 * The servers' default (1 MiB) is below it, so the action routes set their own.
 */
export const DRIVER_ACTION_BODY_LIMIT =
  base64Length(DRIVER_TASK_LIMITS.photoMaxBytes) +
  base64Length(DRIVER_TASK_LIMITS.signatureMaxBytes) +
  64 * 1024;

/** FT-16: the reasons a driver gives for a failed delivery (the field's four). */
export const DRIVER_FAILURE_REASONS = [
  'RECIPIENT_ABSENT',
  'ADDRESS_NOT_FOUND',
  'REFUSED',
  'GOODS_DAMAGED',
] as const satisfies readonly FleetTaskStopReason[];
export type DriverFailureReason = (typeof DRIVER_FAILURE_REASONS)[number];

/** The three actions, as the idempotency keys remember them (FT-17). */
export const DRIVER_STOP_ACTIONS = ['ARRIVED', 'DELIVERED', 'FAILED'] as const;
export type DriverStopAction = (typeof DRIVER_STOP_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export const DriverTaskStopSchema = Type.Object(
  {
    id: IdSchema,
    sequence: Type.Integer({ minimum: 1 }),
    status: FleetTaskStopStatusSchema,
    reason: Nullable(FleetTaskStopReasonSchema),
    /** The delivery address: its label, full postal text (RT/RW, kelurahan, kecamatan when known). */
    address: Type.Object({
      id: IdSchema,
      name: Type.String(),
      full_name: Type.String(),
      district: Type.String(),
      city: Type.String(),
      postal_code: Type.String(),
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
    }),
    /** The customer the stop delivers to, with the phone the driver calls; null phone if none. */
    customer: Nullable(
      Type.Object({ id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()) }),
    ),
    delivery_orders: Type.Array(Type.Object({ id: IdSchema, number: Type.String() })),
    planned_arrival_on: DateTime,
    window_end_on: Nullable(DateTime),
    arrived_on: Nullable(DateTime),
    departed_on: Nullable(DateTime),
    /** Who took the goods, once delivered. */
    recipient_name: Nullable(Type.String()),
  },
  { $id: 'DriverTaskStop' },
);
export type DriverTaskStop = Static<typeof DriverTaskStopSchema>;

export const DriverTaskSchema = Type.Object(
  {
    id: IdSchema,
    number: Type.String(),
    status: FleetTaskStatusSchema,
    day: Type.String({ format: 'date' }),
    vehicle: Type.Object({ id: IdSchema, license_plate: Type.String() }),
    planned_start_on: DateTime,
    start_address: Type.Object({ id: IdSchema, name: Type.String() }),
    stops: Type.Array(DriverTaskStopSchema),
  },
  { $id: 'DriverTask' },
);
export type DriverTask = Static<typeof DriverTaskSchema>;

/** FT-14: `GET .../fleet-task/mine`: today (WIB) and the signed-in driver's tasks of today. */
export const MyFleetTasksSchema = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    /** Null for a user who is not a driver: no tasks. */
    driver: Nullable(Type.Object({ id: IdSchema, fullname: Type.String() })),
    tasks: Type.Array(DriverTaskSchema),
  },
  { $id: 'MyFleetTasks' },
);
export type MyFleetTasks = Static<typeof MyFleetTasksSchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** A picture in base64; its type comes from its first bytes, not from a declared one (FT-18). */
const Base64Image = (maxBytes: number) =>
  Type.String({
    minLength: 1,
    maxLength: base64Length(maxBytes),
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
    contentEncoding: 'base64',
  });

/** FT-17: made by the phone when the driver acts, sent again unchanged with every retry. */
const IdempotencyKey = Type.String({ format: 'uuid' });

export const ArriveStopRequestSchema = Type.Object(
  { idempotency_key: IdempotencyKey },
  { $id: 'ArriveStopRequest', additionalProperties: false },
);
export type ArriveStopRequest = Static<typeof ArriveStopRequestSchema>;

export const DeliverStopRequestSchema = Type.Object(
  {
    idempotency_key: IdempotencyKey,
    recipient_name: Type.String({
      minLength: 1,
      maxLength: DRIVER_TASK_LIMITS.recipientNameMax,
      pattern: '\\S',
    }),
    /** JPEG, PNG or WebP, at most `photoMaxBytes` decoded. */
    photo: Base64Image(DRIVER_TASK_LIMITS.photoMaxBytes),
    /** The signature drawn on the screen: PNG (or JPEG, WebP), at most `signatureMaxBytes`. */
    signature: Base64Image(DRIVER_TASK_LIMITS.signatureMaxBytes),
  },
  { $id: 'DeliverStopRequest', additionalProperties: false },
);
export type DeliverStopRequest = Static<typeof DeliverStopRequestSchema>;

export const FailStopRequestSchema = Type.Object(
  {
    idempotency_key: IdempotencyKey,
    reason: Type.Enum(DRIVER_FAILURE_REASONS),
    /** What the driver found (a closed door, the damaged goods). */
    photo: Base64Image(DRIVER_TASK_LIMITS.photoMaxBytes),
  },
  { $id: 'FailStopRequest', additionalProperties: false },
);
export type FailStopRequest = Static<typeof FailStopRequestSchema>;

export const DriverStopParamsSchema = Type.Object({ stopId: IdSchema });
