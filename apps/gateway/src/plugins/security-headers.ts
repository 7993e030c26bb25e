import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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
 * Security headers (helmet) and, when the deployment is HTTPS (`COOKIE_SECURE=true`), HSTS and
 * the Secure flag on every cookie passing through, whichever backend set it.
 */
export const securityHeaders = fp<{ config: GatewayConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: buildContentSecurityPolicy(config),
      },
      strictTransportSecurity: config.cookieSecure ? { maxAge: 15_552_000 } : false,
    });

    if (config.cookieSecure) {
      app.addHook('onSend', async (_request, reply, payload) => {
        const cookies = reply.getHeader('set-cookie');
        if (cookies !== undefined) {
          const secure = (cookie: string) =>
            /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
          // reply.header() appends to set-cookie, so the old value goes first.
          reply.removeHeader('set-cookie');
          reply.header(
            'set-cookie',
            Array.isArray(cookies) ? cookies.map(secure) : secure(String(cookies)),
          );
        }
        return payload;
      });
    }
  },
  { name: 'armada-security-headers' },
);
