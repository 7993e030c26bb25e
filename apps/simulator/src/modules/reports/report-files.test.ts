import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  csvWriter,
  excelValueOf,
  pdfWriter,
  xlsxWriter,
  type ReportFileMeta,
} from './report-files';

/** The export writers on their own (RPT-11..13). */
const dir = mkdtempSync(join(tmpdir(), 'report-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AT = Date.parse('2026-12-04T07:05:00Z');
const meta: ReportFileMeta = {
  title: 'Perjalanan',
  companyName: 'PT Maju Jaya Logistik',
  logo: null,
  fromDay: '2026-12-01',
  toDay: '2026-12-04',
  zone: 'Asia/Jakarta',
  language: 'id',
  columns: [
    { key: 'at', type: 'datetime', label: { id: 'Waktu', en: 'Time' } },
    { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
    { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
    { key: 'duration', type: 'duration_s', label: { id: 'Lama', en: 'Duration' } },
    { key: 'cost', type: 'rupiah', label: { id: 'Biaya', en: 'Cost' } },
  ],
  madeAt: AT,
};
const rows = Array.from({ length: 120 }, (_, i) => ({
  at: AT + i * 60_000,
  vehicle: `B ${1000 + i} XY`,
  distance: 12.5 + i,
  duration: 3600 + i,
  cost: 1_250_000 + i,
}));

describe('export files', () => {
  it('RPT-13: XLSX keeps types: numbers, Excel times, wall-clock dates, formats', async () => {
    const path = join(dir, 'r.xlsx');
    const writer = xlsxWriter(path, meta);
    await writer.write(rows.slice(0, 60));
    await writer.write(rows.slice(60));
    await writer.close();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(121);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toEqual(new Date(Date.parse('2026-12-04T14:05:00Z')));
    expect(first?.getCell(3).value).toBe(12.5);
    // An Excel time: a reader takes it as a time of Excel's day 0 (1 hour here).
    expect(first?.getCell(4).value).toEqual(new Date(Date.UTC(1899, 11, 30, 1, 0, 0)));
    expect(first?.getCell(4).numFmt).toBe('[h]:mm:ss');
    expect(first?.getCell(5).value).toBe(1_250_000);
    expect(first?.getCell(5).numFmt).toBe('"Rp" #,##0');
    expect(excelValueOf('date', '2026-12-04', 'Asia/Jakarta')).toEqual(
      new Date('2026-12-04T00:00:00Z'),
    );
  });

  it('RPT-11: a PDF has a page per screenful of rows, each numbered', async () => {
    const path = join(dir, 'r.pdf');
    const writer = pdfWriter(path, meta);
    await writer.write(rows);
    await writer.close();
    const text = readFileSync(path).toString('latin1');
    const pages = text.match(/\/Type \/Page\b/g)?.length ?? 0;
    // About 26 rows fit an A4 landscape page under the header: 120 rows are 5 pages.
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(6);
  });

  it('RPT-12: CSV has a BOM, the header and plain values', async () => {
    const path = join(dir, 'r.csv');
    const writer = csvWriter(path, { ...meta, language: 'en' });
    await writer.write(rows.slice(0, 1));
    await writer.close();
    expect(readFileSync(path, 'utf8')).toBe(
      '\uFEFFTime,Vehicle,Distance,Duration,Cost\r\n2026-12-04 14:05,B 1000 XY,12.5,3600,1250000\r\n',
    );
  });
});
