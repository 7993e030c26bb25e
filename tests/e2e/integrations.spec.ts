import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, screenshot, test } from './fixtures';

/**
 * Integrations, the main path (docs/rules/integrations.md WHK-1, WHK-5, WHK-8, WHK-9,
 * APIK-1 … APIK-3): an administrator adds a webhook endpoint on a receiver in this test (the
 * gateway runs with ARMADA_SIM_CONTROLS, which allows loopback http), sees its secret once,
 * sends a test event the receiver verifies with that secret, and finds the delivery in the log;
 * then makes an API key, sees it once and revokes it. Retries on a stepped clock, a slow
 * endpoint and the key's scope are simulator and contract tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

let server: Server;
let hookUrl = '';
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/armada-${Date.now().toString(36)}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a webhook endpoint gets a signed test event and an API key is made and revoked', async ({
  page,
}) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Pasar aplikasi: integrasi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kartu BBM' })).toBeVisible();
  await screenshot(page, 'integrations-catalogue');

  // WHK-1, WHK-5: the endpoint, its secret shown once.
  await page.getByRole('tab', { name: 'Webhook' }).click();
  await page.getByRole('button', { name: 'Tambah endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah endpoint webhook' });
  await form.getByLabel('Alamat (URL)').fill(hookUrl);
  await form.getByText('Tugas selesai', { exact: true }).click();
  await form.getByRole('button', { name: 'Simpan' }).click();
  const shown = page.getByRole('dialog', { name: 'Endpoint ditambahkan' });
  const secret = await shown.getByTestId('integration-secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await expect(shown).toBeHidden();
  const card = page.getByRole('article', { name: hookUrl.replace(/\/$/, '') });
  await expect(card).toContainText(`…${secret.slice(-4)}`);
  await expect(page.locator('body')).not.toContainText(secret);

  // WHK-9, WHK-8: a test event, verified by the receiver, then its row in the log.
  await card.getByRole('button', { name: 'Kirim peristiwa uji' }).click();
  await expect.poll(() => received.length).toBeGreaterThan(0);
  const request = received[0];
  const [, t = '', v1 = ''] =
    /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request?.headers['x-armada-signature'])) ?? [];
  expect(createHmac('sha256', secret).update(`${t}.${request?.body}`).digest('hex')).toBe(v1);
  const row = card.getByTestId('webhook-delivery-row').first();
  await expect(row).toContainText('Peristiwa uji');
  await expect(row).toContainText('Terkirim');
  await expect(row).toContainText('200');
  await screenshot(page, 'integrations-webhook-log');

  // APIK-1 … APIK-3: a key shown once, then revoked.
  await page.getByRole('tab', { name: 'Kunci API' }).click();
  await page.getByRole('button', { name: 'Buat kunci API' }).click();
  const keyForm = page.getByRole('dialog', { name: 'Buat kunci API' });
  const name = `Dasbor ${Date.now().toString(36)}`;
  await keyForm.getByLabel('Nama').fill(name);
  await keyForm.getByRole('button', { name: 'Buat kunci' }).click();
  const keyShown = page.getByRole('dialog', { name: 'Kunci API dibuat' });
  const key = await keyShown.getByTestId('integration-secret').inputValue();
  expect(key).toMatch(/^armk_/);
  await keyShown.getByRole('button', { name: 'Sudah saya simpan' }).click();
  const keyRow = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(keyRow).toContainText('Baca saja');
  await expect(keyRow).toContainText(key.slice(0, 11));
  await expect(page.locator('body')).not.toContainText(key);
  await keyRow.getByRole('button', { name: 'Cabut' }).click();
  await page.locator('.confirmation-modal').getByRole('button', { name: 'Cabut' }).click();
  await expect(keyRow).toContainText('Dicabut');
});
