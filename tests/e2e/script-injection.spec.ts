// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { AnnounceBody } from '@armada/contracts/simulator-control';
import { expect, test } from './fixtures';

/**
 * Script-injection probe (issue 12, browser security): text with markup stored through the API
 * in every user-editable field the web renders, and in alerts (notes, false-alert reasons) and
 * announcements (title, description), is shown literally wherever it appears: tables, dialogs,
 * dialog titles, toasts, the shell, popups, the notification pages, map tooltips. For every page
 * the probe checks:
 * - the payload is visible as text;
 * - `window.__xss` stays undefined (every payload sets it when its markup runs);
 * - no element of a payload ever entered the DOM (a MutationObserver installed before the app
 *   loads records `img[src=x]`, `svg[onload]`, a script or handler naming `__xss`, and
 *   `javascript:` links, even when a dialog or toast has gone again);
 * - no Content-Security-Policy violation was reported (`securitypolicyviolation`, console).
 * Data is made through the API (one customer through the form to prove that path too) and
 * removed again, and shared records (profile, company) are put back.
 */
// The three groups are independent: they share the e2e step's two workers.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Markup that sets `window.__xss` if it is ever parsed as HTML (short: names max 32). */
const IMG = '<img src=x onerror=__xss=1>';
const SCRIPT = '<script>__xss=1</script>';
const SVG = '"><svg onload=__xss=1>';
const JS_URL = 'javascript:__xss=1';

function stamp(): string {
  return randomUUID().slice(0, 8).toUpperCase();
}

interface Probe {
  csp: string[];
  nodes: string[];
}

/** Installed before any page script: records CSP violations and payload elements. */
function installProbe(): void {
  const w = window as unknown as { __probe?: Probe };
  const probe: Probe = { csp: [], nodes: [] };
  w.__probe = probe;
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      probe.csp.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    true,
  );
  const hostile = (el: Element): boolean => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'img' && el.getAttribute('src') === 'x') return true;
    if (tag === 'svg' && el.hasAttribute('onload')) return true;
    if (tag === 'script' && (el.textContent ?? '').includes('__xss')) return true;
    if (tag === 'a' && /^\s*javascript:/i.test(el.getAttribute('href') ?? '')) return true;
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) && attr.value.includes('__xss')) return true;
    }
    return false;
  };
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const el of [node, ...Array.from(node.querySelectorAll('*'))]) {
      if (hostile(el)) probe.nodes.push(el.outerHTML.slice(0, 200));
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(check);
      if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['href', 'src', 'onload', 'onerror', 'onclick'],
  });
}

/** The probe for one page: the init script, and CSP reports on the console. */
async function probe(page: Page): Promise<{ console: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|__xss/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/__xss/.test(error.message)) consoleErrors.push(error.message);
  });
  await page.addInitScript(installProbe);
  return { console: consoleErrors };
}

/** Nothing ran, nothing was inserted, nothing was blocked, on the current document. */
async function expectClean(page: Page, log: { console: string[] }, where: string): Promise<void> {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __probe?: Probe };
    const now = document.querySelectorAll(
      'img[src="x"], svg[onload], a[href^="javascript:" i], [onerror], [onload]',
    );
    return {
      xss: w.__xss === undefined ? 'undefined' : String(w.__xss),
      probe: w.__probe ?? null,
      now: Array.from(now).map((el) => el.outerHTML.slice(0, 200)),
    };
  });
  expect(state.probe, `${where}: the probe is installed`).not.toBeNull();
  expect(state.xss, `${where}: window.__xss`).toBe('undefined');
  expect(state.probe?.nodes, `${where}: payload elements inserted`).toEqual([]);
  expect(state.now, `${where}: payload elements in the DOM`).toEqual([]);
  expect(state.probe?.csp, `${where}: CSP violations`).toEqual([]);
  expect(log.console, `${where}: CSP or payload console messages`).toEqual([]);
}

