import { describe, expect, it } from 'vitest';
import { figuresOf, lastDayOf, monthsBetween, noFacts } from './cost-figures';
import { matchFuel } from './fuel-match';
import {
  csvText,
  parseDay,
  parseLitres,
  parseMinutes,
  parseRupiah,
  readStatement,
} from './statement';
import { ServiceError } from '../../services/service-error';

const HOUR = 3_600_000;
const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(work: () => unknown): ServiceError {
  try {
    work();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('COST-4: a statement file is CSV text by its bytes', () => {
  it('reads UTF-8 text, with or without a byte-order mark', () => {
    expect(csvText(bytes('date,time\n'))).toBe('date,time\n');
    expect(csvText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('a')]))).toBe('a');
  });

  it.each([
    ['an XLSX (zip)', [0x50, 0x4b, 0x03, 0x04, 0x14]],
    ['a PDF', [...bytes('%PDF-1.7\n')]],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]],
    ['UTF-16 text', [0xff, 0xfe, 0x41, 0x00]],
    ['bytes that are not UTF-8', [0x61, 0xc3, 0x28]],
    ['binary with NULs', [0x61, 0x00, 0x62]],
  ])('refuses %s as not CSV', (_name, content) => {
    expect(refusal(() => csvText(new Uint8Array(content))).reason).toBe('costImport.notCsv');
  });
});

describe('COST-4: cells', () => {
  it('reads Rupiah written the Indonesian way, whole only', () => {
    expect(parseRupiah('1.250.000')).toBe(1_250_000);
    expect(parseRupiah('Rp 1.250.000')).toBe(1_250_000);
    expect(parseRupiah('450000')).toBe(450_000);
    expect(parseRupiah('1,250,000')).toBe(1_250_000);
    expect(parseRupiah('12,5')).toBeNull();
    expect(parseRupiah('-5000')).toBeNull();
    expect(parseRupiah('abc')).toBeNull();
  });

  it('reads litres with a comma or a dot, above zero', () => {
    expect(parseLitres('45,5')).toBe(45.5);
    expect(parseLitres('60')).toBe(60);
    expect(parseLitres('0')).toBeNull();
    expect(parseLitres('-3')).toBeNull();
  });

  it('reads ISO and day-first dates, refusing days that do not exist', () => {
    expect(parseDay('2026-11-03')).toBe('2026-11-03');
    expect(parseDay('03/11/2026')).toBe('2026-11-03');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('11/2026')).toBeNull();
    expect(parseMinutes('08:15')).toBe(495);
    expect(parseMinutes('24:00')).toBeNull();
  });
});

describe('COST-4: statement rows', () => {
  const FUEL = 'date,time,plate,litres,amount,station,card\n';
  it('reads every row of a fuel-card statement', () => {
    const rows = readStatement(
      'FUEL_CARD',
      `${FUEL}2026-11-03,08:15,B 1234 XY,"45,5",309.400,SPBU Cikarang,FC-1\n03/11/2026,14:00,B 9 Z,20,136000,SPBU,FC-2\n`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ row: 2, day: '2026-11-03', minutes: 495, litres: 45.5 });
    expect(rows[0]?.amount).toBe(309_400);
    expect(rows[1]).toMatchObject({ row: 3, plate: 'B 9 Z', amount: 136_000 });
  });

  it('refuses a header that is not the statement’s, naming the columns', () => {
    const error = refusal(() => readStatement('E_TOLL', `${FUEL}2026-11-03,08:15,B 1,2,3,4,5\n`));
    expect(error.reason).toBe('costImport.badHeader');
    expect(error.params).toEqual({ expected: 'date, time, plate, gate, amount, card' });
  });

  it('refuses a negative amount, naming its row and column', () => {
    const error = refusal(() =>
      readStatement(
        'FUEL_CARD',
        `${FUEL}2026-11-03,08:15,B 1,10,5000,S,C\n2026-11-03,09:00,B 1,10,-5000,S,C\n`,
      ),
    );
    expect(error.reason).toBe('costImport.badRow');
    expect(error.params).toEqual({ row: 3, column: 'amount', problem: 'negative' });
  });

  it('refuses a header with no row', () => {
    expect(refusal(() => readStatement('FUEL_CARD', FUEL)).reason).toBe('costImport.empty');
  });
});

describe('COST-9: fuel purchases matched against refills', () => {
  const at = Date.UTC(2026, 10, 3, 1);
  it('pairs a purchase with the nearest refill of its vehicle within the window', () => {
    const pairs = matchFuel(
      [{ id: 1, vehicleId: 7, at, litres: 50 }],
      [
        { id: 10, vehicleId: 7, at: at + 3 * HOUR, litres: 48 },
        { id: 11, vehicleId: 7, at: at + HOUR, litres: 52 },
        { id: 12, vehicleId: 8, at, litres: 50 },
      ],
    );
    expect(pairs.find((p) => p.state === 'MATCHED')?.refill?.id).toBe(11);
    expect(
      pairs.filter((p) => p.state === 'REFILL_WITHOUT_PURCHASE').map((p) => p.refill?.id),
    ).toEqual([12, 10]); // by time
  });

  it('flags a purchase with no refill in the window or with litres too far apart', () => {
    const pairs = matchFuel(
      [
        { id: 1, vehicleId: 7, at, litres: 50 },
        { id: 2, vehicleId: 7, at: at + 24 * HOUR, litres: 80 },
      ],
      [
        { id: 10, vehicleId: 7, at: at + 7 * HOUR, litres: 50 },
        { id: 11, vehicleId: 7, at: at + 24 * HOUR, litres: 30 },
      ],
    );
    expect(pairs.map((p) => p.state)).toEqual([
      'PURCHASE_WITHOUT_REFILL',
      'PURCHASE_WITHOUT_REFILL',
      'REFILL_WITHOUT_PURCHASE',
      'REFILL_WITHOUT_PURCHASE',
    ]);
  });

  it('uses each refill once', () => {
    const pairs = matchFuel(
      [
        { id: 1, vehicleId: 7, at, litres: 50 },
        { id: 2, vehicleId: 7, at: at + HOUR, litres: 50 },
      ],
      [{ id: 10, vehicleId: 7, at: at + HOUR, litres: 50 }],
    );
    expect(pairs.filter((p) => p.state === 'MATCHED')).toHaveLength(1);
    expect(pairs.filter((p) => p.state === 'PURCHASE_WITHOUT_REFILL')).toHaveLength(1);
  });
});

describe('COST-7, COST-8: figures of a month', () => {
  it('totals the kinds and divides by kilometres and deliveries, rounded', () => {
    const f = figuresOf('2026-11', {
      ...noFacts(),
      fuel: 1_000_000,
      toll: 200_000,
      maintenance: 300_000,
      other: 1,
      km: 333,
      deliveries: 7,
    });
    expect(f.total).toBe(1_500_001);
    expect(f.cost_per_km).toBe(4505);
    expect(f.cost_per_delivery).toBe(214_286);
  });

  it('gives no ratio without kilometres or deliveries', () => {
    const f = figuresOf('2026-11', { ...noFacts(), fuel: 5000 });
    expect(f.cost_per_km).toBeNull();
    expect(f.cost_per_delivery).toBeNull();
  });

  it('lists months across a year end, and a month’s last day', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });
});
