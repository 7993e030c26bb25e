import type { Page } from '@playwright/test';
import type { TvCamera } from '@armada/contracts/track-vision';
import { expect, test, screenshot } from './fixtures';

/**
 * Track vision, the main path of each page (docs/rules/track-vision.md TV-3 ... TV-6, TV-13,
 * TV-14, TV-21, TV-22): a live view played from the gateway's ffmpeg, stopped, paused by a
 * hidden page and ended by its session; a footage range refused before it is sent, then asked
 * for and listed, a ready clip played; the gallery's items viewed and two zipped. The states on
 * a stepped clock, the server's stopping of unwatched views and the refusals are unit and HTTP
 * tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

async function readyCamera(page: Page): Promise<TvCamera> {
  const answer = await page.request.get('/api/track-vision/cameras');
  const cameras = ((await answer.json()) as { data: TvCamera[] }).data;
  const camera = cameras.find((c) => c.state === 'ready' && c.channels.length === 2);
  if (!camera) throw new Error('no camera vehicle reports now');
  return camera;
}

async function choose(page: Page, dropdown: ReturnType<Page['locator']>, text: string) {
  await dropdown.click();
  const panel = page.locator('.p-dropdown-panel');
  await expect(panel).toHaveCount(1);
  const filter = panel.locator('.p-dropdown-filter');
  if ((await filter.count()) > 0) await filter.fill(text);
  await panel.locator('.p-dropdown-item', { hasText: text }).first().click();
  await expect(panel).toHaveCount(0);
}

test('live streaming: a view plays live, stops, pauses with the page and ends its session', async ({
  page,
}) => {
  const camera = await readyCamera(page);
  await page.goto('/live-streaming');
  await expect(page.getByRole('heading', { name: 'Siaran langsung' })).toBeVisible();
  await page.getByTestId('tv-grid-1').click();
  await expect(page.getByTestId('tv-grid').locator('.tv-tile')).toHaveCount(1);
  const view = page.getByTestId('tv-view-0');
  await choose(page, view.locator('.tv-tile__vehicle'), camera.license_plate);
  await page.getByTestId('tv-view-0-start').click();
  await expect(view).toHaveAttribute('data-status', 'playing');
  // Frames arrive: the live playlist from the server's encoder plays in hls.js.
  await expect
    .poll(() => page.getByTestId('tv-view-0-video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(2);
  await expect(view.getByText('LANGSUNG')).toBeVisible();
  await screenshot(page, 'track-vision-live', { fullPage: false });
  await page.getByTestId('tv-view-0-stop').click();
  await expect(view).toHaveAttribute('data-status', 'idle');

  // TV-6: hidden page, every view stops.
  await page.getByTestId('tv-view-0-start').click();
  await expect(view).toHaveAttribute('data-status', 'playing');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(view).toHaveAttribute('data-status', 'paused');
  await expect(view).toContainText('halaman tidak terlihat');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  // TV-5: after 3 minutes the view stops and asks whether to continue.
  await page.getByTestId('tv-view-0-start').click();
  await expect(view).toHaveAttribute('data-status', 'playing');
  await page.clock.fastForward(180_000);
  await expect(view).toHaveAttribute('data-status', 'sessionEnded');
  await expect(view).toContainText('Lanjut menonton?');
  await page.getByTestId('tv-view-0-continue').click();
  await expect(view).toHaveAttribute('data-status', 'playing');
  await page.getByTestId('tv-view-0-stop').click();
});

test('video history: a range over 10 minutes is refused; a request is listed; a ready clip plays', async ({
  page,
}) => {
  const camera = await readyCamera(page);
  await page.goto('/video-history');
  const list = page.getByTestId('tv-history-list');
  // The seeded requests (TV-15), one of them ready.
  await expect(list.locator('[data-state="READY"]').first()).toBeVisible();
  await choose(page, page.locator('.tv-form .p-dropdown').first(), camera.license_plate);
  // From is 15 minutes ago, to 10: make from 25 minutes ago, 15 minutes long.
  const from = page.locator('.tv-form .p-calendar input').first();
  const value = (await from.inputValue()).split(' ');
  const [hour = '0', minute = '0'] = (value[1] ?? '').split(':').map(String);
  const earlier = new Date(Date.UTC(2000, 0, 1, Number(hour), Number(minute) - 10));
  const text = `${value[0]} ${String(earlier.getUTCHours()).padStart(2, '0')}:${String(earlier.getUTCMinutes()).padStart(2, '0')}`;
  await from.fill(text);
  await from.press('Escape');
  await page.getByTestId('tv-history-submit').click();
  await expect(page.getByTestId('tv-history-problem')).toHaveText('Rentang paling lama 10 menit.');
  const rows = await list.locator('.tv-request').count();
  await from.fill(value.join(' '));
  await from.press('Escape');
  await page.getByTestId('tv-history-submit').click();
  await expect(page.getByTestId('tv-history-problem')).toHaveCount(0);
  await expect(list.locator('.tv-request')).toHaveCount(rows + 1);
  const added = list.locator('.tv-request').first();
  await expect(added).toContainText(camera.license_plate);
  await expect(added).toContainText(/Dalam antrean|Perangkat dihubungi|Mengunggah|Siap/);

  const ready = list.locator('[data-state="READY"]').last();
  await ready.getByRole('button', { name: 'Putar' }).click();
  await expect
    .poll(() =>
      page.getByTestId('tv-history-video').evaluate((v: HTMLVideoElement) => v.readyState),
    )
    .toBeGreaterThanOrEqual(1);
  await expect(ready.getByRole('link', { name: 'Unduh' })).toHaveAttribute('download', /\.mp4$/);
  await screenshot(page, 'track-vision-history', { fullPage: false });
});

test('vehicle media: items are viewed with the keyboard and two are downloaded as one zip', async ({
  page,
}) => {
  await page.goto('/vehicle-media');
  const gallery = page.getByTestId('tv-gallery');
  await expect(gallery.locator('.tv-card').first()).toBeVisible();
  const cards = gallery.locator('.tv-card');
  await cards.nth(0).locator('.tv-card__open').click();
  const viewer = page.getByTestId('tv-viewer');
  await expect(viewer).toBeVisible();
  const first = await viewer.getAttribute('data-item');
  await expect(page.locator('.tv-dialog .p-dialog-title')).toContainText(/\d{2}:\d{2} WIB/);
  if ((await cards.count()) > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(viewer).not.toHaveAttribute('data-item', first ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toHaveAttribute('data-item', first ?? '');
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await cards.nth(0).locator('.p-checkbox').click();
  await cards.nth(1).locator('.p-checkbox').click();
  const button = page.getByTestId('tv-media-download');
  await expect(button).toHaveText(/Unduh 2 terpilih/);
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^media-armada-\d{8}-\d{6}\.zip$/);
  await screenshot(page, 'track-vision-media', { fullPage: false });
});
