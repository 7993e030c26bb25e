import Type from 'typebox';
import {
  CreateTvFootageRequestSchema,
  CreateTvMediaZipRequestSchema,
  StartTvStreamRequestSchema,
  TvCameraSchema,
  TvFootageListQuerySchema,
  TvFootageRequestSchema,
  TvMediaItemSchema,
  TvMediaListQuerySchema,
  TvMediaZipSchema,
  TvStreamSchema,
} from './track-vision';
import {
  IdParamsSchema,
  IdSchema,
  ItemResponseSchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/track-vision`;
const tags = ['track-vision'];

/** TV-2. */
export const listTvCamerasRoute = defineRoute({
  id: 'listTvCameras',
  method: 'GET',
  url: `${base}/cameras`,
  summary: "The company's vehicles with their cameras' channels and whether they can stream now",
  tags,
  auth: true,
  schema: { response: { 200: Type.Object({ data: Type.Array(TvCameraSchema) }) } },
});

/** TV-4, TV-9. */
export const startTvStreamRoute = defineRoute({
  id: 'startTvStream',
  method: 'POST',
  url: `${base}/streams`,
  summary: "Start a live view of a vehicle's camera channel; answers its HLS playlist",
  tags,
  auth: true,
  schema: {
    body: StartTvStreamRequestSchema,
    response: { 201: ItemResponseSchema(TvStreamSchema) },
  },
});

/** TV-6. */
export const stopTvStreamRoute = defineRoute({
  id: 'stopTvStream',
  method: 'DELETE',
  url: `${base}/streams/:id`,
  summary: 'Stop a live view: the server stops making it',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(Type.Object({ id: IdSchema })) },
  },
});

/** TV-13. */
export const listTvFootageRoute = defineRoute({
  id: 'listTvFootage',
  method: 'GET',
  url: `${base}/footage`,
  summary: "The company's footage requests, newest first, each in its state now",
  tags,
  auth: true,
  schema: {
    querystring: TvFootageListQuerySchema,
    response: { 200: ListResponseSchema(TvFootageRequestSchema) },
  },
});

/** TV-10, TV-11. */
export const createTvFootageRoute = defineRoute({
  id: 'createTvFootage',
  method: 'POST',
  url: `${base}/footage`,
  summary: "Ask a vehicle's device for the footage of a channel over up to 10 minutes",
  tags,
  auth: true,
  schema: {
    body: CreateTvFootageRequestSchema,
    response: { 201: ItemResponseSchema(TvFootageRequestSchema) },
  },
});

export const getTvFootageRoute = defineRoute({
  id: 'getTvFootage',
  method: 'GET',
  url: `${base}/footage/:id`,
  summary: 'One footage request in its state now',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: ItemResponseSchema(TvFootageRequestSchema) } },
});

/** TV-12. */
export const retryTvFootageRoute = defineRoute({
  id: 'retryTvFootage',
  method: 'POST',
  url: `${base}/footage/:id/retry`,
  summary: 'Ask the device again for the footage of a request that failed and may be retried',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: ItemResponseSchema(TvFootageRequestSchema) } },
});

/** TV-20, TV-21. */
export const listTvMediaRoute = defineRoute({
  id: 'listTvMedia',
  method: 'GET',
  url: `${base}/media`,
  summary:
    "Snapshots and clips of the company's vehicles (from alerts and footage requests), newest " +
    'first, by vehicle, driver, alert type, kind and period',
  tags,
  auth: true,
  schema: {
    querystring: TvMediaListQuerySchema,
    response: { 200: ListResponseSchema(TvMediaItemSchema) },
  },
});

/** TV-22. */
export const createTvMediaZipRoute = defineRoute({
  id: 'createTvMediaZip',
  method: 'POST',
  url: `${base}/media/zip`,
  summary:
    'Put some gallery items (up to 20) in one zip made on the server; answers where to download ' +
    'it from (a few minutes, by the same user)',
  tags,
  auth: true,
  schema: {
    body: CreateTvMediaZipRequestSchema,
    response: { 201: ItemResponseSchema(TvMediaZipSchema) },
  },
});

export const trackVisionRoutes = [
  listTvCamerasRoute,
  startTvStreamRoute,
  stopTvStreamRoute,
  listTvFootageRoute,
  createTvFootageRoute,
  getTvFootageRoute,
  retryTvFootageRoute,
  listTvMediaRoute,
  createTvMediaZipRoute,
] as const;
