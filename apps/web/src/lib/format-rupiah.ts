/** Rupiah as people write it: `Rp 1.250.000` (whole Rupiah, dots between thousands). */
export function formatRupiah(amount: number): string {
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}
