import {
  COMPANY_TIME_ZONE_INFO,
  DEFAULT_COMPANY_TIME_ZONE,
  type CompanyTimeZone,
} from '@armada/contracts/company';

/** INV-4, INV-8: the calendar day (`YYYY-MM-DD`) of an instant in the company's zone. */
export function dayInZone(
  epochMs: number,
  zone: CompanyTimeZone = DEFAULT_COMPANY_TIME_ZONE,
): string {
  const offset = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000;
  return new Date(epochMs + offset).toISOString().slice(0, 10);
}

/** INV-7: a calendar day plus whole days. */
export function addDays(day: string, days: number): string {
  const at = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** INV-15: `4 Desember 2026`. */
export function indonesianDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** INV-15: `Rp 1.250.000`. */
export function rupiah(amount: number): string {
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}

const ONES = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

function below1000(n: number): string {
  if (n < 12) return ONES[n] ?? '';
  if (n < 20) return `${ONES[n - 10]} belas`;
  if (n < 100) return `${ONES[Math.floor(n / 10)]} puluh ${below1000(n % 10)}`.trim();
  if (n < 200) return `seratus ${below1000(n - 100)}`.trim();
  return `${ONES[Math.floor(n / 100)]} ratus ${below1000(n % 100)}`.trim();
}

/** INV-15: an amount in Indonesian words ("terbilang"), e.g. 1.250.000 → "satu juta dua ratus lima puluh ribu rupiah". */
export function terbilang(amount: number): string {
  if (amount === 0) return 'nol rupiah';
  const scales: [number, string][] = [
    [1e12, 'triliun'],
    [1e9, 'miliar'],
    [1e6, 'juta'],
    [1e3, 'ribu'],
  ];
  let rest = amount;
  const words: string[] = [];
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      words.push(size === 1e3 && count === 1 ? 'seribu' : `${terbilangGroup(count)} ${name}`);
      rest -= count * size;
    }
  }
  if (rest > 0) words.push(below1000(rest));
  return `${words.join(' ')} rupiah`;
}

function terbilangGroup(n: number): string {
  return n >= 1000 ? terbilang(n).replace(/ rupiah$/, '') : below1000(n);
}
