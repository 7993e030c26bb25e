import type { TFunction } from 'i18next';
import type { DueReason } from '@armada/contracts/maintenance';
import { formatNumber } from '@/lib/format-number';

/** MNT-15: whole Rupiah as Indonesians write it, `Rp 1.250.000` (also in English). */
export function formatRupiah(amount: number): string {
  return `Rp ${formatNumber(Math.round(amount), 'id')}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (`YYYY-MM-DD`) in the language: "20 Nov 2026". */
export function formatDay(day: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'id-ID';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) ? format.format(at) : day;
}

/** MNT-6: parts at quantity × price plus labour, as the server computes them. */
export function workOrderTotals(
  parts: readonly { quantity: number | null; unit_price: number | null }[],
  labour: number | null,
): { parts: number; total: number } {
  const partsCost = parts.reduce(
    (sum, part) => sum + Math.max(0, part.quantity ?? 0) * Math.max(0, part.unit_price ?? 0),
    0,
  );
  return { parts: partsCost, total: partsCost + Math.max(0, labour ?? 0) };
}

/** MNT-3: why a plan is due, in words ("Lewat 1.250 km", "Jatuh tempo dalam 10 hari"). */
export function dueReasonText(reason: DueReason, t: TFunction, language: string): string {
  const overdue = reason.state === 'OVERDUE';
  if (reason.measure === 'MONTHS') {
    const days = Math.abs(reason.remaining);
    if (overdue) return t('maintenance.due.reason.monthsOverdue', { count: days });
    return reason.remaining === 0
      ? t('maintenance.due.reason.monthsToday')
      : t('maintenance.due.reason.monthsSoon', { count: days });
  }
  const value = formatNumber(Math.abs(reason.remaining), language, { maximumFractionDigits: 0 });
  const unit = reason.measure === 'KM' ? 'km' : t('maintenance.units.hours');
  return overdue
    ? t('maintenance.due.reason.over', { value, unit })
    : t('maintenance.due.reason.left', { value, unit });
}
