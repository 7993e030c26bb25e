import type { Company } from '@armada/contracts/company';
import type { Invoice } from '@armada/contracts/invoices';
import { indonesianDate, rupiah, terbilang } from './dates';
import { pdfDocument } from '../../lib/file-format-libraries';

const ACCENT = '#1F4E79';
const MARGIN = 40;

/** The first two initials of a company's name (its logo when it has none), as reports draw it. */
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

/** The company's logo: a data: URL of a PNG or JPEG whose bytes are what it says (magic bytes). */
export function logoImage(logo: string | null): Buffer | null {
  const match = logo ? /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(logo) : null;
  if (!match?.[2]) return null;
  const bytes = Buffer.from(match[2], 'base64');
  const png = bytes
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? bytes : null;
}

const STATUS_WORDS = {
  UNPAID: 'Belum dibayar',
  PARTLY_PAID: 'Dibayar sebagian',
  PAID: 'Lunas',
  OVERDUE: 'Lewat jatuh tempo',
} as const;

/**
 * INV-15: the invoice as an A4 PDF in Indonesian: the company's logo (or initials), name, NPWP
 * and contacts; the customer with NPWP and address; number, dates and terms; the lines; the
 * subtotal, PPN at the invoice's rate and the total, with the total in words; the default bank
 * account; a cancelled invoice is stamped BATAL with the number of its replacement.
 */
