import type { FastifyRequest } from 'fastify';
import {
  GEOFENCE_IMPORT,
  GEOFENCE_LIMITS,
  checkGeofenceImportRoute,
  createGeofenceRoute,
  createSavedRouteRoute,
  exportGeofencesRoute,
  getGeofenceMapRoute,
  getGeofenceRoute,
  getSavedRouteRoute,
  importGeofencesRoute,
  listGeofenceVisitsRoute,
  listGeofencesRoute,
  listRouteDeviationsRoute,
  listSavedRoutesRoute,
  updateGeofenceRoute,
  updateSavedRouteRoute,
} from '@armada/contracts/geofences';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { importTooLarge } from './geofence-service';

/** GEO-4: a shape body may be this large, so its vertex count is what refuses it. */
const shapeBodyLimit = GEOFENCE_LIMITS.maxBodyBytes;

/** Geofences and saved routes under the main API `/api` (GEO-6, GEO-11, GEO-13, GEO-16, SRT-*). */
export const geofenceRoutes: RouteRegistrar = (app, services, prefix) => {
  const geofences = services.geofences;
  const routes = services.savedRoutes;
  app.route({
    ...routeOptions(listGeofencesRoute, prefix),
    handler: async (request) => geofences.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getGeofenceMapRoute, prefix),
    handler: async (request) => geofences.map(authOf(request)),
  });
  app.route({
    ...routeOptions(exportGeofencesRoute, prefix),
    handler: async (request, reply) => {
      const collection = await geofences.export(authOf(request));
      return reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${GEOFENCE_IMPORT.exportName}.geojson"`,
        )
        .header('cache-control', 'no-store')
        .send(collection);
    },
  });
  app.route({
    ...routeOptions(getGeofenceRoute, prefix),
    handler: async (request) => geofences.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(listGeofenceVisitsRoute, prefix),
    handler: async (request) => geofences.visits(authOf(request), request.params.id, request.query),
  });
  app.route({
    ...routeOptions(createGeofenceRoute, prefix),
    bodyLimit: shapeBodyLimit,
    handler: async (request, reply) =>
      reply.code(201).send(await geofences.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateGeofenceRoute, prefix),
    bodyLimit: shapeBodyLimit,
    handler: async (request) => geofences.update(authOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(listSavedRoutesRoute, prefix),
    handler: async (request) => routes.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getSavedRouteRoute, prefix),
    handler: async (request) => routes.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(listRouteDeviationsRoute, prefix),
    handler: async (request) =>
      routes.deviations(authOf(request), request.params.id, request.query),
  });
  app.route({
    ...routeOptions(createSavedRouteRoute, prefix),
    bodyLimit: shapeBodyLimit,
    handler: async (request, reply) =>
      reply.code(201).send(await routes.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateSavedRouteRoute, prefix),
    bodyLimit: shapeBodyLimit,
    handler: async (request) => routes.update(authOf(request), request.params.id, request.body),
  });
};

const importLimit = GEOFENCE_IMPORT.maxBytes;

/**
 * GEO-13: a body announced over the limit is refused from its Content-Length before a byte is
 * parsed; the rest is read and dropped, so the client reads the 413 instead of a reset.
 */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > importLimit) {
    request.raw.resume();
    throw importTooLarge();
  }
}

const bytesOf = (body: unknown): Uint8Array =>
  body instanceof Uint8Array ? body : new Uint8Array(0);

/**
 * GEO-13 ... GEO-15: the GeoJSON upload. The file is the raw body, read as bytes whatever its
 * type (a wrong type gets the service's own 415), in a context of its own.
 */
export const geofenceImportRoutes: RouteRegistrar = (app, services, prefix) => {
  const geofences = services.geofences;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: importLimit }, (_r, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(checkGeofenceImportRoute, prefix),
    bodyLimit: importLimit,
    preParsing: refuseOversized,
    handler: async (request) => ({
      data: await geofences.checkImport(
        authOf(request),
        request.headers['content-type'] ?? '',
        bytesOf(request.body),
      ),
    }),
  });
  app.route({
    ...routeOptions(importGeofencesRoute, prefix),
    bodyLimit: importLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await geofences.import(
          authOf(request),
          request.headers['content-type'] ?? '',
          bytesOf(request.body),
          request.query.valid_only === true,
        ),
      }),
  });
};
