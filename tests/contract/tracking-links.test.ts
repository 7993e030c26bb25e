import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import {
  CreatedTrackingLinkSchema,
  PUBLIC_TRACKING_API_PREFIX,
  PublicTrackingEndSchema,
  PublicTrackingSchema,
  TrackingLinkSchema,
  createTrackingLinkRoute,
  expireTrackingLinkRoute,
  extendTrackingLinkRoute,
  listTrackingLinksRoute,
  revokeTrackingLinkRoute,
  type CreatedTrackingLink,
  type TrackingLink,
} from '@armada/contracts/tracking-links';
import { ApiClient, adminClient } from './lib/client';
import { FORGED_SESSION } from './lib/ids';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Tracking links against a running server (docs/rules/tracking-links.md): every route, the
 * public view with no session and with any cookie, the same 404 for every token that opens
 * nothing, 410 once a link is revoked or expired, and the live stream from its first view to its
 * `end`. Auth, bodies and tenant isolation of the dispatcher's routes come from the catalogue.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const HOUR = 3_600_000;

let admin: ApiClient;
let vehicleId: number;

beforeAll(async () => {
  admin = adminClient();
  const vehicles = await admin.get<{ data: { paginated_result: { id: number }[] } }>(
    '/api/vehicle',
    { query: { limit: 1, parent_only: true } },
  );
  vehicleId = vehicles.body?.data.paginated_result[0]?.id ?? 0;
});

async function make(extra: Record<string, unknown> = {}): Promise<CreatedTrackingLink> {
  const response = await admin.post<{ data: CreatedTrackingLink }>(createTrackingLinkRoute.url, {
    vehicle_id: vehicleId,
    expires_in_hours: 2,
    shows: ['position', 'plate'],
    ...extra,
  });
  expectStatus(response, 201);
  expectSchema(ItemResponseSchema(CreatedTrackingLinkSchema), response.body, 'created link');
  const data = response.body?.data;
  if (!data) throw new Error(response.describe());
  return data;
}

/** The public view of a token, asked with no cookie at all (or the one given). */
function publicGet(token: string, cookie?: string) {
  const client = new ApiClient();
  if (cookie) client.cookies.set(SESSION_COOKIE_NAME, cookie);
  return client.get(`${PUBLIC_TRACKING_API_PREFIX}/${encodeURIComponent(token)}`);
}

describe('the dispatcher side (TRK-1 ... TRK-9)', () => {
  it('makes a link whose answer carries the token once; the list keeps it without the token', async () => {
    const made = await make({ label: 'Kontrak' });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.path).toBe(`/t/${made.token}`);
    expect(made.link).toMatchObject({ target: 'VEHICLE', status: 'ACTIVE', label: 'Kontrak' });
    const list = await admin.get(listTrackingLinksRoute.url, { query: { limit: 100 } });
    expectStatus(list, 200);
    expectSchema(ListResponseSchema(TrackingLinkSchema), list.body, 'tracking link list');
    expect(list.text).not.toContain(made.token);
  });

  it('400 names the field: both targets, neither, hours out of range', async () => {
    const both = await admin.post(createTrackingLinkRoute.url, {
      vehicle_id: vehicleId,
      stop_id: 1,
      expires_in_hours: 1,
      shows: ['eta'],
    });
    expectError(both, 400, ['vehicle_id', 'stop_id']);
    expect((both.body as { reason?: string }).reason).toBe(
      SERVER_ERROR_REASONS.trackingLinkTargetRequired,
    );
    const long = await admin.post(createTrackingLinkRoute.url, {
      vehicle_id: vehicleId,
      expires_in_hours: 169,
      shows: ['eta'],
    });
    expectError(long, 400, ['expires_in_hours']);
    const none = await admin.post(createTrackingLinkRoute.url, {
      vehicle_id: vehicleId,
      expires_in_hours: 1,
      shows: [],
    });
    expectError(none, 400, ['shows']);
  });

  it('extends an active link from now and revokes it; a second revocation is 409', async () => {
    const made = await make();
    const extended = await admin.post<{ data: TrackingLink }>(
      at(extendTrackingLinkRoute.url, made.link.id),
      { expires_in_hours: 24 },
    );
    expectStatus(extended, 200);
    expectSchema(ItemResponseSchema(TrackingLinkSchema), extended.body, 'extended link');
    const extendedTo = Date.parse(extended.body?.data.expires_on ?? '');
    expect(extendedTo - Date.parse(made.link.expires_on)).toBeGreaterThan(20 * HOUR);
    expect(extended.body?.data.extended_by).not.toBeNull();

    const revoked = await admin.post<{ data: TrackingLink }>(
      at(revokeTrackingLinkRoute.url, made.link.id),
      {},
    );
    expectStatus(revoked, 200);
    expect(revoked.body?.data).toMatchObject({ status: 'REVOKED' });
    expect(revoked.body?.data.revoked_by).not.toBeNull();
    const again = await admin.post(at(revokeTrackingLinkRoute.url, made.link.id), {});
    expectError(again, 409);
    expect((again.body as { params?: unknown }).params).toEqual({ status: 'REVOKED' });
    const late = await admin.post(at(extendTrackingLinkRoute.url, made.link.id), {
      expires_in_hours: 1,
    });
    expectError(late, 409);
  });
});

