import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only if it is short and plain, so it cannot forge log lines. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify `genReqId`: reuse the caller's `x-request-id` (e.g. from a load balancer) or make one. */
export function genReqId(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && ACCEPTABLE_ID.test(candidate) ? candidate : randomUUID();
}

/** Echo the request id on every answer, so a user's report can be matched to the log. */
export const requestIdHeader = fp(
  async (app) => {
    // A callback hook, not an async one: no promise per request for one header.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'armada-request-id' },
);
