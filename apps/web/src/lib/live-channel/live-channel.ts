import { API_BASES } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { apiClient, isUnauthorized } from '@/lib/api-client';
import { browserNetwork } from './browser-network';
import { createLiveChannelClient } from './live-channel-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `GET /auth/ws-token`: a one-time token for one socket. */
export async function fetchWsToken(signal: AbortSignal): Promise<string> {
  const body = await apiClient.get(ROUTE_URLS.getWsToken, { validate: validators.WsToken, signal });
  return body.token;
}

/** `ws(s)://<the app's origin><API base>/ws?token=...`: same origin as every other call. */
export function liveChannelUrl(token: string, base: string = window.location.href): string {
  const url = new URL(`${env.apiBaseUrl}${API_BASES.liveChannel}`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The app's one live-channel client. It does nothing until `connect()` (after sign-in; see
 * `useLiveChannelConnection`) and stops on `close()` (sign-out) or when the token request
 * answers 401.
 */
export const liveChannel = createLiveChannelClient({
  fetchToken: fetchWsToken,
  socketUrl: (token) => liveChannelUrl(token),
  isUnauthorized,
  network: browserNetwork(),
});
