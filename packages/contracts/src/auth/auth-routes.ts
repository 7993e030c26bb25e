import Type from 'typebox';
import {
  IdentityResponseSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  WsTokenResponseSchema,
} from './auth';
import { API_BASES, defineRoute } from '../shared/route-definition';

export const loginRoute = defineRoute({
  id: 'login',
  method: 'POST',
  url: `${API_BASES.auth}/login`,
  summary: 'Sign in; sets the httpOnly session cookie and returns the identity',
  tags: ['auth'],
  auth: false,
  schema: { body: LoginRequestSchema, response: { 200: IdentityResponseSchema } },
});

export const logoutRoute = defineRoute({
  id: 'logout',
  method: 'POST',
  url: `${API_BASES.auth}/logout`,
  summary: 'End the session on the server; the old cookie no longer works',
  tags: ['auth'],
  auth: true,
  schema: { response: { 200: LogoutResponseSchema } },
});

export const wsTokenRoute = defineRoute({
  id: 'getWsToken',
  method: 'GET',
  url: `${API_BASES.auth}/ws-token`,
  summary: 'A short-lived token for the live channel (GET /ws?token=...)',
  tags: ['auth'],
  auth: true,
  schema: { response: { 200: WsTokenResponseSchema } },
});

export const whoamiRoute = defineRoute({
  id: 'whoami',
  method: 'GET',
  url: `${API_BASES.main}/whoami`,
  summary: 'The signed-in identity with its accessRight permission list',
  tags: ['auth'],
  auth: true,
  schema: { querystring: Type.Object({}), response: { 200: IdentityResponseSchema } },
});

export const authRoutes = [loginRoute, logoutRoute, wsTokenRoute, whoamiRoute] as const;
