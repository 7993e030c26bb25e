import Type, { type Static } from 'typebox';
import { CompanyTimeZoneSchema } from '../company/company';
import { FleetTaskStopStatusSchema } from '../fleet-tasks/fleet-task';
import { IdSchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { Nullable } from '../shared/nullable';

/**
 * Temporary tracking links (docs/rules/tracking-links.md): a dispatcher shares one vehicle, or
 * one stop of a fleet task, with someone outside the company for a while. The recipient opens
 * `/t/<token>` without signing in and sees only what the link allows.
 */

const DateTime = Type.String({ format: 'date-time' });

export const TRACKING_LINK_LIMITS = {
  /** TRK-2: the shortest and longest a link may live, in hours (one hour to seven days). */
  minHours: 1,
  maxHours: 7 * 24,
  /** TRK-3: random bytes of a token (256 bits; the rule asks at least 128). */
  tokenBytes: 32,
  /** A token longer than this is not one of ours: 404 without a lookup. */
  tokenMaxLength: 128,
  /** The dispatcher's own words about who the link is for. */
  labelMax: 80,
} as const;

/** TRK-4: what a link may show besides the stop's status (always shown for a stop link). */
export const TRACKING_LINK_SHOWS = ['position', 'eta', 'driver_first_name', 'plate'] as const;
export type TrackingLinkShow = (typeof TRACKING_LINK_SHOWS)[number];
export const TrackingLinkShowSchema = Type.Enum(TRACKING_LINK_SHOWS);

/** What a link is about (TRK-1). */
export const TRACKING_LINK_TARGETS = ['VEHICLE', 'STOP'] as const;
export type TrackingLinkTarget = (typeof TRACKING_LINK_TARGETS)[number];
export const TrackingLinkTargetSchema = Type.Enum(TRACKING_LINK_TARGETS);

/** TRK-5: a link's status follows from its times; REVOKED and EXPIRED are final. */
export const TRACKING_LINK_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type TrackingLinkStatus = (typeof TRACKING_LINK_STATUSES)[number];
export const TrackingLinkStatusSchema = Type.Enum(TRACKING_LINK_STATUSES);

/** Why a public page ended (TRK-12): the link expired or was revoked. */
export type TrackingLinkEnd = Exclude<TrackingLinkStatus, 'ACTIVE'>;

/**
 * TRK-5: the status of a link at `now` (epoch ms). A revoked link stays revoked; otherwise it
 * is expired from its expiry instant on.
 */
export function trackingLinkStatus(
  link: { expiresAt: number; revokedAt: number | null },
  now: number,
): TrackingLinkStatus {
  if (link.revokedAt !== null) return 'REVOKED';
  return now >= link.expiresAt ? 'EXPIRED' : 'ACTIVE';
}

// ---------------------------------------------------------------------------------------------
// The dispatcher's side
// ---------------------------------------------------------------------------------------------

const Person = Type.Object({ id: IdSchema, name: Type.String() });

export const TrackingLinkSchema = Type.Object(
  {
    id: IdSchema,
    target: TrackingLinkTargetSchema,
    label: Type.String(),
    vehicle: Type.Object({ id: IdSchema, license_plate: Type.String() }),
    /** Set for a stop link. */
    task: Nullable(Type.Object({ id: IdSchema, number: Type.String() })),
    stop: Nullable(
      Type.Object({ id: IdSchema, sequence: Type.Integer({ minimum: 1 }), name: Type.String() }),
    ),
    shows: Type.Array(TrackingLinkShowSchema),
    status: TrackingLinkStatusSchema,
    /** The last four characters of the token, to tell links apart (the token itself is not kept). */
    token_hint: Type.String(),
    expires_on: DateTime,
    created_on: DateTime,
    /** TRK-9: who made, last extended and revoked the link (the company's audit of links). */
    created_by: Person,
    extended_on: Nullable(DateTime),
    extended_by: Nullable(Person),
    revoked_on: Nullable(DateTime),
    revoked_by: Nullable(Person),
    /** How often the public page was opened (snapshot reads). */
    views: Type.Integer({ minimum: 0 }),
  },
  { $id: 'TrackingLink' },
);
export type TrackingLink = Static<typeof TrackingLinkSchema>;

export const trackingLinkList = {
  resource: 'tracking-link',
  fields: {
    id: { type: 'number' },
    target: { type: 'string' },
    label: { type: 'string' },
    'vehicle.id': { type: 'number' },
    'vehicle.license_plate': { type: 'string' },
    'task.id': { type: 'number' },
    'task.number': { type: 'string' },
    'stop.id': { type: 'number' },
    'stop.name': { type: 'string' },
    status: { type: 'string' },
    expires_on: { type: 'date' },
    created_on: { type: 'date' },
    'created_by.name': { type: 'string' },
    revoked_on: { type: 'date' },
    views: { type: 'number' },
  },
  searchFields: ['label', 'vehicle.license_plate', 'task.number', 'stop.name', 'created_by.name'],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
} as const satisfies ListDeclaration;
export type TrackingLinkListField = keyof typeof trackingLinkList.fields;

export const CreateTrackingLinkRequestSchema = Type.Object(
  {
    /** A vehicle link: the vehicle. Give this or `stop_id`, not both (TRK-1). */
    vehicle_id: Type.Optional(IdSchema),
    /** A stop link: the stop of a fleet task (its task and vehicle follow from it). */
    stop_id: Type.Optional(IdSchema),
    expires_in_hours: Type.Integer({
      minimum: TRACKING_LINK_LIMITS.minHours,
      maximum: TRACKING_LINK_LIMITS.maxHours,
    }),
    shows: Type.Array(TrackingLinkShowSchema, {
      minItems: 1,
      maxItems: TRACKING_LINK_SHOWS.length,
      uniqueItems: true,
    }),
    label: Type.Optional(Type.String({ maxLength: TRACKING_LINK_LIMITS.labelMax })),
  },
  { $id: 'CreateTrackingLinkRequest', additionalProperties: false },
);
export type CreateTrackingLinkRequest = Static<typeof CreateTrackingLinkRequestSchema>;

/** The only answer that carries the token (TRK-3): it is not stored and cannot be read again. */
export const CreatedTrackingLinkSchema = Type.Object(
  {
    link: TrackingLinkSchema,
    token: Type.String({ minLength: 1 }),
    /** `/t/<token>`, to put after the site's origin. */
    path: Type.String({ minLength: 1 }),
  },
  { $id: 'CreatedTrackingLink' },
);
export type CreatedTrackingLink = Static<typeof CreatedTrackingLinkSchema>;

export const ExtendTrackingLinkRequestSchema = Type.Object(
  {
    /** The new expiry counts from now (TRK-6). */
    expires_in_hours: Type.Integer({
      minimum: TRACKING_LINK_LIMITS.minHours,
      maximum: TRACKING_LINK_LIMITS.maxHours,
    }),
  },
  { $id: 'ExtendTrackingLinkRequest', additionalProperties: false },
);
export type ExtendTrackingLinkRequest = Static<typeof ExtendTrackingLinkRequestSchema>;

export const RevokeTrackingLinkRequestSchema = Type.Object(
  {},
  { $id: 'RevokeTrackingLinkRequest', additionalProperties: false },
);
export type RevokeTrackingLinkRequest = Static<typeof RevokeTrackingLinkRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The recipient's side (no session)
// ---------------------------------------------------------------------------------------------

export const PublicTrackingParamsSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: TRACKING_LINK_LIMITS.tokenMaxLength }),
});