describe('the public view (TRK-10 ... TRK-12)', () => {
  it('answers without a session, and the same with a session or a forged cookie', async () => {
    const made = await make();
    const anonymous = await publicGet(made.token);
    expectStatus(anonymous, 200);
    expectSchema(ItemResponseSchema(PublicTrackingSchema), anonymous.body, 'public view');
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    // The vehicle moves between the calls: where it is and when may differ, not what is shown.
    const strip = (body: unknown) => {
      const data = (body as { data: { position: object | null } }).data;
      return { ...data, at: '', position: data.position === null ? null : 'shown' };
    };
    for (const cookie of [admin.sessionCookie, FORGED_SESSION]) {
      const response = await publicGet(made.token, cookie);
      expectStatus(response, 200);
      expect(strip(response.body)).toEqual(strip(anonymous.body));
    }
    // Only what the link shows: no ids, no company, no driver name here.
    expect(anonymous.text).not.toMatch(/"(id|company|vehicle_id|company_id)"/);
    expect(
      (anonymous.body as { data: { driver_first_name: unknown } }).data.driver_first_name,
    ).toBe(null);
  });

  it('answers one 404 for a tampered, unknown or misshapen token, and for a link id', async () => {
    const made = await make();
    const last = made.token.at(-1) === 'A' ? 'B' : 'A';
    const probes = [
      `${made.token.slice(0, -1)}${last}`,
      made.token.toUpperCase() === made.token ? made.token.toLowerCase() : made.token.toUpperCase(),
      String(made.link.id),
      'A'.repeat(43),
      `${made.token}x`,
      "' OR '1'='1",
    ];
    for (const token of probes) {
      for (const cookie of [undefined, admin.sessionCookie]) {
        const response = await publicGet(token, cookie);
        expectError(response, 404);
        expect((response.body as { reason?: string }).reason).toBe(
          SERVER_ERROR_REASONS.publicTrackingNotFound,
        );
        const stream = await new ApiClient().get(
          `${PUBLIC_TRACKING_API_PREFIX}/${encodeURIComponent(token)}/live`,
        );
        expectError(stream, 404);
      }
    }
  });

  it('answers 410 REVOKED once revoked, and 410 EXPIRED once expired (simulator control)', async () => {
    const revoked = await make();
    await admin.post(at(revokeTrackingLinkRoute.url, revoked.link.id), {});
    const gone = await publicGet(revoked.token);
    expectError(gone, 410);
    expect(gone.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.publicTrackingEnded,
      params: { status: 'REVOKED' },
    });

    const expiring = await make();
    const control = await admin.post(at(expireTrackingLinkRoute.url, expiring.link.id), {});
    // A real backend has no simulator controls: its expiry is covered by the unit tests.
    if (control.status === 404 && !(control.body as { reason?: string }).reason) return;
    expectStatus(control, 200);
    const expired = await publicGet(expiring.token);
    expectError(expired, 410);
    expect(expired.body).toMatchObject({ params: { status: 'EXPIRED' } });
    const stream = await new ApiClient().get(
      `${PUBLIC_TRACKING_API_PREFIX}/${expiring.token}/live`,
    );
    expectError(stream, 410);
  });

  it('streams the view, then one `end` when the link is revoked, and closes', async () => {
    const made = await make();
    const response = await fetch(
      `${admin.baseUrl}${PUBLIC_TRACKING_API_PREFIX}/${made.token}/live`,
      { headers: { accept: 'text/event-stream' }, signal: AbortSignal.timeout(30_000) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const events: { name: string; data: unknown }[] = [];
    const readEvents = async (until: (names: string[]) => boolean) => {
      while (!until(events.map((e) => e.name))) {
        const chunk = await reader.read();
        if (chunk.done) return true;
        text += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) !== -1) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) events.push({ name, data: JSON.parse(data) as unknown });
        }
      }
      return false;
    };
    await readEvents((names) => names.includes('view'));
    expectSchema(PublicTrackingSchema, events[0]?.data, 'first view event');
    await admin.post(at(revokeTrackingLinkRoute.url, made.link.id), {});
    await readEvents((names) => names.includes('end'));
    const end = events.find((event) => event.name === 'end');
    expectSchema(PublicTrackingEndSchema, end?.data, 'end event');
    expect(end?.data).toEqual({ status: 'REVOKED' });
    // The server closes the stream right after.
    expect(await readEvents(() => false)).toBe(true);
  });
});
