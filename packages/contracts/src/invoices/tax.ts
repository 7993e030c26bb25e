// INV-5: the money of an invoice, in whole Rupiah, with no TypeBox (the web shows the same
// figures before saving).
import { INVOICE_NUMBER_DIGITS, INVOICE_NUMBER_PREFIX } from './limits';

/**
 * INV-5: PPN of a subtotal at a rate in basis points (1100 = 11 %), computed once on the
 * subtotal (never per line) and rounded half up to a whole Rupiah. Exact for every subtotal up
 * to INVOICE_LIMITS.maxSubtotal: the product is formed in BigInt.
 */
export function ppnOf(subtotal: number, rateBp: number): number {
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) throw new RangeError('bad subtotal');
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError('bad rate');
  const scaled = BigInt(subtotal) * BigInt(rateBp);
  return Number((scaled + 5000n) / 10000n);
}

/** INV-3: `INV/2026/000123`. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}/${year}/${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}
