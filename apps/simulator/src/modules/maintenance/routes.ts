import type { FastifyInstance } from 'fastify';
import {
  WORK_ORDER_PHOTO,
  WORK_ORDER_PHOTO_ROUTE,
  createServicePlanRoute,
  createWorkOrderRoute,
  getServicePlanRoute,
  getWorkOrderRoute,
  listMaintenanceDueRoute,
  listServicePlansRoute,
  listWorkOrdersRoute,
  updateServicePlanRoute,
  updateWorkOrderRoute,
  uploadWorkOrderPhotoRoute,
} from '@armada/contracts/maintenance';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import type { Services } from '../../services/services';
import { WorkOrderListQuerySchema, type WorkOrderListQuery } from '@armada/contracts/maintenance';
import { Value } from 'typebox/value';
import { EXPORT_MAX_ROWS, workOrdersCsv, workOrdersXlsx } from './work-order-export';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** A photo in base64 and its JSON around it (MNT-11). */
const PHOTO_BODY_LIMIT = Math.ceil(WORK_ORDER_PHOTO.maxBytes / 3) * 4 + 16 * 1024;

/** Maintenance under the main API `/api/maintenance` (MNT-1 ... MNT-12). */
export const maintenanceRoutes: RouteRegistrar = (app, services, prefix) => {
  const maintenance = services.maintenance;
  app.route({
    ...routeOptions(listServicePlansRoute, prefix),
    handler: async (request) => maintenance.listPlans(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getServicePlanRoute, prefix),
    handler: async (request) => maintenance.getPlan(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createServicePlanRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await maintenance.createPlan(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateServicePlanRoute, prefix),
    handler: async (request) =>
      maintenance.updatePlan(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(listMaintenanceDueRoute, prefix),
    handler: async (request) => maintenance.due(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listWorkOrdersRoute, prefix),
    handler: async (request) => maintenance.listOrders(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getWorkOrderRoute, prefix),
    handler: async (request) => maintenance.getOrder(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createWorkOrderRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await maintenance.createOrder(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateWorkOrderRoute, prefix),
    handler: async (request) =>
      maintenance.updateOrder(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(uploadWorkOrderPhotoRoute, prefix),
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await maintenance.uploadPhoto(authOf(request), request.params.id, request.body)),
  });
};

/**
 * MNT-11: a work order's photo in the type it was checked as; a session is needed; another
 * company's work order or an unknown photo is 404, ids that are not numbers 400.
 */
export function registerPhotoRoute(app: FastifyInstance, services: Services): void {
  registerExportRoute(app, services);
  app.get<{ Params: { id: string; photoId: string } }>(
    WORK_ORDER_PHOTO_ROUTE,
    async (request, reply) => {
      const { id, photoId } = request.params;
      if (!/^\d{1,9}$/.test(id) || !/^\d{1,9}$/.test(photoId)) {
        return reply.code(400).send({
          statusCode: 400,
          code: HTTP_ERROR_CODES.validation,
          message: 'params/id and params/photoId must be whole numbers',
        });
      }
      const photo = await services.maintenance.photo(authOf(request), Number(id), Number(photoId));
      if (!photo) {
        return reply.code(404).send({
          statusCode: 404,
          code: HTTP_ERROR_CODES.notFound,
          message: 'No such work-order photo.',
        });
      }
      return reply
        .header('content-type', photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(photo.body);
    },
  );
}

/** MNT-15: where the filtered work-order list is downloaded as CSV or XLSX. */
export const WORK_ORDER_EXPORT_ROUTE = '/api/maintenance/work-order/export';

/**
 * MNT-15: the work orders the list's filters keep (at most EXPORT_MAX_ROWS), as a file;
 * `format` is csv or xlsx, `language` id (default) or en. A bad parameter is 400 naming it.
 */
function registerExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string> }>(
    WORK_ORDER_EXPORT_ROUTE,
    async (request, reply) => {
      const { format = 'csv', language = 'id', ...rest } = request.query;
      const filters: Record<string, unknown> = { ...rest };
      for (const key of ['vehicle_id']) if (key in filters) filters[key] = Number(filters[key]);
      const bad = (field: string) =>
        reply.code(400).send({
          statusCode: 400,
          code: HTTP_ERROR_CODES.validation,
          message: `querystring/${field} is not valid`,
          field: `querystring.${field}`,
          reason: 'request.invalid',
          params: { field },
        });
      if (format !== 'csv' && format !== 'xlsx') return bad('format');
      if (language !== 'id' && language !== 'en') return bad('language');
      if (!Value.Check(WorkOrderListQuerySchema, filters)) {
        const field = [...Value.Errors(WorkOrderListQuerySchema, filters)][0]?.instancePath.slice(
          1,
        );
        return bad(field || 'querystring');
      }
      const query = filters as WorkOrderListQuery;
      const auth = authOf(request);
      const orders = [];
      for (let page = 1; orders.length < EXPORT_MAX_ROWS; page++) {
        const answer = await services.maintenance.listOrders(auth, { ...query, page, limit: 100 });
        orders.push(...answer.data.items);
        if (page >= answer.data.total_page) break;
      }
      const name = language === 'id' ? 'perintah-kerja' : 'work-orders';
      const body =
        format === 'csv' ? workOrdersCsv(orders, language) : await workOrdersXlsx(orders, language);
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${name}.${format}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
