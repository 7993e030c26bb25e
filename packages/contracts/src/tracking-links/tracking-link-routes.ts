import Type from 'typebox';
import {
  CreateTrackingLinkRequestSchema,
  CreatedTrackingLinkSchema,
  ExtendTrackingLinkRequestSchema,
  PublicTrackingParamsSchema,
  PublicTrackingSchema,
  RevokeTrackingLinkRequestSchema,
  TrackingLinkSchema,
  trackingLinkList,
} from './tracking-link';
import { PUBLIC_TRACKING_API_PREFIX } from './public-page';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/tracking-link`;
const tags = ['tracking-link'];

/** TRK-8. */
export const listTrackingLinksRoute = defineRoute({
  id: 'listTrackingLinks',
  method: 'GET',
  url: base,
  summary: "The company's tracking links, paged, with who made, extended and revoked each",
  tags,
  auth: true,
  list: trackingLinkList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(TrackingLinkSchema) },
  },
});

/** TRK-1 ... TRK-4. */
export const createTrackingLinkRoute = defineRoute({
  id: 'createTrackingLink',
  method: 'POST',
  url: base,
  summary: 'Make a link to a vehicle or a stop; the answer is the only one carrying its token',
  tags,
  auth: true,
  schema: {
    body: CreateTrackingLinkRequestSchema,
    response: { 201: ItemResponseSchema(CreatedTrackingLinkSchema) },
  },
});

/** TRK-6. */
export const extendTrackingLinkRoute = defineRoute({
  id: 'extendTrackingLink',
  method: 'POST',
  url: `${base}/:id/extend`,
  summary: 'Give an active link a new expiry, counted from now; 409 once expired or revoked',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: ExtendTrackingLinkRequestSchema,
    response: { 200: ItemResponseSchema(TrackingLinkSchema) },
  },
});

/** TRK-6, TRK-12. */
export const revokeTrackingLinkRoute = defineRoute({
  id: 'revokeTrackingLink',
  method: 'POST',
  url: `${base}/:id/revoke`,
  summary: 'End an active link now: its page shows that it ended and its live stream closes',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: RevokeTrackingLinkRequestSchema,
    response: { 200: ItemResponseSchema(TrackingLinkSchema) },
  },
});

/** TRK-10: no session; 404 for any token that is not a link, 410 for an ended one. */
export const getPublicTrackingRoute = defineRoute({
  id: 'getPublicTracking',
  method: 'GET',
  url: `${PUBLIC_TRACKING_API_PREFIX}/:token`,
  summary: 'Public: what a tracking link shows now (no session)',
  tags,
  auth: false,
  schema: {
    params: PublicTrackingParamsSchema,
    response: { 200: ItemResponseSchema(PublicTrackingSchema) },
  },
});

/** TRK-12: Server-Sent Events (`view`, then `end`); refusals as for the snapshot. */
export const streamPublicTrackingRoute = defineRoute({
  id: 'streamPublicTracking',
  method: 'GET',
  url: `${PUBLIC_TRACKING_API_PREFIX}/:token/live`,
  summary:
    'Public: a text/event-stream of `view` events (PublicTracking JSON) until one `end` event (PublicTrackingEnd)',
  tags,
  auth: false,
  schema: {
    params: PublicTrackingParamsSchema,
    response: {
      200: Type.String({ description: 'text/event-stream: event view | end, data JSON' }),
    },
  },
});

export const trackingLinkRoutes = [
  listTrackingLinksRoute,
  createTrackingLinkRoute,
  extendTrackingLinkRoute,
  revokeTrackingLinkRoute,
  getPublicTrackingRoute,
  streamPublicTrackingRoute,
] as const;

/** Simulator control (ARMADA_SIM_CONTROLS=1): a link's expiry set to the clock's now (tests). */
export const expireTrackingLinkRoute = defineRoute({
  id: 'expireSimulatedTrackingLink',
  method: 'POST',
  url: `${API_BASES.main}/simulator/tracking-link/:id/expire`,
  summary:
    "Simulator control: a link of the caller's company expires now, without moving the clock",
  tags: ['simulator'],
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(TrackingLinkSchema) },
  },
});
