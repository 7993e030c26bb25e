import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config/env';

/** Live-channel tokens travel in the query string (`/ws?token=...`); keep them out of logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

/** Pino through Fastify: JSON lines, one per request, with the request id on each. */
export function loggerOptions(level: LogLevel): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
