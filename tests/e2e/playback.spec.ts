import type { Page } from '@playwright/test';
import { expect, test, E2E_NOW, screenshot } from './fixtures';

/**
 * Playback, the main path (docs/rules/playback.md PLAY-2, PLAY-6, PLAY-8, PLAY-12): a dispatcher
 * picks a vehicle and a past day with an alert in the form, plays the day, and opens the alert
 * from the timeline into the alert center's preview. Interpolation, seeking, the period's limits,
 * the chart's lines and the files are unit and component tests; the history routes are contract
 * tests.
 */

test.use({ liveAlerts: 'on', account: 'dispatcher', viewport: { width: 1366, height: 900 } });

const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;
const wibDay = (ms: number) => new Date(ms + WIB_MS).toISOString().slice(0, 10);
/** `2026-11-10` as the date fields take it: `10/11/2026`. */
const typed = (day: string) => day.split('-').reverse().join('/');

interface TrackAnswer {
  data: { alerts: { id: string; at: string }[]; positions: { count: number } };
}

/**
 * A vehicle of the company and a day of the week before the pinned clock in which it raised an
 * alert (the seeded history has a few a week per vehicle: HIST-6, HIST-7).
 */
async function vehicleDayWithAlert(page: Page) {
  const fleet = await page.request.get('/api/live/fleet');
  expect(fleet.status()).toBe(200);
  const { vehicles } = (
    (await fleet.json()) as {
      data: { vehicles: { id: number; license_plate: string }[] };
    }
  ).data;
  const today = Date.parse(`${wibDay(Date.parse(E2E_NOW))}T00:00:00+07:00`);
  const from = encodeURIComponent(new Date(today - 7 * DAY_MS).toISOString());
  const to = encodeURIComponent(new Date(today).toISOString());
  for (const vehicle of vehicles.slice(0, 8)) {
    const response = await page.request.get(
      `/api/vehicle/${vehicle.id}/track?from=${from}&to=${to}`,
    );
    expect(response.status(), await response.text()).toBe(200);
    const alert = ((await response.json()) as TrackAnswer).data.alerts[0];
    if (alert) return { vehicle, alert, day: alert.at.slice(0, 10) };
  }
  throw new Error('no vehicle raised an alert in the week before the pinned clock');
}

test('play a vehicle’s day and open an alert from the timeline', async ({ page }) => {
  const { vehicle, alert, day } = await vehicleDayWithAlert(page);

  await page.goto('/trackvideo-2');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Putar Ulang Perjalanan' }),
  ).toBeVisible();
  await expect(page.getByTestId('pb-intro')).toBeVisible();

  // PLAY-2: the vehicle searched by its plate, the day typed.
  await page.getByTestId('pb-vehicle').click();
  await page.locator('.p-dropdown-filter').fill(vehicle.license_plate);
  await page.getByRole('option', { name: new RegExp(vehicle.license_plate) }).click();
  await page.getByLabel('Dari tanggal').fill(typed(day));
  await page.getByLabel('Sampai tanggal').fill(typed(day));
  await page.getByTestId('pb-form').getByText('Periode').click();
  await page.getByTestId('pb-load').click();
  await expect(page).toHaveURL(new RegExp(`vehicle=${vehicle.id}&from=${day}&to=${day}`));
  await expect(page.getByTestId('pb-player')).toBeVisible();
  await expect(page.getByTestId('pb-trip').first()).toBeVisible();

  // PLAY-6: played at 300x, the moment moves on; paused, it stays.
  const slider = page.getByTestId('pb-slider');
  const start = Number(await slider.inputValue());
  await page.getByTestId('pb-speed').selectOption('300');
  await page.getByTestId('pb-play').click();
  await expect(page.getByTestId('pb-play')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(start + 300);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('pb-play')).toHaveAttribute('aria-pressed', 'false');
  await screenshot(page, 'playback-id-desktop');

  // PLAY-12: the alert on the timeline opens the alert center's preview of it.
  const onTimeline = page.getByTestId('pb-timeline-alert').first();
  await expect(onTimeline).toBeVisible();
  await onTimeline.click();
  const preview = page.locator(`[data-testid="alert-popup"][data-alert-id="${alert.id}"]`);
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { name: vehicle.license_plate })).toBeVisible();
  // The moment shown is the alert's (PLAY-8).
  await expect(page.getByTestId('pb-clock')).toHaveText(alert.at.slice(11, 19));
  await screenshot(page, 'playback-id-alert', { fullPage: false });
  await preview.getByTestId('alert-popup-close').click();
  await expect(preview).toBeHidden();
});