export function invoicePdf(invoice: Invoice, company: Company | null): Promise<Buffer> {
  const doc = new (pdfDocument())({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Faktur ${invoice.number}`,
      Author: company?.name ?? '',
      Creator: 'Armada',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const name = company?.name ?? '';
  const logo = logoImage(company?.logoUrl ?? null);
  if (logo) {
    doc.image(logo, MARGIN, MARGIN, { fit: [48, 48] });
  } else {
    doc.roundedRect(MARGIN, MARGIN, 48, 48, 8).fill(ACCENT);
    doc
      .fillColor('#FFFFFF')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(initialsOf(name), MARGIN, MARGIN + 15, { width: 48, align: 'center' });
  }
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(name, MARGIN + 60, MARGIN);
  doc.font('Helvetica').fontSize(9);
  const contact = [
    company?.taxNo ? `NPWP ${company.taxNo}` : null,
    company?.phoneNo ? `Telp. ${company.phoneNo}` : null,
    company?.email ?? null,
  ].filter((s): s is string => s !== null);
  doc.text(contact.join('  ·  '), MARGIN + 60, MARGIN + 20, { width: width - 60 });

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(ACCENT)
    .text('FAKTUR', MARGIN, MARGIN, { width, align: 'right' });
  doc.fillColor('#000000');

  let y = MARGIN + 70;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#CCCCCC')
    .stroke();
  y += 12;
  const left = MARGIN;
  const right = MARGIN + width / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(9).text('Kepada', left, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(invoice.customer.name, left, y + 12, { width: width / 2 - 10 });
  const customerLines = [
    invoice.customer.address,
    invoice.customer.npwp ? `NPWP ${invoice.customer.npwp}` : null,
  ].filter((s): s is string => s !== null && s !== '');
  doc.fontSize(9).text(customerLines.join('\n'), left, doc.y + 2, { width: width / 2 - 10 });
  const leftBottom = doc.y;

  const facts: [string, string][] = [
    ['Nomor', invoice.number],
    ['Tanggal', indonesianDate(invoice.issue_date)],
    ['Jatuh tempo', `${indonesianDate(invoice.due_date)} (${invoice.payment_terms_days} hari)`],
  ];
  if (invoice.sales_order) facts.push(['Pesanan penjualan', invoice.sales_order.number]);
  if (invoice.delivery_orders.length > 0)
    facts.push(['Surat jalan', invoice.delivery_orders.map((d) => d.number).join(', ')]);
  if (invoice.replaces) facts.push(['Pengganti faktur', invoice.replaces.number]);
  let fy = y;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(9).text(label, right, fy, { width: 90 });
    doc.font('Helvetica').text(value, right + 95, fy, { width: width / 2 - 105 });
    fy = Math.max(doc.y, fy + 12) + 2;
  }
  y = Math.max(leftBottom, fy) + 16;

  // The lines.
  const cols = [
    { label: 'No', w: 0.06, align: 'left' as const },
    { label: 'Uraian', w: 0.4, align: 'left' as const },
    { label: 'Jumlah', w: 0.1, align: 'right' as const },
    { label: 'Satuan', w: 0.1, align: 'left' as const },
    { label: 'Harga satuan', w: 0.16, align: 'right' as const },
    { label: 'Nilai', w: 0.18, align: 'right' as const },
  ];
  const header = () => {
    doc.rect(MARGIN, y, width, 18).fill(ACCENT);
    doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(9);
    let x = MARGIN;
    for (const col of cols) {
      doc.text(col.label, x + 4, y + 5, { width: col.w * width - 8, align: col.align });
      x += col.w * width;
    }
    doc.fillColor('#000000').font('Helvetica');
    y += 20;
  };
  header();
  invoice.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.description,
      line.quantity.toLocaleString('id-ID'),
      line.unit,
      rupiah(line.unit_price),
      rupiah(line.amount),
    ];
    const height =
      Math.max(
        ...cells.map((c, i) => doc.heightOfString(c, { width: (cols[i]?.w ?? 0) * width - 8 })),
      ) + 6;
    if (y + height > doc.page.height - MARGIN - 140) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    if (index % 2 === 1)
      doc
        .rect(MARGIN, y - 2, width, height)
        .fill('#EEF3F8')
        .fillColor('#000000');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const col = cols[i];
      if (!col) return;
      doc.fontSize(9).text(cell, x + 4, y + 1, { width: col.w * width - 8, align: col.align });
      x += col.w * width;
    });
    y += height;
  });

  // The sums.
  y += 8;
  const rate = (invoice.ppn_rate_bp / 100).toLocaleString('id-ID', { maximumFractionDigits: 2 });
  const sums: [string, string, boolean][] = [
    ['Subtotal', rupiah(invoice.subtotal), false],
    [`PPN ${rate}%`, rupiah(invoice.ppn), false],
    ['Total', rupiah(invoice.total), true],
  ];
  if (invoice.paid_amount > 0) {
    sums.push(['Sudah dibayar', rupiah(invoice.paid_amount), false]);
    sums.push(['Sisa tagihan', rupiah(invoice.outstanding), true]);
  }
  for (const [label, value, bold] of sums) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, MARGIN + width * 0.55, y, { width: width * 0.2 });
    doc.text(value, MARGIN + width * 0.75, y, { width: width * 0.25, align: 'right' });
    y += 15;
  }
  y += 4;
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(`Terbilang: ${capitalise(terbilang(invoice.total))}`, MARGIN, y, { width });
  y = doc.y + 10;
  if (invoice.payment_status) {
    doc
      .font('Helvetica')
      .text(`Status pembayaran: ${STATUS_WORDS[invoice.payment_status]}`, MARGIN, y);
    y = doc.y + 4;
  }
  const bank = company?.bankAccounts.find((b) => b.isDefault) ?? company?.bankAccounts[0];
  if (bank) {
    doc
      .font('Helvetica')
      .text(
        `Pembayaran ke ${bank.bankName} ${bank.accountNo} a.n. ${bank.accountName}`,
        MARGIN,
        y,
        {
          width,
        },
      );
    y = doc.y + 4;
  }
  if (invoice.notes) doc.text(`Catatan: ${invoice.notes}`, MARGIN, y, { width });

  if (invoice.status === 'CANCELLED') {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc
      .font('Helvetica-Bold')
      .fontSize(90)
      .fillColor('#C0392B')
      .fillOpacity(0.25)
      .text('BATAL', 0, doc.page.height / 2 - 50, { width: doc.page.width, align: 'center' });
    doc.restore();
    const why = [
      invoice.cancel_reason ? `Dibatalkan: ${invoice.cancel_reason}` : 'Dibatalkan',
      invoice.replaced_by ? `diganti dengan faktur ${invoice.replaced_by.number}` : null,
    ].filter((s): s is string => s !== null);
    doc
      .fillColor('#C0392B')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(why.join(', '), MARGIN, doc.page.height - MARGIN - 30, { width });
  }
  doc.end();
  return done;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
