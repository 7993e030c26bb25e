// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import type { SystemNotification } from '@armada/contracts/notifications';
import type { AnnounceBody } from '@armada/contracts/simulator-control';
import { expect, screenshot, test } from './fixtures';

/**
 * System announcements, the megaphone (issue 11; docs/rules/alert-center.md §2, §4, §7, §9): a new
 * announcement reaches the count over the live channel, opening it marks it read and shows the
 * action modal ('understand' closes it), mark all as read clears the count; image, carousel
 * and video kinds and an internal link in a new tab; markup in a title shows as text; English
 * on a phone. Announcements are published on demand (POST /api/simulator/system-notifications,
 * ARMADA_SIM_CONTROLS=1), to the signed-in user only.
 */
test.use({ account: 'operator', viewport: { width: 1280, height: 860 } });

async function announce(page: Page, body: AnnounceBody): Promise<SystemNotification> {
  const response = await page.request.post('/api/simulator/system-notifications', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: SystemNotification }).data;
}

const megaphone = (page: Page) => page.getByTestId('announcements-button');
const listDialog = (page: Page) => page.getByTestId('announcements-dialog');
const actionDialog = (page: Page) => page.getByTestId('announcement-action-dialog');
const items = (page: Page) => page.getByTestId('announcement-item');

/** The megaphone's number (0 without a badge). */
async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('announcements-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/**
 * Opens a signed-in page and waits until the megaphone's count has loaded and the live channel
 * is open (messages sent before that are not replayed, by design).
 */
async function openApp(page: Page): Promise<void> {
  let open = false;
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      if (String(frame.payload).includes('update_tags')) open = true;
    }),
  );
  const counted = page.waitForResponse(/\/api\/system-notification\/unread-count/, {
    timeout: 30_000,
  });
  await page.goto('/dashboard');
  await counted;
  await expect.poll(() => open).toBe(true);
  await page.waitForTimeout(300);
}

test('a new announcement raises the count; reading it and marking all read clear it', async ({
  page,
}) => {
  await openApp(page);
  const before = await unreadCount(page);
  const published = await announce(page, { action: 'pop_up_image' });
  await expect.poll(() => unreadCount(page)).toBe(before + 1);

  await megaphone(page).click();
  await expect(listDialog(page)).toBeVisible();
  const first = items(page).first();
  const title = Array.isArray(published.data) ? published.data[0]?.title : published.data.title;
  await expect(first).toContainText(title ?? '');
  await expect(first).toHaveAttribute('data-read', 'false');
  // The newest 10 first; scrolling to the bottom asks for 10 more.
  expect(await items(page).count()).toBeLessThanOrEqual(10);
  await screenshot(page, 'announcements-list-id', { fullPage: false });
  if ((await page.getByTestId('announcements-more').count()) > 0) {
    await expect(items(page)).toHaveCount(10);
    await page.getByTestId('announcements-more').scrollIntoViewIfNeeded();
    await expect.poll(() => items(page).count()).toBeGreaterThan(10);
    await listDialog(page)
      .locator('.announcements__scroller')
      .evaluate((el) => el.scrollTo(0, 0));
  }

  await first.click();
  await expect(actionDialog(page)).toBeVisible();
  await expect(actionDialog(page).getByTestId('announcement-image')).toBeVisible();
  await expect
    .poll(() =>
      actionDialog(page)
        .getByTestId('announcement-image')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
  await screenshot(page, 'announcements-action-image-id', { fullPage: false });
  await actionDialog(page).getByRole('button', { name: 'Mengerti' }).click();
  await expect(actionDialog(page)).toBeHidden();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect.poll(() => unreadCount(page)).toBe(before);

  // Mark all as read: every item read, the count gone, and the server agrees after a reload.
  if (before > 0) {
    await page.getByTestId('announcements-mark-all').click();
    await expect(items(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
  } else {
    await announce(page, { action: 'external_link' });
    await expect(items(page).first()).toHaveAttribute('data-read', 'false');
    await page.getByTestId('announcements-mark-all').click();
    await expect(items(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
  }
  await expect(page.getByTestId('announcements-count')).toHaveCount(0);
  await expect(page.getByTestId('announcements-mark-all')).toBeDisabled();

  // Esc closes the list and the focus goes back to the megaphone.
  await page.keyboard.press('Escape');
  await expect(listDialog(page)).toBeHidden();
  await expect(megaphone(page)).toBeFocused();
  const count = await page.request.get('/api/system-notification/unread-count');
  expect(((await count.json()) as { data: { unread: number } }).data.unread).toBe(0);
});

test('carousel, video and an internal link in a new tab', async ({ page, context }) => {
  await openApp(page);
  await announce(page, { action: 'internal_link' });
  await announce(page, { action: 'pop_up_video' });
  await announce(page, { action: 'carousel_image' });
  await megaphone(page).click();
  await expect(items(page).nth(2)).toHaveAttribute('data-action', 'internal_link');

  // The carousel steps through its slides; the video plays the shipped guide.
  await items(page).nth(0).click();
  await expect(actionDialog(page)).toContainText('Gambar 1 dari 3');
  await actionDialog(page).getByTestId('announcement-next').click();
  await expect(actionDialog(page)).toContainText('Gambar 2 dari 3');
  await page.keyboard.press('Escape');
  await expect(actionDialog(page)).toBeHidden();
  await expect(listDialog(page)).toBeVisible();

  await items(page).nth(1).click();
  const video = actionDialog(page).getByTestId('announcement-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v) => (v as HTMLVideoElement).duration)).toBeGreaterThan(1);
  await screenshot(page, 'announcements-action-video-id', { fullPage: false });
  await actionDialog(page).getByRole('button', { name: 'Mengerti' }).click();

  const opened = context.waitForEvent('page');
  await items(page).nth(2).click();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/profile');
  await tab.close();
  await expect(items(page).nth(2)).toHaveAttribute('data-read', 'true');

  // One pushed live while the list is open shows at its top, unread.
  await announce(page, { action: 'external_link', title: 'Kabar langsung dari tim Armada' });
  await expect(items(page).first()).toContainText('Kabar langsung dari tim Armada');
  await expect(items(page).first()).toHaveAttribute('data-read', 'false');
});

test.describe('in English on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('markup in an announcement shows as text', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await openApp(page);
    const markup = '<img src=x onerror="window.__announcementXss=1"><b>Bold news</b>';
    await announce(page, {
      action: 'pop_up_image',
      title: markup,
      description: 'Read <i>this</i> &amp; that <script>window.__announcementXss=2</script>',
    });
    await megaphone(page).tap();
    await expect(listDialog(page)).toBeVisible();
    await expect(listDialog(page).locator('.p-dialog-title')).toHaveText('Announcements');
    const first = items(page).first();
    await expect(first.getByTestId('announcement-title')).toHaveText(markup);
    await expect(first.locator('b, img, script')).toHaveCount(0);
    await screenshot(page, 'announcements-list-en-phone', { fullPage: false });

    await first.tap();
    await expect(actionDialog(page)).toBeVisible();
    await expect(actionDialog(page).getByTestId('announcement-description')).toHaveText(
      'Read <i>this</i> &amp; that <script>window.__announcementXss=2</script>',
    );
    await expect(actionDialog(page).locator('.p-dialog-title')).toHaveText(markup);
    await expect(actionDialog(page).locator('b, i, script')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __announcementXss?: number }).__announcementXss),
    ).toBeUndefined();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'announcements-action-en-phone', { fullPage: false });
    await actionDialog(page).getByRole('button', { name: 'Understand' }).tap();
    await expect(actionDialog(page)).toBeHidden();
  });
});
