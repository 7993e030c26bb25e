import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import {
  formatReportDay,
  formatReportValue,
  isNumericColumn,
  type ReportColumn,
  type ReportColumnType,
  type ReportFormat,
  type ReportLanguage,
} from '@armada/contracts/reports';
import type { RowValues } from './definitions/report-definition';
import { excelJs, pdfDocument } from '../../lib/file-format-libraries';

/**
 * The export files (docs/rules/reports.md RPT-8, RPT-11..13, ADR 0032): each writer takes the
 * rows chunk by chunk and streams them to a file, so a large result never sits in memory whole
 * (except a PDF's pages, which it numbers at the end and which RPT-11 bounds).
 */

export interface ReportFileMeta {
  title: string;
  companyName: string;
  /** A data: URL (PNG or JPEG) of the company's logo; without it the company's initials. */
  logo: string | null;
  fromDay: string;
  toDay: string;
  zone: CompanyTimeZone;
  language: ReportLanguage;
  columns: readonly ReportColumn[];
  /** Epoch ms the file was made (the simulator's clock). */
  madeAt: number;
}

export interface ReportFileWriter {
  write(rows: readonly RowValues[]): Promise<void>;
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Rows written between two turns of the event loop (about 5 ms of work each, RPT-9). */
const YIELD_EVERY = 200;

function breath(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function labelOf(column: ReportColumn, language: ReportLanguage): string {
  return column.label[language];
}

/** RPT-12: the wall-clock text of an instant in CSV (`2026-12-04 14:05`), sortable. */
function csvDateTime(epochMs: number, zone: CompanyTimeZone): string {
  const wall = new Date(epochMs + COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000);
  return wall.toISOString().slice(0, 16).replace('T', ' ');
}

function csvCell(text: string): string {
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function writeText(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function finish(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

/**
 * RPT-12: CSV for other programs: UTF-8 with a BOM (Excel reads the accents), a header of the
 * column names, plain values (a dot for decimals, times as the company's wall clock).
 */
export function csvWriter(path: string, meta: ReportFileMeta): ReportFileWriter {
  const stream = createWriteStream(path);
  let started = false;
  return {
    async write(rows) {
      if (!started) {
        started = true;
        await writeText(
          stream,
          `\uFEFF${meta.columns.map((c) => csvCell(labelOf(c, meta.language))).join(',')}\r\n`,
        );
      }
      const lines = rows.map((row) =>
        meta.columns
          .map((c) => {
            const value = row[c.key];
            if (value === null || value === undefined) return '';
            if (c.type === 'datetime' && typeof value === 'number')
              return csvDateTime(value, meta.zone);
            return csvCell(String(value));
          })
          .join(','),
      );
      if (lines.length > 0) await writeText(stream, `${lines.join('\r\n')}\r\n`);
    },
    async close() {
      if (!started) await this.write([]);
      await finish(stream);
    },
  };
}

/** RPT-13: each column type's Excel number format; the cell holds the number itself. */
export function excelFormatOf(
  type: ReportColumnType,
  language: ReportLanguage,
): string | undefined {
  switch (type) {
    case 'integer':
      return '#,##0';
    case 'decimal':
      return '#,##0.00';
    case 'percent':
      return '0.0"%"';
    case 'rupiah':
      return '"Rp" #,##0';
    case 'distance_km':
      return '#,##0.0" km"';
    case 'duration_s':
      return '[h]:mm:ss';
    case 'speed_kmh':
      return language === 'en' ? '0" km/h"' : '0" km/jam"';
    case 'temperature_c':
      return '0.0" °C"';
    case 'litres':
      return '#,##0.0" L"';
    case 'datetime':
      return 'dd/mm/yyyy hh:mm';
    case 'date':
      return 'dd/mm/yyyy';
    case 'text':
      return undefined;
  }
}

/**
 * RPT-13: the cell value of a report value: numbers stay numbers, a duration is a fraction of a
 * day (Excel's time), an instant the company's wall clock as an Excel date, a day a date.
 */
export function excelValueOf(
  type: ReportColumnType,
  value: RowValues[string] | undefined,
  zone: CompanyTimeZone,
): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (type === 'datetime' && typeof value === 'number')
    return new Date(value + COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000);
  if (type === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (type === 'duration_s' && typeof value === 'number') return value / (DAY_MS / 1000);
  return value;
}

function widthOf(column: ReportColumn, language: ReportLanguage): number {
  const label = labelOf(column, language).length + 2;
  const byType: Record<ReportColumnType, number> = {
    text: 24,
    integer: 10,
    decimal: 10,
    percent: 10,
    rupiah: 16,
    distance_km: 12,
    duration_s: 12,
    speed_kmh: 12,
    temperature_c: 10,
    litres: 10,
    datetime: 17,
    date: 12,
  };
  return Math.max(label, byType[column.type]);
}

/**
 * RPT-13: XLSX through ExcelJS's streaming writer (ADR 0032): a bold, filled header row frozen
 * at the top, typed cells with number formats, an auto filter; each row is committed (written
 * out) as it comes, so memory stays flat whatever the row count.
 */
export function xlsxWriter(path: string, meta: ReportFileMeta): ReportFileWriter {
  const stream = createWriteStream(path);
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Armada';
  workbook.created = new Date(meta.madeAt);
  const sheet = workbook.addWorksheet(meta.title.slice(0, 31).replace(/[[\]*?:/\\]/g, ' '), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  // One style object per column, given to each of its cells: ExcelJS keeps a style's id by the
  // object, so a cell sharing it is not worked out again. A cell's default style is a new merged
  // object each time, which ExcelJS rendered to XML per cell to find its id: half the writer's
  // time (ADR 0056).
  const styles = meta.columns.map((column) => {
    const numFmt = excelFormatOf(column.type, meta.language);
    return numFmt ? { numFmt } : {};
  });
  sheet.columns = meta.columns.map((column, i) => ({
    header: labelOf(column, meta.language),
    key: column.key,
    width: widthOf(column, meta.language),
    style: styles[i] ?? {},
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: meta.columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  header.commit();
  return {
    async write(rows) {
      for (const row of rows) {
        const added = sheet.addRow(
          meta.columns.map((c) => excelValueOf(c.type, row[c.key], meta.zone)),
        );
        styles.forEach((style, i) => {
          added.getCell(i + 1).style = style;
        });
        added.commit();
      }
      // Let the zip stream and other requests run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

const PDF = {
  margin: 36,
  rowHeight: 16,
  headerHeight: 20,
  fontSize: 8,
  accent: '#1F4E79',
} as const;

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((word) => /^[A-Za-z0-9]/.test(word) && !/^(PT|CV|Tbk)\.?$/i.test(word))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || 'A'
  );
}

function logoImage(logo: string | null): Buffer | null {
  const match = logo ? /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(logo) : null;
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
}

/**
 * RPT-11: a PDF to read and print: A4 landscape, the company's name and logo, the report's title
 * and period (with the zone its times are in) on every page, the table's header repeated on
 * each page, and "Halaman n dari m" at the foot.
 */
export function pdfWriter(path: string, meta: ReportFileMeta): ReportFileWriter {
  const stream = createWriteStream(path);
  const doc = new (pdfDocument())({
    size: 'A4',
    layout: 'landscape',
    margin: PDF.margin,
    bufferPages: true,
    info: { Title: meta.title, Author: meta.companyName, Creator: 'Armada' },
  });
  doc.pipe(stream);
  const words =
    meta.language === 'en'
      ? { period: 'Period', page: (n: number, m: number) => `Page ${n} of ${m}`, made: 'Made' }
      : {
          period: 'Periode',
          page: (n: number, m: number) => `Halaman ${n} dari ${m}`,
          made: 'Dibuat',
        };
  const zoneLabel = COMPANY_TIME_ZONE_INFO[meta.zone].label;
  const width = doc.page.width - PDF.margin * 2;
  const weights = meta.columns.map((c) => widthOf(c, meta.language));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const logo = logoImage(meta.logo);
  let y = 0;

  const pageHeader = () => {
    const top = PDF.margin;
    if (logo) {
      doc.image(logo, PDF.margin, top, { fit: [32, 32] });
    } else {
      doc.roundedRect(PDF.margin, top, 32, 32, 6).fill(PDF.accent);
      doc
        .fillColor('#FFFFFF')
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(initialsOf(meta.companyName), PDF.margin, top + 10, { width: 32, align: 'center' });
    }
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(meta.companyName, PDF.margin + 42, top, { width: width - 42 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(
        `${meta.title} · ${words.period} ${formatReportDay(meta.fromDay)} – ${formatReportDay(meta.toDay)} (${zoneLabel})`,
        PDF.margin + 42,
        top + 17,
        { width: width - 42 },
      );
    y = top + 44;
    doc.rect(PDF.margin, y, width, PDF.headerHeight).fill(PDF.accent);
    doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(PDF.fontSize);
    let x = PDF.margin;
    meta.columns.forEach((column, i) => {
      const w = widths[i] ?? 0;
      doc.text(labelOf(column, meta.language), x + 3, y + 6, {
        width: w - 6,
        height: PDF.headerHeight - 6,
        align: isNumericColumn(column.type) ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += w;
    });
    y += PDF.headerHeight;
    doc.fillColor('#000000').font('Helvetica').fontSize(PDF.fontSize);
  };

  const bottom = () => doc.page.height - PDF.margin - 14;
  pageHeader();
  let striped = false;

  return {
    async write(rows) {
      for (const [i, row] of rows.entries()) {
        if (y + PDF.rowHeight > bottom()) {
          doc.addPage();
          pageHeader();
        }
        if (striped) doc.rect(PDF.margin, y, width, PDF.rowHeight).fill('#EEF3F8');
        striped = !striped;
        doc.fillColor('#000000');
        let x = PDF.margin;
        meta.columns.forEach((column, i) => {
          const w = widths[i] ?? 0;
          doc.text(
            formatReportValue(column.type, row[column.key], meta.language, meta.zone),
            x + 3,
            y + 4,
            {
              width: w - 6,
              height: PDF.rowHeight - 4,
              align: isNumericColumn(column.type) ? 'right' : 'left',
              lineBreak: false,
              ellipsis: true,
            },
          );
          x += w;
        });
        y += PDF.rowHeight;
        if (i % YIELD_EVERY === YIELD_EVERY - 1) await breath();
      }
      await breath();
    },
    async close() {
      const range = doc.bufferedPageRange();
      const made = new Date(
        meta.madeAt + COMPANY_TIME_ZONE_INFO[meta.zone].utcOffsetMinutes * 60_000,
      )
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
      for (let i = 0; i < range.count; i++) {
        doc.switchToPage(range.start + i);
        // The foot is written inside the bottom margin: without this pdfkit would start a page.
        doc.page.margins.bottom = 0;
        const footY = doc.page.height - PDF.margin - 8;
        doc.fillColor('#555555').font('Helvetica').fontSize(7);
        doc.text(`${words.made} ${made} ${zoneLabel}`, PDF.margin, footY, {
          width: width / 2,
          lineBreak: false,
        });
        doc.text(words.page(i + 1, range.count), PDF.margin + width / 2, footY, {
          width: width / 2,
          align: 'right',
          lineBreak: false,
        });
      }
      doc.end();
      await once(stream, 'finish');
    },
  };
}

export function fileWriter(
  format: ReportFormat,
  path: string,
  meta: ReportFileMeta,
): ReportFileWriter {
  if (format === 'csv') return csvWriter(path, meta);
  if (format === 'xlsx') return xlsxWriter(path, meta);
  return pdfWriter(path, meta);
}

/** `alerts-summary_2026-12-01_2026-12-07.xlsx`. */
export function fileNameOf(reportId: string, fromDay: string, toDay: string, format: ReportFormat) {
  return `${reportId}_${fromDay}_${toDay}.${format}`;
}
