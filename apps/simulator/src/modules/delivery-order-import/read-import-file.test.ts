import { Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  DELIVERY_ORDER_IMPORT_LIMITS,
} from '@armada/contracts/delivery-orders';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { ServiceError } from '../../services/service-error';
import { formatOf, formulaCellsOf, inspectXlsx, readImportFile } from './read-import-file';

const CSV = DELIVERY_ORDER_IMPORT_CONTENT_TYPES.csv;
const XLSX = DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx;

async function refusal(run: () => unknown): Promise<{ status: number; reason: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.statusCode, reason: error.reason };
    throw error;
  }
  throw new Error('not refused');
}

/** A zip of `megabytes` zeros in one entry, built in 1 MB chunks (small on disk). */
function zipBomb(megabytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const entry = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(entry);
  const chunk = new Uint8Array(1024 * 1024);
  for (let i = 0; i < megabytes; i++) entry.push(chunk, i === megabytes - 1);
  zip.end();
  return Buffer.concat(parts);
}

describe('CSV (DLV-25, DLV-26, DLV-27)', () => {
  it('reads UTF-8 with and without a BOM, any usual separator, skipping blank lines', async () => {
    for (const text of ['\uFEFFa;b\n1;2\n\n3;4\n', 'a,b\r\n1,2\r\n3,4\r\n', 'a\tb\n1\t2\n3\t4']) {
      const sheet = await readImportFile(CSV, Buffer.from(text, 'utf8'));
      expect(sheet.header).toEqual(['a', 'b']);
      expect(sheet.rows.map((r) => r.cells)).toEqual([
        ['1', '2'],
        ['3', '4'],
      ]);
    }
  });

  it('keeps a cell starting with = as text', async () => {
    const sheet = await readImportFile(CSV, Buffer.from('a\n=1+1\n'));
    expect(sheet.rows[0]?.cells).toEqual(['=1+1']);
  });

  it('refuses invalid UTF-8, UTF-16 and binary with invalidEncoding', async () => {
    const reason = SERVER_ERROR_REASONS.deliveryOrderImportInvalidEncoding;
    for (const bytes of [
      Buffer.from('a\nCafé\n', 'latin1'),
      Buffer.from('\uFEFFa\n1\n', 'utf16le'),
      Buffer.from([0x61, 0x0a, 0x00, 0x01, 0x0a]),
    ]) {
      expect(await refusal(() => readImportFile(CSV, bytes))).toEqual({ status: 400, reason });
    }
  });

  it('refuses an empty file, blank text and a header alone with empty', async () => {
    const reason = SERVER_ERROR_REASONS.deliveryOrderImportEmpty;
    for (const text of ['', '\uFEFF', ' \n\n', 'customer,origin\n']) {
      expect(await refusal(() => readImportFile(CSV, Buffer.from(text)))).toEqual({
        status: 400,
        reason,
      });
    }
  });

  it('stops one row past the limit', async () => {
    const rows = Array.from({ length: DELIVERY_ORDER_IMPORT_LIMITS.maxRows + 5 }, (_, i) => `${i}`);
    expect(
      await refusal(() => readImportFile(CSV, Buffer.from(['a', ...rows].join('\n')))),
    ).toEqual({
      status: 400,
      reason: SERVER_ERROR_REASONS.deliveryOrderImportTooManyRows,
    });
  });

  it('refuses bytes over the size limit and unknown content types', async () => {
    const big = Buffer.alloc(DELIVERY_ORDER_IMPORT_LIMITS.maxBytes + 1, 0x61);
    expect((await refusal(() => readImportFile(CSV, big))).status).toBe(413);
    expect(await refusal(() => formatOf('image/png', Buffer.from('x')))).toEqual({
      status: 415,
      reason: SERVER_ERROR_REASONS.deliveryOrderImportUnsupportedType,
    });
    expect(formatOf('application/octet-stream', Buffer.from('PK\u0003\u0004'))).toBe('xlsx');
    expect(formatOf('application/octet-stream', Buffer.from('a,b'))).toBe('csv');
  });
});

describe('XLSX guard (DLV-27)', () => {
  it('refuses a zip bomb while inflating, before any parser sees it', () => {
    const bomb = zipBomb(DELIVERY_ORDER_IMPORT_LIMITS.maxUncompressedBytes / 1024 / 1024 + 2);
    expect(bomb.length).toBeLessThan(DELIVERY_ORDER_IMPORT_LIMITS.maxBytes);
    const started = performance.now();
    expect(() => inspectXlsx(bomb)).toThrow(
      expect.objectContaining({
        reason: SERVER_ERROR_REASONS.deliveryOrderImportSpreadsheetTooLarge,
      }),
    );
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('refuses a zip of too many parts', () => {
    const files = Object.fromEntries(
      Array.from({ length: DELIVERY_ORDER_IMPORT_LIMITS.maxZipEntries + 1 }, (_, i) => [
        `part${i}.xml`,
        new Uint8Array(1),
      ]),
    );
    expect(() => inspectXlsx(zipSync(files))).toThrow(
      expect.objectContaining({
        reason: SERVER_ERROR_REASONS.deliveryOrderImportSpreadsheetTooLarge,
      }),
    );
  });

  it('refuses what is not an XLSX: text, an old .xls, a zip without a workbook', async () => {
    const reason = SERVER_ERROR_REASONS.deliveryOrderImportNotSpreadsheet;
    for (const bytes of [
      Buffer.from('hello'),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.from(zipSync({ 'readme.txt': new Uint8Array([0x61]) })),
    ]) {
      expect(await refusal(() => readImportFile(XLSX, bytes))).toEqual({ status: 400, reason });
    }
  });

  it('finds formula cells by row and column', () => {
    const xml =
      '<sheetData><row r="2"><c r="A2" t="s"><v>0</v></c><c r="I2"><f>HYPERLINK("x")</f><v>1</v></c></row>' +
      '<row r="3"><c r="AB3"><f t="shared" si="0"/><v>2</v></c><c r="C3"/></row></sheetData>';
    expect([...formulaCellsOf(xml)]).toEqual(['2:8', '3:27']);
    expect(
      formulaCellsOf('<sheetData><row r="2"><c r="A2"><v>1</v></c></row></sheetData>').size,
    ).toBe(0);
  });
});
