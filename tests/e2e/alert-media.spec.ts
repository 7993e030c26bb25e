import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Dashcam media in the alert preview (issue 8; docs/rules/alert-center.md §4): a camera alert whose
 * clip arrived plays it in the video modal; one whose clip needs a request goes from timeout to
 * requesting to waiting and plays once it arrives; one the device cannot send ends failed.
 * The outcomes are set on purpose with the simulator controls (mediaOutcome, MEDIA-9).
 */
test.describe.configure({ timeout: 180_000 });
test.use({ account: 'operator', viewport: { width: 1280, height: 860 } });

interface RaisedAlert {
  rawAlertId: string;
  vehicle: { licensePlate: string };
}

/** A driver-monitoring alert (eyes closed, urgent) raised `ageSeconds` ago with its clip's fate. */
async function raiseCameraAlert(
  page: Page,
  mediaOutcome: string,
  ageSeconds: number,
  mediaDelaySeconds?: number,
) {
  const response = await page.request.post('/api/simulator/alerts', {
    data: { alertCode: 49, ageSeconds, mediaOutcome, mediaDelaySeconds },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [alert] = ((await response.json()) as { data: RaisedAlert[] }).data;
  if (!alert) throw new Error('no alert raised');
  return alert;
}

async function openPreview(page: Page, alert: RaisedAlert) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('alert-topbar')).toBeAttached({ timeout: 30_000 });
  const center = page.getByTestId('alert-center');
  if (!(await center.isVisible())) await page.getByTestId('alert-bell').click();
  await expect(center).toBeVisible();
  const item = page.locator(`[data-testid="alert-item"][data-alert-id="${alert.rawAlertId}"]`);
  await item.click();
  const preview = page.locator(`[data-testid="alert-popup"][data-alert-id="${alert.rawAlertId}"]`);
  await expect(preview).toBeVisible();
  return preview.getByTestId('alert-media-panel');
}

/** Play is pressed and the video element plays: its time moves on. */
async function expectPlaying(page: Page) {
  const video = page.getByTestId('alert-media-video');
  await expect(video).toBeVisible();
  await page.getByTestId('alert-media-play-toggle').click();
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime))
    .toBeGreaterThan(0);
}

test('a clip that arrived by itself plays in the video modal', async ({ page }) => {
  const alert = await raiseCameraAlert(page, 'ready', 10 * 60);
  const panel = await openPreview(page, alert);
  await expect(panel).toHaveAttribute('data-status', 'complete');
  await panel.getByTestId('alert-media-open').click();
  const modal = page.getByTestId('alert-media-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(alert.vehicle.licensePlate);
  await expect(modal.getByTestId('alert-media-fact-imei')).not.toBeEmpty();
  await expect(modal.getByTestId('alert-media-download')).toBeVisible();
  await expectPlaying(page);
  await page.screenshot({ path: 'test-results/screenshots/alert-media-playing.png' });
});

test('a clip that needs a request: timeout, request, waiting, then it plays', async ({ page }) => {
  // 35 minutes old with no clip yet: the second look gives timeout, with the request button.
  // The server's clock runs in real time: the requested clip is there at once (MEDIA-9).
  const alert = await raiseCameraAlert(page, 'needs-request', 35 * 60, 0);
  const panel = await openPreview(page, alert);
  // The first look found nothing; the next is 30 s later on the page clock.
  await expect(panel).toHaveAttribute('data-status', 'checking');
  await page.clock.fastForward(31_000);
  await expect(panel).toHaveAttribute('data-status', 'timeout');
  await page.screenshot({ path: 'test-results/screenshots/alert-media-timeout.png' });
  await panel.getByTestId('alert-media-request').click();
  await expect(panel).toHaveAttribute('data-status', /requesting|waiting/);
  // 5 s before the upload request, then the first look 20 s after 'Sent'.
  await page.clock.fastForward(6_000);
  await expect(panel).toHaveAttribute('data-status', 'waiting');
  await page.clock.fastForward(21_000);
  await expect(panel).toHaveAttribute('data-status', 'complete');
  await panel.getByTestId('alert-media-open').click();
  await expectPlaying(page);
});

test('a device that cannot send the clip ends failed', async ({ page }) => {
  const alert = await raiseCameraAlert(page, 'not-sent', 35 * 60);
  const panel = await openPreview(page, alert);
  await expect(panel).toHaveAttribute('data-status', 'checking');
  await page.clock.fastForward(31_000);
  await expect(panel).toHaveAttribute('data-status', 'timeout');
  await panel.getByTestId('alert-media-request').click();
  await page.clock.fastForward(6_000);
  await expect(panel).toHaveAttribute('data-status', 'failed');
  await page.screenshot({ path: 'test-results/screenshots/alert-media-failed.png' });
});