/** The text is on screen, as text. */
async function expectLiteral(scope: Locator | Page, text: string): Promise<void> {
  await expect(scope.getByText(text, { exact: false }).first()).toBeVisible();
}

const CUSTOMER_API = '/order/api/web/v1/customer';
const PRESET_API = '/api/saved-filter';
const rows = (page: Page) => page.locator('.list-table__table .p-datatable-tbody > tr');
const toast = (page: Page) => page.locator('.p-toast');

async function tableReady(page: Page) {
  await expect(rows(page).or(page.getByTestId('list-table-card')).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.list-table .p-skeleton')).toHaveCount(0);
}

test.describe('customers and saved filters', () => {
  // The dispatcher works with orders and gets no alert popups over the table.
  test.use({ account: 'dispatcher', viewport: { width: 1600, height: 900 } });

  test('customer fields, a customer made in the form, and a preset render as text', async ({
    page,
  }) => {
    const log = await probe(page);
    const tag = stamp();
    const fields = {
      name: `${tag} N${IMG}`,
      address: `${tag} A${SVG} ${JS_URL}`,
      city: `C${SCRIPT}`,
      province: `P${IMG}`,
      contact_person: `K${SVG}`,
    };
    const created = await page.request.post(CUSTOMER_API, { data: fields });
    expect(created.status(), await created.text()).toBe(201);
    const customer = ((await created.json()) as { data: { id: number } }).data;
    const formName = `${tag} F${SVG}`;
    const presetName = `E2E ${tag} ${IMG}`.slice(0, 32);
    const preset = await page.request.post(PRESET_API, {
      data: {
        table_key: 'master.customers',
        name: presetName,
        value: { activeFilters: { city: `F${SCRIPT}` } },
      },
    });
    expect(preset.status(), await preset.text()).toBe(201);
    const presetId = ((await preset.json()) as { data: { id: number } }).data.id;

    try {
      // The list: the columns shown by default.
      await page.goto(`/master/customers?q=${encodeURIComponent(tag)}`);
      await tableReady(page);
      const row = rows(page).filter({ hasText: fields.name });
      await expectLiteral(row, fields.name);
      await expectLiteral(row, fields.city);
      await expectClean(page, log, 'customer list');

      // The edit dialog: its title and inputs.
      await row.getByRole('button', { name: `Ubah ${fields.name}` }).click();
      const edit = page.getByRole('dialog', { name: `Ubah pelanggan ${fields.name}` });
      await expect(edit).toBeVisible();
      const labels = {
        name: 'Nama pelanggan',
        address: 'Alamat',
        city: 'Kota',
        province: 'Provinsi',
        contact_person: 'Nama kontak',
      } as const;
      for (const [key, label] of Object.entries(labels)) {
        await expect(edit.getByRole('textbox', { name: label, exact: true })).toHaveValue(
          fields[key as keyof typeof labels],
        );
      }
      await page.keyboard.press('Escape');
      await expect(edit).toHaveCount(0);

      // One field through the form: the toast and the new row.
      await page.getByTestId('customers-create').click();
      const dialog = page.getByRole('dialog', { name: 'Tambah pelanggan' });
      await dialog.getByLabel('Nama pelanggan').fill(formName);
      await dialog.getByTestId('customer-form-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(toast(page)).toContainText(`Pelanggan "${formName}" ditambahkan.`);
      await expect(rows(page).filter({ hasText: formName })).toHaveCount(1);

      // Delete asks with the name.
      await row.getByRole('button', { name: `Hapus ${fields.name}` }).click();
      const confirm = page.getByRole('dialog', { name: `Hapus pelanggan “${fields.name}”?` });
      await expect(confirm).toBeVisible();
      await expectLiteral(confirm, fields.name);
      await confirm.getByRole('button', { name: 'Hapus' }).click();
      await expect(rows(page).filter({ hasText: fields.name })).toHaveCount(0);
      await expectClean(page, log, 'customer dialogs and toasts');

      // The preset: its name in the filter dialog, its value in the form and the filter chips.
      await page.getByTestId('customers-filter-open').click();
      const filters = page.getByRole('dialog', { name: 'Filter pelanggan' });
      const item = filters.getByTestId('preset-item').filter({ hasText: presetName });
      await expect(item).toBeVisible();
      await item.getByRole('button', { name: presetName, exact: true }).click();
      await expect(filters.getByLabel('Kota')).toHaveValue(`F${SCRIPT}`);
      await filters.getByTestId('filter-apply').click();
      await expect(page.getByTestId('active-filter').first()).toBeVisible();
      await expectLiteral(page.getByTestId('active-filter').first(), `F${SCRIPT}`);
      await page.getByTestId('customers-filter-open').click();
      await filters
        .getByTestId('preset-item')
        .filter({ hasText: presetName })
        .getByRole('button', { name: `Hapus filter tersimpan ${presetName}` })
        .click();
      const presetConfirm = page.getByRole('dialog', { name: 'Hapus filter tersimpan?' });
      await expect(presetConfirm).toContainText(presetName);
      await presetConfirm.getByRole('button', { name: 'Hapus' }).click();
      await expect(toast(page)).toContainText(presetName);
      await expectClean(page, log, 'saved filter dialog, chips and toasts');
    } finally {
      await page.request.delete(`${CUSTOMER_API}/${customer.id}`);
      await page.request.delete(`${PRESET_API}/${presetId}`);
      const made = await page.request.get(CUSTOMER_API, { params: { search: tag, limit: '50' } });
      const list = (await made.json()) as { data: { paginated_result: { id: number }[] } };
      for (const { id } of list.data.paginated_result) {
        await page.request.delete(`${CUSTOMER_API}/${id}`);
      }
    }
  });
});

async function graphql<T>(page: Page, query: string, variables: object): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

test.describe('profile and company', () => {
  test.use({ account: 'admin' });

  test('the user name and the company fields render as text in the shell and settings', async ({
    page,
  }) => {
    const log = await probe(page);
    const profile = (await (await page.request.get('/api/user/profile')).json()) as {
      data: { fullname: string };
    };
    const company = await graphql<{
      company: { data: { id: number; name: string; companyTag: string | null } };
    }>(page, 'query { company { data { id name companyTag } } }', {});
    const original = company.company.data;
    const fullname = `U${IMG}`;
    const names = { name: `Co${SVG}`, companyTag: `T${SCRIPT}` };
    const category = `Cat${IMG}${stamp()}`;
    const update = (input: object) =>
      graphql(
        page,
        'mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { isSuccessful } }',
        { input: { id: original.id, ...input } },
      );

    try {
      expect((await page.request.patch('/api/user/profile', { data: { fullname } })).status()).toBe(
        200,
      );
      await update(names);
      await graphql(
        page,
        'mutation ($input: CreateCompanyCategoryInput!) { createCompanyCategory(input: $input) { isSuccessful } }',
        { input: { text: category } },
      );

      await page.goto('/dashboard');
      await expect(page.getByTestId('identity-name')).toHaveText(fullname);
      await expectClean(page, log, 'dashboard and shell');

      await page.goto('/setting/company');
      const form = page.getByTestId('company-form');
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Nama perusahaan', { exact: true })).toHaveValue(names.name);
      await expect(form.getByLabel('Tag perusahaan', { exact: true })).toHaveValue(
        names.companyTag,
      );
      await expectLiteral(page.locator('.company-chips'), category);
      await expectClean(page, log, 'company settings');
    } finally {
      await page.request.patch('/api/user/profile', { data: { fullname: profile.data.fullname } });
      await update({ name: original.name, companyTag: original.companyTag ?? '' });
    }
  });
});

test.describe('alerts and announcements', () => {
  test.use({ liveAlerts: 'on', account: 'operator', viewport: { width: 1280, height: 860 } });

  test('an alert note and false-alert reason, and an announcement, render as text', async ({
    page,
  }) => {
    const log = await probe(page);
    let open = false;
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('update_tags')) open = true;
      }),
    );
    await page.goto('/dashboard');
    await expect(page.getByTestId('alert-topbar')).toBeAttached({ timeout: 30_000 });
    await expect.poll(() => open).toBe(true);

    const raised = await page.request.post('/api/simulator/alerts', {
      data: { level: 'urgent', count: 1 },
    });
    expect(raised.status(), await raised.text()).toBe(201);
    const [alert] = ((await raised.json()) as { data: { rawAlertId: string; createdOn: string }[] })
      .data;
    if (!alert) throw new Error('no alert raised');
    const note = `N${IMG}`;
    const reason = `R${SVG}`;
    const created = Date.parse(alert.createdOn);
    const act = (actionType: string, data: object) =>
      graphql<{ upsertRawAlertsAction: { isSuccessful: boolean } }>(
        page,
        `
          mutation ($input: UpsertRawAlertsActionInput!) {
            upsertRawAlertsAction(input: $input) {
              isSuccessful
              message
            }
          }
        `,
        {
          input: {
            actionType,
            rawAlertId: [alert.rawAlertId],
            data,
            selectionMode: 'Selection',
            dateRange: {
              start: new Date(created - 1000).toISOString(),
              end: new Date(created + 1000).toISOString(),
            },
          },
        },
      );
    expect((await act('Feedback', { note })).upsertRawAlertsAction.isSuccessful).toBe(true);
    expect(
      (await act('FalseAlert', { isFalseAlert: true, reason })).upsertRawAlertsAction.isSuccessful,
    ).toBe(true);

    // The alert center's popup log.
    const item = page.locator(`[data-testid="alert-item"][data-alert-id="${alert.rawAlertId}"]`);
    if (!(await page.getByTestId('alert-center').isVisible())) {
      await page.getByTestId('alert-bell').click();
    }
    await item.click();
    const popup = page.locator(`[data-testid="alert-popup"][data-alert-id="${alert.rawAlertId}"]`);
    await expect(popup.getByTestId('alert-logs')).toContainText(note);
    await expect(popup.getByTestId('alert-logs')).toContainText(reason);
    await expectClean(page, log, 'alert popup');

    // The notification page and the notification log.
    await page.goto(`/notification/${encodeURIComponent(alert.rawAlertId)}`);
    await expectLiteral(page, note);
    await expectLiteral(page, reason);
    await expectClean(page, log, 'notification detail');
    await page.goto('/report/notification-log');
    await expectLiteral(page, reason);
    await expectClean(page, log, 'notification log');

    // An announcement: the megaphone list and the action dialog.
    const body: AnnounceBody = {
      action: 'pop_up_image',
      title: `A${IMG}${stamp()}`,
      description: `D${SVG} ${SCRIPT}`,
    };
    const announced = await page.request.post('/api/simulator/system-notifications', {
      data: body,
    });
    expect(announced.status(), await announced.text()).toBe(201);
    await page.goto('/dashboard');
    await page.getByTestId('announcements-button').click();
    const list = page.getByTestId('announcements-dialog');
    const first = list.getByTestId('announcement-item').filter({ hasText: body.title ?? '' });
    await expect(first).toBeVisible();
    await first.click();
    const action = page.getByTestId('announcement-action-dialog');
    await expectLiteral(action, body.title ?? '');
    await expectLiteral(action, body.description ?? '');
    await expectClean(page, log, 'announcements');
  });
});

test('the probe itself fails on markup parsed as HTML', async ({ page }) => {
  const log = await probe(page);
  await page.goto('/login');
  await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 30_000 });
  await expectClean(page, log, 'sign-in page');
  // What a broken component would do: the same payloads through innerHTML.
  await page.evaluate((html) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
  }, `${IMG}${SVG}`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.csp.length))
    .toBeGreaterThan(0);
  await expect(expectClean(page, log, 'self-test')).rejects.toThrow(/payload elements/);
});
