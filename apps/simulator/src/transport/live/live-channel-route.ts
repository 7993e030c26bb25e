import type {} from '@fastify/websocket';
import { encodeLiveMessage, parseClientMessage, type ServerMessage } from '@armada/contracts/live';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Services } from '../../services/services';
import { errorBody } from '../http/error-handler';

const LiveQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/**
 * `GET /ws?token=...` (docs/rules/alert-center.md §7; protocol in contracts/live-channel.ts). The
 * token from `/auth/ws-token` is checked and used up before the upgrade: a missing, wrong, used or
 * expired one gets 401 JSON and no socket (LIVE-1). PING → PONG (LIVE-2); update_tags replaces
 * the connection's tags (LIVE-3); positions_subscribe answers the company's vehicle positions
 * (LIVE-6); a malformed frame gets an `error` message and changes nothing (LIVE-5).
 */
export function registerLiveChannel(app: FastifyInstance, services: Services): void {
  app.route({
    method: 'GET',
    url: '/ws',
    schema: { querystring: LiveQuerySchema },
    config: { armadaPublic: true, operationId: 'liveChannel' },
    preValidation: async (request, reply) => {
      if (!request.ws) {
        return reply
          .code(426)
          .header('upgrade', 'websocket')
          .send(
            errorBody(
              426,
              'UPGRADE_REQUIRED',
              'GET /ws is a WebSocket: connect with a WebSocket client.',
            ),
          );
      }
      const { token } = request.query as { token?: unknown };
      const auth = await services.auth.consumeWsToken(
        typeof token === 'string' ? token : undefined,
      );
      if (!auth) {
        return reply
          .code(401)
          .send(
            errorBody(
              401,
              HTTP_ERROR_CODES.unauthorized,
              token
                ? 'The live-channel token is wrong, used or expired; get a new one from GET /auth/ws-token.'
                : 'The live channel needs ?token= from GET /auth/ws-token.',
            ),
          );
      }
      request.armadaAuth = auth;
      return undefined;
    },
    handler: async (_request, reply) =>
      reply.code(426).send(errorBody(426, 'UPGRADE_REQUIRED', 'GET /ws is a WebSocket.')),
    wsHandler: (socket, request) => {
      const auth = request.armadaAuth;
      if (!auth) {
        socket.close(1008, 'unauthorized');
        return;
      }
      const connection = services.live.attach(
        {
          send: (text) => socket.send(text),
          sendBinary: (frame) => socket.send(frame, { binary: true }),
          close: (code, reason) => socket.close(code, reason),
        },
        auth,
      );
      const send = (message: ServerMessage) => socket.send(encodeLiveMessage(message));
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        const text = isBinary
          ? ''
          : Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data as ArrayBuffer).toString('utf8');
        const parsed = parseClientMessage(text);
        if (!parsed.ok) {
          send(parsed.error);
          return;
        }
        const message = parsed.value;
        switch (message.type) {
          case 'PING':
            send({ type: 'PONG' });
            break;
          case 'update_tags':
            services.live.setTags(connection, auth, message.payload.tags);
            break;
          case 'positions_subscribe':
            services.live.subscribePositions(
              connection,
              message.payload.vehicleIds,
              message.payload.format,
            );
            break;
          case 'positions_unsubscribe':
            services.live.unsubscribePositions(connection);
            break;
        }
      });
      socket.on('close', () => services.live.detach(connection));
      socket.on('error', () => services.live.detach(connection));
    },
  });
}
