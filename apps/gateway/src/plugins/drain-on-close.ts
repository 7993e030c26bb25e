import fp from 'fastify-plugin';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { sendError } from '../http/error-response';

/** How often idle keep-alive sockets are swept while shutting down. */
const SWEEP_MS = 100;

/**
 * During shutdown, answers still in flight carry `Connection: close`, and keep-alive sockets
 * are closed as soon as they fall idle (Node closes only those idle at the moment close()
 * starts; one whose answer was still streaming would hold close() for the keep-alive timeout).
 * Requests arriving meanwhile get the usual JSON error shape (503) instead of Fastify's own.
 */
export const drainOnClose = fp(
  async (app) => {
    let closing = false;
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
      sweep.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweep));
    // Callback hooks, not async ones: every request passes them, and they almost always do nothing.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) {
        done();
        return;
      }
      reply.header('connection', 'close').header('retry-after', '5');
      sendError(
        reply,
        503,
        'The gateway is restarting. Try again in a few seconds.',
        HTTP_ERROR_CODES.serviceUnavailable,
      );
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'armada-drain-on-close' },
);
