import {
  SIM_CLASS_LABELS,
  type LicenceDocument,
  type LicenceDocumentKind,
  type LicenceExpiryStatus,
  type LicenceExportFormat,
  type LicenceHolderType,
} from '@armada/contracts/licences';
import { excelJs } from '../../lib/file-format-libraries';

/**
 * LIC-13: the documents a list shows as a file to keep: CSV (UTF-8 with a byte order mark, so
 * spreadsheet programs read the Indonesian letters) or XLSX with ExcelJS (the reports' library,
 * ADR 0032), with a bold frozen header and dates as dates. The words are in the asked language.
 */

type Lang = 'id' | 'en';

const KINDS: Record<Lang, Record<LicenceDocumentKind, string>> = {
  id: {
    STNK_TAX: 'STNK (pajak tahunan)',
    STNK_RENEWAL: 'STNK (lima tahunan)',
    KIR: 'KIR',
    INSURANCE: 'Asuransi',
    PERMIT: 'Izin',
    SIM: 'SIM',
  },
  en: {
    STNK_TAX: 'STNK (yearly tax)',
    STNK_RENEWAL: 'STNK (five-yearly renewal)',
    KIR: 'KIR test',
    INSURANCE: 'Insurance',
    PERMIT: 'Permit',
    SIM: 'SIM',
  },
};

const STATUSES: Record<Lang, Record<LicenceExpiryStatus, string>> = {
  id: {
    EXPIRED: 'Kedaluwarsa',
    DAYS_1: 'Habis ≤ 1 hari',
    DAYS_7: 'Habis ≤ 7 hari',
    DAYS_30: 'Habis ≤ 30 hari',
    VALID: 'Berlaku',
  },
  en: {
    EXPIRED: 'Expired',
    DAYS_1: 'Expires ≤ 1 day',
    DAYS_7: 'Expires ≤ 7 days',
    DAYS_30: 'Expires ≤ 30 days',
    VALID: 'Valid',
  },
};

const HEADERS: Record<Lang, Record<LicenceHolderType, string[]>> = {
  id: {
    VEHICLE: [
      'Jenis',
      'Nomor polisi',
      'Nomor dokumen',
      'Terbit',
      'Berlaku sampai',
      'Status',
      'Sisa hari',
      'Pindaian',
      'Catatan',
    ],
    DRIVER: [
      'Jenis',
      'Pengemudi',
      'Golongan',
      'Nomor SIM',
      'Terbit',
      'Berlaku sampai',
      'Status',
      'Sisa hari',
      'Pindaian',
      'Catatan',
    ],
  },
  en: {
    VEHICLE: [
      'Kind',
      'Plate',
      'Document number',
      'Issued',
      'Valid until',
      'Status',
      'Days left',
      'Scans',
      'Notes',
    ],
    DRIVER: [
      'Kind',
      'Driver',
      'Class',
      'SIM number',
      'Issued',
      'Valid until',
      'Status',
      'Days left',
      'Scans',
      'Notes',
    ],
  },
};

type Cell = string | number | Date;

function rowOf(
  doc: LicenceDocument,
  holder: LicenceHolderType,
  lang: Lang,
  asDates: boolean,
): Cell[] {
  const day = (text: string): Cell => (asDates ? new Date(`${text}T00:00:00Z`) : text);
  const common: Cell[] = [
    doc.number,
    day(doc.issued_on),
    day(doc.expires_on),
    STATUSES[lang][doc.status],
    doc.days_left,
    doc.scans.length,
    doc.notes,
  ];
  return holder === 'VEHICLE'
    ? [KINDS[lang][doc.kind], doc.vehicle?.license_plate ?? '', ...common]
    : [
        KINDS[lang][doc.kind],
        doc.driver?.fullname ?? '',
        doc.sim_class ? SIM_CLASS_LABELS[doc.sim_class] : '',
        ...common,
      ];
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvField(value: Cell): string {
  let text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function documentsFile(
  docs: readonly LicenceDocument[],
  holder: LicenceHolderType,
  format: LicenceExportFormat,
  lang: Lang,
): Promise<Buffer> {
  const header = HEADERS[lang][holder];
  if (format === 'csv') {
    const lines = [header, ...docs.map((doc) => rowOf(doc, holder, lang, false))].map((row) =>
      row.map(csvField).join(','),
    );
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new (excelJs().Workbook)();
  const sheet = workbook.addWorksheet(
    holder === 'VEHICLE'
      ? lang === 'id'
        ? 'Dokumen kendaraan'
        : 'Vehicle documents'
      : lang === 'id'
        ? 'Dokumen pengemudi'
        : 'Driver documents',
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  sheet.addRow(header).font = { bold: true };
  for (const doc of docs) sheet.addRow(rowOf(doc, holder, lang, true));
  const dateColumns = holder === 'VEHICLE' ? [4, 5] : [5, 6];
  for (const index of dateColumns) sheet.getColumn(index).numFmt = 'dd/mm/yyyy';
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(12, (header[index] ?? '').length + 4);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
