import Type, { type Static } from 'typebox';
import { RawAlertWireSchema } from '../alerts/alerts';
import {
  SYSTEM_NOTIFICATION_ACTIONS,
  SystemNotificationResponseSchema,
} from '../notifications/system-notification';
import { ItemResponseSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';
import {
  QUOTA_PERIODS,
  RouteOptimizationQuotaSchema,
} from '../route-optimization/route-optimization';
import { API_BASES, defineRoute } from '../shared/route-definition';
import { expireTrackingLinkRoute } from '../tracking-links/tracking-link-routes';

/**
 * The simulator's controls (ours, not a backend route): raise alerts now, for browser tests,
 * benchmarks and sales demos. Served only when the simulator runs with ARMADA_SIM_CONTROLS=1,
 * so it is not in the route catalogue and a real backend does not have it.
 */
export const RaiseAlertsBodySchema = Type.Object(
  {
    /** A vehicle of the signed-in user's company; default: one picked in turn. */
    vehicleId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** An alert code the company's rules watch; default: one of `level`'s rule. */
    alertCode: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Which rule's codes to pick from when no code is given (default urgent). */
    level: Type.Optional(Type.Enum(['urgent', 'important', 'normal'])),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 1 })),
    /** Raised this long before the simulated now (up to 4 days: older than the media window). */
    ageSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 * 24 * 3600 })),
    /** The dashcam clip's fate for camera alerts, instead of the seeded one. */
    mediaOutcome: Type.Optional(
      Type.Enum(['ready', 'needs-request', 'not-sent', 'media-not-found']),
    ),
    /**
     * With `mediaOutcome` 'needs-request': seconds from the user's upload request to the clip,
     * instead of the seeded 6 to 16 s.
     */
    mediaDelaySeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
  },
  { $id: 'RaiseAlertsBody', additionalProperties: false },
);
export type RaiseAlertsBody = Static<typeof RaiseAlertsBodySchema>;

export const RaiseAlertsResponseSchema = Type.Object(
  { data: Type.Array(RawAlertWireSchema) },
  { $id: 'RaiseAlertsResponse' },
);

export const raiseAlertsRoute = defineRoute({
  id: 'raiseSimulatedAlerts',
  method: 'POST',
  url: `${API_BASES.main}/simulator/alerts`,
  summary: 'Simulator control: raise alerts now on a vehicle of the company (stored and pushed)',
  tags: ['simulator'],
  auth: true,
  schema: { body: RaiseAlertsBodySchema, response: { 201: RaiseAlertsResponseSchema } },
});

export const AnnounceBodySchema = Type.Object(
  {
    /** The kind of announcement; default the first template. */
    action: Type.Optional(Type.Enum([...SYSTEM_NOTIFICATION_ACTIONS])),
    /**
     * Text instead of the template's, in both languages (the first slide of a carousel): tests
     * publish text with markup in it and check it shows as text.
     */
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { $id: 'AnnounceBody', additionalProperties: false },
);
export type AnnounceBody = Static<typeof AnnounceBodySchema>;

export const announceRoute = defineRoute({
  id: 'announceSimulatedSystemNotification',
  method: 'POST',
  url: `${API_BASES.main}/simulator/system-notifications`,
  summary: 'Simulator control: publish an announcement now to the signed-in user only',
  tags: ['simulator'],
  auth: true,
  schema: { body: AnnounceBodySchema, response: { 201: SystemNotificationResponseSchema } },
});

export const SetRouteOptimizationQuotaBodySchema = Type.Object(
  {
    /** null with period null or UNLIMITED: no limit. */
    limit: Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    period: Nullable(Type.Enum([...QUOTA_PERIODS])),
    /** Runs counted so far this period; default: left as it is. */
    usage: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { $id: 'SetRouteOptimizationQuotaBody', additionalProperties: false },
);
export type SetRouteOptimizationQuotaBody = Static<typeof SetRouteOptimizationQuotaBodySchema>;

export const setRouteOptimizationQuotaRoute = defineRoute({
  id: 'setSimulatedRouteOptimizationQuota',
  method: 'PUT',
  url: `${API_BASES.main}/simulator/route-optimization-quota`,
  summary: "Simulator control: set the signed-in user's company route optimization quota",
  tags: ['simulator'],
  auth: true,
  schema: {
    body: SetRouteOptimizationQuotaBodySchema,
    response: { 200: ItemResponseSchema(RouteOptimizationQuotaSchema) },
  },
});

export const EXPIRE_SESSION_TARGETS = ['session', 'ws-tokens'] as const;

export const ExpireSessionBodySchema = Type.Object(
  {
    /**
     * What stops being valid now: the calling session itself (default; its row stays, so the
     * next request takes the expired path, not the unknown one), or only the live-channel
     * tokens issued to it so far (the session goes on).
     */
    what: Type.Optional(Type.Enum([...EXPIRE_SESSION_TARGETS])),
  },
  { $id: 'ExpireSessionBody', additionalProperties: false },
);
export type ExpireSessionBody = Static<typeof ExpireSessionBodySchema>;

export const ExpireSessionResponseSchema = Type.Object(
  {
    data: Type.Object({
      what: Type.Enum([...EXPIRE_SESSION_TARGETS]),
      /** The new expiry (the simulated clock's now), ms since the epoch. */
      expiresAt: Type.Integer(),
      /** Rows whose expiry was set: 1 for the session, the live-channel tokens' count else. */
      expired: Type.Integer({ minimum: 0 }),
    }),
  },
  { $id: 'ExpireSessionResponse' },
);
export type ExpireSessionResponse = Static<typeof ExpireSessionResponseSchema>;

export const expireSessionRoute = defineRoute({
  id: 'expireSimulatedSession',
  method: 'POST',
  url: `${API_BASES.main}/simulator/session/expire`,
  summary:
    "Simulator control: end the calling session's validity now (or its live-channel tokens'), without moving the clock",
  tags: ['simulator'],
  auth: true,
  schema: { body: ExpireSessionBodySchema, response: { 200: ExpireSessionResponseSchema } },
});

/** Every simulator control (served with ARMADA_SIM_CONTROLS=1 only), for suites that walk them. */
export const simulatorControlRoutes = [
  raiseAlertsRoute,
  announceRoute,
  setRouteOptimizationQuotaRoute,
  expireSessionRoute,
  expireTrackingLinkRoute,
] as const;