/**
 * TRK-10: what the public page shows, and nothing else: no ids, no company, no customer, no
 * other stop. A member the link does not allow is null.
 */
export const PublicTrackingSchema = Type.Object(
  {
    target: TrackingLinkTargetSchema,
    status: Type.Literal('ACTIVE'),
    expires_on: DateTime,
    /** The company's zone, so the page says times as the company does (WIB, WITA, WIT). */
    time_zone: CompanyTimeZoneSchema,
    /** The zone's offset from UTC and its label, so the page needs no zone table of its own. */
    utc_offset_minutes: Type.Integer({ minimum: -720, maximum: 840 }),
    zone_label: Type.String(),
    /** The instant the view was made. */
    at: DateTime,
    shows: Type.Array(TrackingLinkShowSchema),
    license_plate: Nullable(Type.String()),
    driver_first_name: Nullable(Type.String()),
    /** TRK-11: null when not allowed, not known, or the stop is no longer ahead. */
    position: Nullable(
      Type.Object({
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
        heading: Type.Number({ minimum: 0, maximum: 360 }),
        reported_on: DateTime,
      }),
    ),
    /** A stop link's stop; null for a vehicle link. */
    stop: Nullable(
      Type.Object({
        status: FleetTaskStopStatusSchema,
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
        /** The estimate while the stop is ahead and the link shows it. */
        eta_on: Nullable(DateTime),
        arrived_on: Nullable(DateTime),
        /** When the goods were handed over (a DELIVERED stop). */
        delivered_on: Nullable(DateTime),
      }),
    ),
  },
  { $id: 'PublicTracking' },
);
export type PublicTracking = Static<typeof PublicTrackingSchema>;

/**
 * The public live stream (TRK-12), Server-Sent Events: `view` events carry a PublicTracking,
 * then one `end` event says why the page ended, and the server closes the stream.
 */
export const PublicTrackingEndSchema = Type.Object(
  { status: Type.Enum(['EXPIRED', 'REVOKED'] as const) },
  { $id: 'PublicTrackingEnd' },
);
export type PublicTrackingEnd = Static<typeof PublicTrackingEndSchema>;
