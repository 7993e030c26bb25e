import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { sendError } from '../http/error-response';

/** Methods that change nothing: a page of any site may cause them (links, images). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Whether a request that changes state was sent by a page of another origin (issue 12,
 * cross-site request forgery). The session cookie is SameSite=Lax, which keeps it off
 * cross-site POSTs, but not off a sibling subdomain's ("same-site"), and not off old browsers.
 * Browsers say where a request comes from in `Sec-Fetch-Site`; without it, `Origin` is
 * compared with `Host`. Clients that are not browsers send neither and are not affected: they
 * carry the session themselves, so a foreign page cannot make them act.
 */
export function isForeignOriginWrite(method: string, headers: IncomingHttpHeaders): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = first(headers['sec-fetch-site']);
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  const origin = first(headers.origin);
  if (origin === undefined || origin === '') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== (first(headers.host) ?? '').toLowerCase();
  } catch {
    return true;
  }
}

/** Refuses a state-changing request from another origin with 403 in the JSON error shape. */
export const foreignOriginWrites = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isForeignOriginWrite(request.method, request.headers)) return;
      request.log.warn(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'refused a state-changing request from another origin',
      );
      return sendError(
        reply,
        403,
        'This request came from another site. Changes are accepted only from Armada itself.',
        HTTP_ERROR_CODES.forbidden,
      );
    });
  },
  { name: 'armada-foreign-origin-writes' },
);
