import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import id from '../locales/id.json';
import { dueReasonText, formatDay, formatRupiah, workOrderTotals } from './format';

beforeAll(async () => {
  await i18next.init({
    lng: 'id',
    resources: {
      id: { translation: { maintenance: id } },
      en: { translation: { maintenance: en } },
    },
  });
});

describe('maintenance formats (MNT-15)', () => {
  it('writes Rupiah with dots in both languages', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('writes days in Indonesian and English', () => {
    expect(formatDay('2026-11-20', 'id')).toBe('20 Nov 2026');
    expect(formatDay('2026-08-17', 'id')).toBe('17 Agu 2026');
    expect(formatDay('2026-11-20', 'en')).toBe('20 Nov 2026');
  });

  it('totals parts and labour as typed, ignoring empty fields (MNT-6)', () => {
    expect(
      workOrderTotals(
        [
          { quantity: 7, unit_price: 95_000 },
          { quantity: null, unit_price: 10 },
        ],
        350_000,
      ),
    ).toEqual({ parts: 665_000, total: 1_015_000 });
  });

  it('says why a plan is due (MNT-3)', () => {
    const t = i18next.getFixedT('id');
    const base = { due_at: null, due_on: null, current: null };
    expect(
      dueReasonText({ ...base, measure: 'KM', state: 'OVERDUE', remaining: -1250 }, t, 'id'),
    ).toBe('Lewat 1.250 km');
    expect(
      dueReasonText({ ...base, measure: 'MONTHS', state: 'DUE_SOON', remaining: 10 }, t, 'id'),
    ).toBe('Jatuh tempo dalam 10 hari');
    const en = i18next.getFixedT('en');
    expect(
      dueReasonText(
        { ...base, measure: 'ENGINE_HOURS', state: 'DUE_SOON', remaining: 20 },
        en,
        'en',
      ),
    ).toBe('20 engine hours left');
  });
});
