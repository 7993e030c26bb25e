import {
  createLandMeasurementRoute,
  deleteLandMeasurementRoute,
  exportLandMeasurementRoute,
  exportLandMeasurementsRoute,
  getLandMeasurementRoute,
  listLandMeasurementsRoute,
  measureLandRoute,
  measureLandTrackRoute,
  updateLandMeasurementRoute,
} from '@armada/contracts/land-measurement';
import type { FastifyReply } from 'fastify';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import type { LandExportFile } from './land-measurement-service';

/** A boundary of 2,001 points is about 90 KB of JSON: room for it, refused by its count. */
const boundaryBodyLimit = 1024 * 1024;

const sendFile = (reply: FastifyReply, file: LandExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** Land measurement under the main API `/api` (LAND-4 ... LAND-9). */
export const landMeasurementRoutes: RouteRegistrar = (app, services, prefix) => {
  const land = services.landMeasurements;
  app.route({
    ...routeOptions(listLandMeasurementsRoute, prefix),
    handler: async (request) => land.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(exportLandMeasurementsRoute, prefix),
    handler: async (request, reply) =>
      sendFile(reply, await land.export(authOf(request), request.query.format)),
  });
  app.route({
    ...routeOptions(getLandMeasurementRoute, prefix),
    handler: async (request) => land.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(exportLandMeasurementRoute, prefix),
    handler: async (request, reply) =>
      sendFile(reply, await land.export(authOf(request), request.query.format, request.params.id)),
  });
  app.route({
    ...routeOptions(createLandMeasurementRoute, prefix),
    bodyLimit: boundaryBodyLimit,
    handler: async (request, reply) =>
      reply.code(201).send(await land.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateLandMeasurementRoute, prefix),
    bodyLimit: boundaryBodyLimit,
    handler: async (request) => land.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(deleteLandMeasurementRoute, prefix),
    handler: async (request) => land.delete(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(measureLandRoute, prefix),
    bodyLimit: boundaryBodyLimit,
    handler: async (request) => land.measure(authOf(request), request.body.boundary),
  });
  app.route({
    ...routeOptions(measureLandTrackRoute, prefix),
    handler: async (request) => land.measureTrack(authOf(request), request.body),
  });
};
