import { wsTokenRoute } from '@armada/contracts/auth';
import { expect, screenshot, test } from './fixtures';

/**
 * Issue 12, faults in upstream mode: when the server (or its live service) goes away, the app
 * shows the offline state, one banner in the user's language, rather than errors, and clears
 * it by itself once the server is back. The outage is made in the browser: live-channel
 * sockets are cut and refused, and the token request answers 502 as the gateway does when its
 * upstream is down.
 */
test.use({ liveAlerts: 'on', account: 'admin' });

test('a lost server shows the reconnecting banner, which clears when it is back', async ({
  page,
}) => {
  let down = false;
  const open: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    if (down) {
      void ws.close({ code: 1014, reason: 'The live channel service went away' });
      return;
    }
    const server = ws.connectToServer();
    open.push({
      close: () => ws.close({ code: 1014, reason: 'The live channel service went away' }),
    });
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => ws.send(message));
  });
  await page.route(`**${wsTokenRoute.url}`, async (route) => {
    if (!down) return route.continue();
    return route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'upstream down' }),
    });
  });

  // The live view connects at once.
  await page.goto('/liveview-2');
  await expect.poll(() => open.length).toBeGreaterThanOrEqual(1);
  const banner = page.getByTestId('server-unreachable-banner');
  await expect(banner).toBeHidden();

  down = true;
  await Promise.all(open.splice(0).map((socket) => socket.close()));
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Koneksi ke Armada terputus');
  await screenshot(page, 'connection-lost-banner-id', { fullPage: false });

  down = false;
  await expect(banner).toBeHidden();
  await expect.poll(() => open.length).toBeGreaterThanOrEqual(1);
});

test.describe('the browser going offline', () => {
  test.use({ account: 'operator' });

  test('keeps the page under the offline warning and brings the app back by itself', async ({
    page,
    context,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('alert-topbar')).toBeAttached();

    // An open preview popup, to find again after the reload.
    const raised = await page.request.post('/api/simulator/alerts', {
      data: { level: 'urgent', count: 1 },
    });
    expect(raised.status()).toBe(201);
    const [alert] = ((await raised.json()) as { data: { rawAlertId: string }[] }).data;
    if (!alert) throw new Error('no alert raised');
    const preview = page.locator(
      `[data-testid="alert-popup"][data-alert-id="${alert.rawAlertId}"]`,
    );
    if (!(await preview.isVisible())) {
      await page.getByTestId('alert-bell').click();
      await page.locator(`[data-testid="alert-item"][data-alert-id="${alert.rawAlertId}"]`).click();
    }
    await expect(preview).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Anda sedang offline');
    // Past the 300 ms a reload used to wait: still the app, with its last data.
    await page.waitForTimeout(1500);
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('alert-topbar')).toBeVisible();
    await expect(preview).toBeVisible();
    await screenshot(page, 'connection-offline-id', { fullPage: false });

    const reloaded = page.waitForEvent('load');
    await context.setOffline(false);
    await reloaded;
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('alert-topbar')).toBeAttached();
    await expect(preview).toBeVisible();
    expect(visited.filter((url) => !url.startsWith('http'))).toEqual([]);
  });
});
