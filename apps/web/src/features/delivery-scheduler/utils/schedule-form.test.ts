import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyScheduleForm, toScheduleRequest, validateScheduleForm } from './schedule-form';
import { joinWords, patternWords } from './pattern-words';
import id from '../locales/id.json';
import en from '../locales/en.json';

function translator(catalogue: Record<string, unknown>): TFunction {
  const translate = (key: string, options: Record<string, unknown> = {}) => {
    const path = key.replace(/^deliveryScheduler\./, '').split('.');
    let node: unknown = catalogue;
    for (const part of path) node = (node as Record<string, unknown>)[part];
    return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
  return translate as unknown as TFunction;
}

describe('the pattern in words (SCH-23)', () => {
  it('says weekly and monthly patterns in Indonesian and English', () => {
    const tid = translator(id);
    const ten = translator(en);
    expect(patternWords({ kind: 'WEEKLY', weekdays: [4, 1] }, tid)).toBe('Setiap Senin dan Kamis');
    expect(patternWords({ kind: 'WEEKLY', weekdays: [1, 3, 5] }, tid)).toBe(
      'Setiap Senin, Rabu dan Jumat',
    );
    expect(patternWords({ kind: 'WEEKLY', weekdays: [1, 2, 3, 4, 5, 6, 7] }, tid)).toBe(
      'Setiap hari',
    );
    expect(patternWords({ kind: 'MONTHLY', month_days: [15, 1] }, tid)).toBe(
      'Setiap tanggal 1 dan 15',
    );
    expect(patternWords({ kind: 'MONTHLY', month_days: [31] }, tid)).toBe(
      'Setiap tanggal 31 (atau hari terakhir bulan itu)',
    );
    expect(patternWords({ kind: 'WEEKLY', weekdays: [1, 4] }, ten)).toBe(
      'Every Monday and Thursday',
    );
    expect(joinWords(['a'], 'and')).toBe('a');
  });
});

describe('the schedule form (SCH-24)', () => {
  it('names every missing part and builds the body of a valid form', () => {
    const empty = emptyScheduleForm('2026-11-21');
    expect(validateScheduleForm(empty)).toEqual({
      customerId: 'required',
      destinationId: 'required',
      originId: 'required',
      days: 'noDays',
      items: 'badItem',
    });
    const filled = {
      ...empty,
      customerId: 3,
      destinationId: 9,
      originId: 1,
      weekdays: [4, 1],
      windowEnd: '07:00',
      untilDate: '2026-11-01',
      items: [{ name: 'Galon', quantity: '20', unit: 'galon', weight: '380', volume: '0,4' }],
    };
    expect(validateScheduleForm(filled)).toEqual({
      windowEnd: 'windowOrder',
      untilDate: 'dateOrder',
    });
    const valid = { ...filled, windowEnd: '11:00', untilDate: null };
    expect(validateScheduleForm(valid)).toEqual({});
    expect(toScheduleRequest(valid)).toEqual({
      customer_id: 3,
      origin_address_id: 1,
      destination_address_id: 9,
      items: [{ name: 'Galon', quantity: 20, unit: 'galon', weight: 380, volume: 0.4 }],
      pattern: { kind: 'WEEKLY', weekdays: [1, 4] },
      time_window: { start: '08:00', end: '11:00' },
      from_date: '2026-11-21',
      until_date: null,
      skip_holidays: true,
      notes: '',
    });
  });
});
