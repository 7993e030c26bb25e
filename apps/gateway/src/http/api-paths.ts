import { API_BASES } from '@armada/contracts/shared';

/**
 * Path prefixes that never fall back to the web app: an unknown path under one of them is an
 * API mistake and gets a JSON 404, not index.html.
 */
export const API_PREFIXES: readonly string[] = [
  API_BASES.main,
  '/order',
  '/fleet-planning',
  API_BASES.auth,
  API_BASES.graphql,
  API_BASES.liveChannel,
  '/docs',
];

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
