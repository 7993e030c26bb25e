import type { Page } from '@playwright/test';
import { expect, chooseFirstOption, screenshot, test } from './fixtures';

/**
 * Support, the main path (docs/rules/support.md): the contact page's channels and WIB office
 * hours, then a ticket opened with an attachment (a fake one refused on the page first), the
 * support desk's reply arriving on the open page over the live channel (answered now through
 * POST /api/simulator/support/answer, ARMADA_SIM_CONTROLS, instead of after its delay), a reply
 * that opens the ticket again, and resolving it. The rules and refusals are simulator tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

/** A 1×1 PNG, as a phone screenshot would be (told by its bytes, SUP-9). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Passes the live channel through without new-alert messages (their popups could cover what
 * the test presses) and tells when the socket is open: the client's first frame is its tags.
 * Messages sent before that are not replayed, by design.
 */
function liveChannelOpen(page: Page): () => boolean {
  let open = false;
  void page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (String(message).includes('update_tags')) open = true;
      server.send(message);
    });
    server.onMessage((message) => {
      if (/"type"\s*:\s*"alert-center-(new-)?\d+"/.test(String(message))) return;
      ws.send(message);
    });
  });
  return () => open;
}

test('contact channels and office hours (SUP-1)', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hubungi kami');
  const whatsapp = page.getByTestId('support-whatsapp');
  await expect(whatsapp).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62\d+\?text=Halo%20Armada%20Support%2C%20saya%20/,
  );
  await expect(page.getByTestId('support-phone')).toHaveAttribute('href', /^tel:\+62\d+$/);
  await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('Senin–Jumat')).toBeVisible();
  await expect(page.getByText('08:00–17:00 WIB')).toBeVisible();
  await expect(page.getByTestId('support-open')).toBeVisible();
  await screenshot(page, 'support-contact');
});

test('a ticket with a file gets support’s reply, is answered and resolved', async ({ page }) => {
  const live = liveChannelOpen(page);
  const subject = `GPS tidak update ${Date.now().toString(36)}`;
  await page.goto('/company-ticket');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tiket perusahaan');
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();

  await page.getByTestId('ticket-new').click();
  const dialog = page.getByTestId('ticket-dialog');
  // SUP-2: nothing typed, nothing sent; the problems are named.
  await dialog.getByTestId('ticket-submit').click();
  await expect(dialog.getByText('Pilih kategori.')).toBeVisible();
  await chooseFirstOption(page, dialog.getByTestId('ticket-category'));
  await dialog.getByTestId('ticket-subject').fill(subject);
  await dialog
    .getByTestId('ticket-description')
    .fill('Truk B 9001 ABC tidak bergerak di peta sejak pukul 07.00.');
  // SUP-9: a file that is not JPEG, PNG or PDF is refused before anything is sent.
  await dialog.getByTestId('ticket-files-input').setInputFiles([
    { name: 'catatan.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    { name: 'layar-peta.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByText('catatan.exe: hanya JPEG, PNG atau PDF.')).toBeVisible();
  await expect(dialog.getByTestId('ticket-files-queued')).toHaveCount(1);
  await dialog.getByTestId('ticket-submit').click();
  await expect(dialog).toBeHidden();

  // SUP-3: open, waiting for support, the file on the description.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByTestId('ticket-status')).toHaveText('Menunggu support');
  await expect(page.getByTestId('ticket-attachment')).toContainText('layar-peta.png');
  await expect(page.getByTestId('ticket-message')).toHaveCount(1);

  // SUP-11, SUP-14: support answers; the reply arrives on the open page.
  await expect.poll(live).toBe(true);
  const answered = await page.request.post('/api/simulator/support/answer');
  expect(answered.status(), await answered.text()).toBe(200);
  const reply = page.locator('[data-testid="ticket-message"][data-author="SUPPORT"]');
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText('terima kasih telah menghubungi Armada Support');
  await expect(page.getByTestId('ticket-status')).toHaveText('Menunggu Anda');
  await screenshot(page, 'support-ticket-answered');

  // SUP-5: the company's reply opens it again.
  await page.getByTestId('ticket-reply').fill('Lampu indikator perangkat menyala hijau.');
  await page.getByTestId('ticket-send').click();
  await expect(page.getByTestId('ticket-message')).toHaveCount(3);
  await expect(page.getByTestId('ticket-reply')).toHaveValue('');
  await expect(page.getByTestId('ticket-status')).toHaveText('Menunggu support');

  // SUP-6, SUP-8: resolved, then it may be closed or reopened, not resolved again.
  await page.getByTestId('ticket-action-RESOLVE').click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Selesai');
  await expect(page.getByTestId('ticket-action-CLOSE')).toBeVisible();
  await expect(page.getByTestId('ticket-action-REOPEN')).toBeVisible();
  await expect(page.getByTestId('ticket-action-RESOLVE')).toHaveCount(0);

  // The list finds it by its text and status.
  await page.goto(`/company-ticket?status=RESOLVED&q=${encodeURIComponent(subject)}`);
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);
  await expect(page.getByTestId('ticket-row')).toContainText('Selesai');

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('ticket-row').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'support-ticket-phone');
});
