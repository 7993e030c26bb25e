import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { sendError } from '../http/error-response';
import { isApiPath, pathOf } from '../http/api-paths';

export const INDEX_FILE = 'index.html';
/** The public tracking page's own entry (apps/web/public-tracking.html), for `/t/<token>`. */
export const PUBLIC_TRACKING_FILE = 'public-tracking.html';
const PUBLIC_TRACKING_PAGES = '/t/';
/** Vite's output folder for content-hashed files: safe to cache for a year. */
const HASHED_ASSETS_DIR = 'assets';
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Revalidate every time (ETag/Last-Modified make that cheap): a new build shows at once. */
const NO_CACHE = 'no-cache';

/**
 * Headers a hashed asset goes without: those that only mean something on a document (what it
 * may load, frame or open; a script, a stylesheet or a font ignores them) and the request id
 * (the access log has it). Each costs its bytes on every one of the files a page loads;
 * nosniff and CORP stay.
 */
const ASSET_OMITTED_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  // Immutable: a browser never revalidates a hashed file, so its ETag is never sent back.
  'etag',
] as const;

export const WEB_NOT_BUILT_MESSAGE =
  'The web app is not built yet. Run `pnpm --filter @armada/web build` (or set WEB_DIST_DIR), then reload.';

function cacheControlFor(webDistDir: string, filePath: string): string {
  const path = relative(webDistDir, filePath);
  return path.startsWith(`${HASHED_ASSETS_DIR}${sep}`) ? LONG_CACHE : NO_CACHE;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendNotBuilt(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-store').header('retry-after', '10');
  if (!acceptsHtml(request)) {
    return sendError(reply, 503, WEB_NOT_BUILT_MESSAGE, HTTP_ERROR_CODES.serviceUnavailable);
  }
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Armada: web app not built</title></head>' +
        `<body><h1>Armada</h1><p>${WEB_NOT_BUILT_MESSAGE.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>` +
        '<p>The API is up: see <a href="/docs">/docs</a>.</p></body></html>',
    );
}

/**
 * The built web app at `/`: files from WEB_DIST_DIR, and for any other GET that wants HTML and
 * is not under an API prefix, index.html, so client-side routes survive a reload; `/t/<token>`
 * gets the public tracking page's own entry (TRK-7). Unknown API
 * paths get a JSON 404. A missing build is not fatal: `/` explains how to build it (503).
 */
export const webApp = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const indexPath = join(webDistDir, INDEX_FILE);
    if (!existsSync(indexPath)) {
      app.log.warn({ webDistDir }, `web app not built: ${indexPath} is missing`);
    }

    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      // The build writes .br and .gz next to each text file (compressed once, at the best
      // level): served as they are, no compression per request.
      preCompressed: true,
      // ETag alone revalidates index.html; hashed files are immutable and never ranged.
      lastModified: false,
      acceptRanges: false,
      index: INDEX_FILE,
      cacheControl: false,
      redirect: false,
      // Checked above with a clearer message; the folder may appear later without a restart.
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        const cacheControl = cacheControlFor(webDistDir, filePath);
        reply.header('cache-control', cacheControl);
        if (cacheControl === LONG_CACHE)
          for (const header of ASSET_OMITTED_HEADERS) reply.removeHeader(header);
      },
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.url);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      // TRK-7: a tracking link's page is its own small entry, not the signed-in app.
      if (isRead && path.startsWith(PUBLIC_TRACKING_PAGES) && path.length > 3) {
        if (!existsSync(join(webDistDir, PUBLIC_TRACKING_FILE))) {
          return sendNotBuilt(request, reply);
        }
        return reply.code(200).sendFile(PUBLIC_TRACKING_FILE);
      }
      if (isRead && !isApiPath(path) && (path === '/' || acceptsHtml(request))) {
        if (!existsSync(indexPath)) return sendNotBuilt(request, reply);
        return reply.code(200).sendFile(INDEX_FILE);
      }
      return sendError(
        reply,
        404,
        `No ${isApiPath(path) ? 'API endpoint' : 'resource'} at ${request.method} ${path}.`,
        HTTP_ERROR_CODES.notFound,
      );
    });
  },
  { name: 'armada-web-app' },
);
