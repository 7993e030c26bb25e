import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config/env';

type DirectiveValue = string | ((request: IncomingMessage) => string);
export type CspDirectives = Record<string, DirectiveValue[]>;

/**
 * The CSP source for a Leaflet tile template: `https://{s}.tile.openstreetmap.org/...` becomes
 * `https://*.tile.openstreetmap.org` (CSP allows a wildcard only as the leftmost label, so a
 * placeholder deeper in the host widens to everything after it). A path template is same-origin.
 */
export function tileImageSource(tileUrl: string): string | null {
  const match = /^(https?):\/\/(?:[^@/?#]*@)?([^/?#]+)/i.exec(tileUrl);
  if (!match) return null;
  const [, scheme = 'https', authority = ''] = match;
  const portMatch = /:(\d+)$/.exec(authority);
  const host = portMatch ? authority.slice(0, -portMatch[0].length) : authority;
  const port = portMatch ? `:${portMatch[1]}` : '';
  const labels = host.toLowerCase().split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  if (lastTemplated === -1) return `${scheme}://${host.toLowerCase()}${port}`;
  const fixed = labels.slice(lastTemplated + 1);
  // `https://{s}/...` names no host at all: the scheme is the narrowest source that works.
  if (fixed.length === 0) return `${scheme}:`;
  return `${scheme}://*.${fixed.join('.')}${port}`;
}

const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/;

/** ws(s) to the page's own host: CSP 3 'self' covers it, older engines need it spelled out. */
function liveChannelSources(request: IncomingMessage): string {
  const host = request.headers.host;
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

export function buildContentSecurityPolicy(config: GatewayConfig): CspDirectives {
  const tiles = tileImageSource(config.map.tileUrl);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // PrimeReact injects <style> elements at run time; scripts stay strictly 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", liveChannelSources],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // Only behind HTTPS: on plain http (a LAN deployment) it would break every asset.
    ...(config.cookieSecure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers every answer carries besides the CSP: what helmet 8 sends by default (this
 * gateway used @fastify/helmet until issue 12), written out so they are built once at start.
 */
const FIXED_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];
const HSTS: readonly [string, string] = [
  'strict-transport-security',
  'max-age=15552000; includeSubDomains',
];

/** How many distinct Host values keep their serialized CSP (a gateway sees a handful). */
const CSP_CACHE_SIZE = 64;

/**
 * The policy as a header value (`name value value;name ...`), per request: directives whose
 * value depends on the request (the live channel's host) are called with it. The serialized
 * header is kept per Host value, so a request pays one Map lookup, not a serialization.
 */
export function contentSecurityPolicyHeader(
  directives: CspDirectives,
): (request: IncomingMessage) => string {
  const entries = Object.entries(directives);
  const serialize = (request: IncomingMessage) =>
    entries
      .map(([name, values]) =>
        [name, ...values.map((value) => (typeof value === 'function' ? value(request) : value))]
          .filter((part) => part !== '')
          .join(' '),
      )
      .join(';');
  if (!entries.some(([, values]) => values.some((value) => typeof value === 'function'))) {
    const fixed = serialize({ headers: {} } as IncomingMessage);
    return () => fixed;
  }
  const byHost = new Map<string, string>();
  return (request) => {
    const host = request.headers.host ?? '';
    let header = byHost.get(host);
    if (header === undefined) {
      header = serialize(request);
      if (byHost.size >= CSP_CACHE_SIZE) byHost.clear();
      byHost.set(host, header);
    }
    return header;
  };
}

/**
 * Writes the security headers of every answer onto a raw response: the CSP and helmet's set,
 * with HSTS behind HTTPS. Built once; the plugin's hook and the proxy's fast path
 * (backend/proxy-fast-path.ts) both call it.
 */
export function securityHeaderWriter(
  config: GatewayConfig,
): (request: IncomingMessage, response: ServerResponse) => void {
  const fixed = config.cookieSecure ? [...FIXED_HEADERS, HSTS] : FIXED_HEADERS;
  const csp = contentSecurityPolicyHeader(buildContentSecurityPolicy(config));
  return (request, response) => {
    response.setHeader('content-security-policy', csp(request));
    for (const [name, value] of fixed) response.setHeader(name, value);
  };
}

/** A cookie with the Secure flag (`COOKIE_SECURE=true`), added where it is missing. */
export function secureCookie(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/**
 * Security headers on every answer (CSP, the helmet set) and, when the deployment is HTTPS
 * (`COOKIE_SECURE=true`), HSTS and the Secure flag on every cookie passing through, whichever
 * backend set it. Built once at start: @fastify/helmet rebuilt helmet's whole middleware
 * (parsing every CSP directive again) in two hooks on every request, about a tenth of the
 * gateway's CPU per proxied API call (issue 12, `pnpm bench:gateway`). Set on the raw response,
 * as helmet did, so @fastify/static's `setHeaders` can drop the document-only ones for assets.
 */
export const securityHeaders = fp<{ config: GatewayConfig }>(
  async (app, { config }) => {
    const write = securityHeaderWriter(config);

    app.addHook('onRequest', (request, reply, done) => {
      write(request.raw, reply.raw);
      done();
    });

    if (config.cookieSecure) {
      app.addHook('onSend', async (_request, reply, payload) => {
        const cookies = reply.getHeader('set-cookie');
        if (cookies !== undefined) {
          // reply.header() appends to set-cookie, so the old value goes first.
          reply.removeHeader('set-cookie');
          reply.header(
            'set-cookie',
            Array.isArray(cookies) ? cookies.map(secureCookie) : secureCookie(String(cookies)),
          );
        }
        return payload;
      });
    }
  },
  { name: 'armada-security-headers' },
);
