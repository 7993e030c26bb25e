import type { PublicTracking, TrackingLinkEnd } from '@armada/contracts/tracking-links';
import {
  PUBLIC_TRACKING_API_PREFIX,
  PUBLIC_TRACKING_EVENTS,
} from '@armada/contracts/tracking-links';
// The checks themselves, not `@/lib/contract`: that module lives in the app's shared chunk, which
// needs React (vite.config.ts, publicTrackingCopies).
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * The public page's two calls (TRK-10, TRK-12): the view now, and its live stream. No cookie is
 * sent (`credentials: 'omit'`): the token is the only key. Every answer is checked against the
 * contract before the page reads it.
 */
export type Loaded =
  | { kind: 'view'; view: PublicTracking }
  | { kind: 'ended'; status: TrackingLinkEnd }
  | { kind: 'not-found' }
  | { kind: 'error' };

const viewUrl = (token: string) => `${PUBLIC_TRACKING_API_PREFIX}/${encodeURIComponent(token)}`;

function endedStatus(body: unknown): TrackingLinkEnd | null {
  if (typeof body !== 'object' || body === null) return null;
  const params = (body as { params?: unknown }).params;
  const status =
    typeof params === 'object' && params !== null ? (params as { status?: unknown }).status : null;
  return status === 'EXPIRED' || status === 'REVOKED' ? status : null;
}

export async function loadView(token: string): Promise<Loaded> {
  let response: Response;
  try {
    response = await fetch(viewUrl(token), {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    return { kind: 'error' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 410) return { kind: 'ended', status: endedStatus(body) ?? 'EXPIRED' };
  if (response.ok && validators.PublicTrackingItem.check(body)) {
    return { kind: 'view', view: body.data };
  }
  return { kind: 'error' };
}

export interface StreamHandlers {
  view(view: PublicTracking): void;
  end(status: TrackingLinkEnd): void;
  /** The stream dropped; the browser tries again by itself. */
  lost(): void;
  /** The browser gave up (the server refused the stream): ask for the view to learn why. */
  refused(): void;
}

/** Opens the live stream; the answer closes it. */
export function openStream(token: string, handlers: StreamHandlers): () => void {
  const source = new EventSource(`${viewUrl(token)}/live`);
  const parse = (event: MessageEvent<string>): unknown => {
    try {
      return JSON.parse(event.data) as unknown;
    } catch {
      return null;
    }
  };
  source.addEventListener(PUBLIC_TRACKING_EVENTS.view, (event) => {
    const view = parse(event);
    if (validators.PublicTracking.check(view)) handlers.view(view);
  });
  source.addEventListener(PUBLIC_TRACKING_EVENTS.end, (event) => {
    const end = parse(event);
    source.close();
    handlers.end(validators.PublicTrackingEnd.check(end) ? end.status : 'EXPIRED');
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) handlers.refused();
    else handlers.lost();
  });
  return () => source.close();
}
