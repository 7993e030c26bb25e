import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  IdentityResponseSchema,
  MENU_PERMISSION_RULES,
  LogoutResponseSchema,
  SESSION_COOKIE_NAME,
  WsTokenResponseSchema,
  canUseOrders,
  evaluatePermissionRule,
  isDriverUser,
  loginRoute,
  logoutRoute,
  whoamiRoute,
  wsTokenRoute,
  type IdentityResponse,
  type MenuPath,
} from '@armada/contracts/auth';
import {
  BannerListResponseSchema,
  getActiveBannersRoute,
  type BannerListResponse,
} from '@armada/contracts/company';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import {
  ExpireSessionResponseSchema,
  expireSessionRoute,
} from '@armada/contracts/simulator-control';
import { ApiClient, adminClient, probeRefusal, signedIn } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

describe('sign-in (POST /auth/login)', () => {
  it.each(DEMO_ACCOUNTS)(
    'signs in the demo account %s and sets an httpOnly session cookie',
    async (account) => {
      const client = new ApiClient();
      const response = await client.login(account);
      expectStatus(response, 200);
      expectSchema(IdentityResponseSchema, response.body, `${loginRoute.url} as ${account}`);
      const identity = (response.body as IdentityResponse).data;
      expect(identity.username).toBe(account);
      const cookie = response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
      expect(cookie, `Set-Cookie ${SESSION_COOKIE_NAME} in ${response.describe()}`).toBeDefined();
      expect(cookie?.toLowerCase()).toContain('httponly');
      expect(cookie?.toLowerCase()).toContain('path=/');
    },
  );

  it('gives admin every permission and the driver no vgroups:read', async () => {
    const admin = adminClient();
    const driver = await signedIn('driver');
    const adminRights = ((await admin.get(whoamiRoute.url)).body as IdentityResponse).data
      .accessRight;
    const driverRights = ((await driver.get(whoamiRoute.url)).body as IdentityResponse).data
      .accessRight;
    expect(adminRights.length).toBeGreaterThan(driverRights.length);
    expect(driverRights).not.toContain('vgroups:read');
  });

  it('gives each demo account the rights its shell is built from (docs/rules/shell.md §5, §6)', async () => {
    const identity = async (account: (typeof DEMO_ACCOUNTS)[number]) =>
      ((await (await signedIn(account)).get(whoamiRoute.url)).body as IdentityResponse).data;
    const opens = (who: IdentityResponse['data'], path: MenuPath) =>
      evaluatePermissionRule(MENU_PERMISSION_RULES[path], who);
    const [dispatcher, operator, driver, branded] = await Promise.all([
      identity('dispatcher'),
      identity('operator'),
      identity('driver'),
      identity('branded'),
    ]);
    // Dispatcher: route optimization in order management; the new video entry, no track vision.
    expect(opens(dispatcher, '/route-optimization/')).toBe(true);
    expect(opens(dispatcher, '/trackvideo-2/')).toBe(true);
    expect(opens(dispatcher, '/live-streaming/')).toBe(false);
    // Operator: fleet management and settings, no order management at all.
    expect(opens(operator, '/maintenance/')).toBe(true);
    expect(opens(operator, '/setting/')).toBe(true);
    for (const path of [
      '/sales-order/',
      '/delivery-request/',
      '/delivery/',
      '/fleet-task/',
      '/fleet-availability/',
      '/invoice/',
      '/route-optimization/',
      '/delivery-scheduler/',
    ] as const)
      expect(opens(operator, path), path).toBe(false);
    expect(operator.companyId).not.toBe(SHELL_CONSTANTS.brandedCompanyId);
    expect(operator.oldVersionAllowed).toBe(true);
    // No order counts on the operator's dashboard (canUseOrders), only on the dispatcher's.
    expect(canUseOrders(operator.accessRight, 'read')).toBe(false);
    expect(canUseOrders(dispatcher.accessRight, 'read')).toBe(true);
    // Driver: the reduced layout; route optimization closed to the driver and the branded user,
    // so the sign-in banner that promotes it stays away from them (SHELL-77).
    expect(isDriverUser(driver.accessRight)).toBe(true);
    expect(opens(driver, '/route-optimization/')).toBe(false);
    expect(opens(branded, '/route-optimization/')).toBe(false);
    // Branded: company 1449 with marketplace, help and contact rights (the company rule hides the
    // last two), not on the old version's allow list.
    expect(branded.companyId).toBe(SHELL_CONSTANTS.brandedCompanyId);
    expect(opens(branded, '/marketplace/')).toBe(true);
    expect(opens(branded, '/help/')).toBe(true);
    expect(opens(branded, '/contactus/')).toBe(true);
    expect(branded.oldVersionAllowed).not.toBe(true);
  });

  it.each(['driver', 'branded'] as const)(
    'answers %s the default banner, which promotes route optimization (SHELL-77)',
    async (account) => {
      const client = await signedIn(account);
      const response = await client.get(getActiveBannersRoute.url);
      expectStatus(response, 200);
      expectSchema(BannerListResponseSchema, response.body, getActiveBannersRoute.url);
      const banners = (response.body as BannerListResponse).data;
      expect(banners.map((banner) => banner.link_url)).toContain('/route-optimization/');
    },
  );

  it('refuses a wrong password with 401 and sets no session', async () => {
    const client = new ApiClient();
    const response = await client.login('admin', 'not-the-password');
    expectError(response, 401);
    expect(client.sessionCookie).toBeUndefined();
  });

  it('refuses an unknown user with 401', async () => {
    expectError(await new ApiClient().login('nobody-here', 'demo'), 401);
  });

  it.each([
    ['a missing username', { password: 'demo' }, ['username']],
    ['a missing password', { username: 'admin' }, ['password']],
    ['an empty username', { username: '', password: 'demo' }, ['username']],
    ['a number as username', { username: 42, password: 'demo' }, ['username']],
  ])('answers 400 naming the field for %s', async (_what, body, names) => {
    expectError(await new ApiClient().post(loginRoute.url, body), 400, names);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await new ApiClient().post(loginRoute.url, '{"username": "admin",', {
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, [/json|body|parse|unexpected/i]);
  });
});

describe('the session', () => {
  it('answers whoami with the identity and its accessRight list', async () => {
    const client = adminClient();
    const response = await client.get(whoamiRoute.url);
    expectStatus(response, 200);
    expectSchema(IdentityResponseSchema, response.body, whoamiRoute.url);
    expect((response.body as IdentityResponse).data.accessRight.length).toBeGreaterThan(0);
  });

  it('refuses whoami with a forged session cookie', async () => {
    const client = new ApiClient();
    client.cookies.set(SESSION_COOKIE_NAME, 'forged-session-value-0000000000');
    expectError(await client.get(whoamiRoute.url), 401);
  });

  it('issues a live-channel token to a signed-in session only', async () => {
    const client = adminClient();
    const response = await client.get(wsTokenRoute.url);
    expectStatus(response, 200);
    expectSchema(WsTokenResponseSchema, response.body, wsTokenRoute.url);
    expectError(await new ApiClient().get(wsTokenRoute.url), 401);
  });

  it('signs out: the old cookie stops working everywhere', async () => {
    const client = await signedIn('dispatcher');
    const oldSession = client.clone();
    expectStatus(await client.get(whoamiRoute.url), 200);

    const response = await client.logout();
    expectStatus(response, 200);
    expectSchema(LogoutResponseSchema, response.body, logoutRoute.url);

    // Replaying the cookie captured before sign-out must fail: the session ended on the server.
    expectError(await oldSession.get(whoamiRoute.url), 401);
    expectError(await oldSession.get(wsTokenRoute.url), 401);
    expectError(await oldSession.logout(), 401);
  });
});

/** The simulator control the reliability suite expires sessions with (CTRL-2). */
describe('expiring a session now (simulator control)', () => {
  it('ends the calling session: the next request is 401, other sessions go on', async () => {
    const client = await signedIn('operator');
    const other = await signedIn('operator');
    const response = await client.post(expireSessionRoute.url, {});
    expectStatus(response, 200);
    expectSchema(ExpireSessionResponseSchema, response.body, expireSessionRoute.url);
    expect((response.body as { data: { what: string; expired: number } }).data).toMatchObject({
      what: 'session',
      expired: 1,
    });
    expectError(await client.get(whoamiRoute.url), 401);
    expectError(await client.get(wsTokenRoute.url), 401);
    expectStatus(await other.get(whoamiRoute.url), 200);
  });

  it('ws-tokens: the tokens issued so far are refused, the session goes on', async () => {
    const client = await signedIn('operator');
    const token = (await client.get(wsTokenRoute.url)).body as { token: string };
    const response = await client.post(expireSessionRoute.url, { what: 'ws-tokens' });
    expectStatus(response, 200);
    expectSchema(ExpireSessionResponseSchema, response.body, expireSessionRoute.url);
    const refusal = await probeRefusal(client.wsUrl(token.token));
    expect(refusal.status, refusal.detail).toBe(401);
    expectStatus(await client.get(whoamiRoute.url), 200);
  });
});
