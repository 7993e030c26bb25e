import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { E2E_NOW, expect, screenshot, test } from './fixtures';

/**
 * The reports' main path (docs/rules/reports.md RPT-1, RPT-3, RPT-8, RPT-11, RPT-13, RPT-31):
 * open the fuel consumption report from the catalogue, run it over the seven days before the
 * pinned day (settled days of the seeded past: the moving fleet adds nothing to them meanwhile),
 * download it as XLSX and as PDF, and open both: the XLSX holds every row of the report, typed,
 * its first rows those the table shows; the PDF has its pages. The rows against the data, the
 * refusals and the schedules are in the unit and contract tests.
 */
// A bound on a hang on a shared machine; a passing run takes about 15 s.
test.describe.configure({ timeout: 180_000 });
test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;

/** `1.234,5 L` as the number it shows. */
function shownNumber(text: string | undefined): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** A WIB day `days` before the pinned clock's day, `YYYY-MM-DD`. */
function dayBefore(days: number): string {
  return new Date(Date.parse(E2E_NOW) + WIB_MS - days * DAY_MS).toISOString().slice(0, 10);
}

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const arrived = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await arrived;
  const path = await file.path();
  await expect(page.getByTestId('report-export-done')).toBeVisible();
  await page.getByTestId('report-export-close').click();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('run the fuel report, download XLSX and PDF, and open them', async ({ page }) => {
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Bahan bakar' })).toBeVisible();
  await page.getByTestId('report-card-fuel-consumption').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konsumsi bahan bakar' })).toBeVisible();

  const from = dayBefore(7);
  const to = dayBefore(1);
  await page.goto(`/report/fuel-consumption?from=${from}&to=${to}`);
  const total = page.getByTestId('report-total');
  // The seeded past is written on the report's first read: allow it a while.
  await expect(total).toHaveText(/^\d[\d.]* baris$/, { timeout: 60_000 });
  const count = Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);

  // The first page as the table shows it: each vehicle and its litres used.
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
  await screenshot(page, 'reports-fuel-consumption');

  const xlsx = await download(page, 'report-export-xlsx');
  expect(xlsx.name).toBe(`fuel-consumption_${from}_${to}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    xlsx.bytes.buffer.slice(
      xlsx.bytes.byteOffset,
      xlsx.bytes.byteOffset + xlsx.bytes.length,
    ) as ArrayBuffer,
  );
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Kendaraan',
    'Jarak',
    'Terpakai',
    'L/100 km',
    'Diisi',
    'Turun tak wajar',
    'Hari',
  ]);
  expect((sheet?.rowCount ?? 0) - 1).toBe(count);
  for (const [index, cells] of shown.entries()) {
    const row = sheet?.getRow(index + 2);
    // Typed cells: distances, litres and days are numbers; never a negative consumption.
    expect(typeof row?.getCell(2).value).toBe('number');
    expect(typeof row?.getCell(3).value).toBe('number');
    expect(Number(row?.getCell(3).value)).toBeGreaterThanOrEqual(0);
    expect([row?.getCell(1).value, row?.getCell(3).value]).toEqual([
      cells[0],
      shownNumber(cells[2]),
    ]);
  }

  const pdf = await download(page, 'report-export-pdf');
  expect(pdf.name).toBe(`fuel-consumption_${from}_${to}.pdf`);
  const text = pdf.bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const pages = text.match(/\/Type \/Page\b/g)?.length ?? 0;
  // About 26 rows fit an A4 landscape page under the header.
  expect(pages).toBeGreaterThanOrEqual(Math.ceil(count / 30));
});
