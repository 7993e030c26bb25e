import { wsTokenRoute } from '@armada/contracts';
import { expect, screenshot, test } from './fixtures';

/**
 * Issue 12, faults in upstream mode: when the server (or its live service) goes away, the app
 * shows the offline state, one banner in the user's language, rather than errors, and clears
 * it by itself once the server is back. The outage is made in the browser: live-channel
 * sockets are cut and refused, and the token request answers 502 as the gateway does when its
 * upstream is down.
 */
test.use({ account: 'admin' });

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
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await expect(banner).toContainText('Koneksi ke Armada terputus');
  await screenshot(page, 'connection-lost-banner-id', { fullPage: false });

  down = false;
  await expect(banner).toBeHidden({ timeout: 10_000 });
  await expect.poll(() => open.length).toBeGreaterThanOrEqual(1);
});
