import { describe, expect, it } from 'vitest';
import { clockTime, dayTime, etaWords } from './eta-words';
import { TEXTS } from './texts';

const NOW = Date.parse('2026-11-20T06:55:00Z'); // 13.55 WIB
const at = (iso: string) => Date.parse(iso);
const WIB = { offsetMinutes: 420, label: 'WIB' };
const WITA = { offsetMinutes: 480, label: 'WITA' };
const WIT = { offsetMinutes: 540, label: 'WIT' };

describe('TRK-14 the estimate in words', () => {
  it('says the arrival on the company clock and the minutes left, in Indonesian', () => {
    expect(etaWords(at('2026-11-20T07:20:00Z'), NOW, WIB, 'id', TEXTS.id)).toBe(
      'Tiba sekitar 14.20, 25 menit lagi',
    );
  });

  it('in English, and in the company zone (WITA is an hour later)', () => {
    expect(etaWords(at('2026-11-20T07:20:00Z'), NOW, WITA, 'en', TEXTS.en)).toBe(
      'Arriving around 15:20, in 25 minutes',
    );
  });

  it('counts hours past the hour, and a part-minute as a minute', () => {
    expect(etaWords(at('2026-11-20T08:40:00Z'), NOW, WIB, 'id', TEXTS.id)).toBe(
      'Tiba sekitar 15.40, 1 jam 45 menit lagi',
    );
    expect(etaWords(at('2026-11-20T08:55:00Z'), NOW, WIT, 'en', TEXTS.en)).toBe(
      'Arriving around 17:55, in 2 hours',
    );
    expect(etaWords(NOW + 20_000, NOW, WIB, 'en', TEXTS.en)).toBe(
      'Arriving around 13:55, in 1 minute',
    );
  });

  it('says "soon" once the estimate is reached', () => {
    expect(etaWords(NOW, NOW, WIB, 'id', TEXTS.id)).toBe('Tiba sebentar lagi');
    expect(etaWords(NOW - 60_000, NOW, WIB, 'en', TEXTS.en)).toBe('Arriving any minute');
  });

  it('writes times and days with the zone label', () => {
    expect(clockTime(NOW, WIB, 'id')).toBe('13.55');
    expect(dayTime(at('2026-11-20T17:30:00Z'), WIB, 'id')).toBe('21 Nov 00.30 WIB');
    expect(dayTime(at('2026-05-01T01:00:00Z'), WIT, 'en')).toBe('1 May 10:00 WIT');
  });
});

describe('TRK-14 both languages are complete', () => {
  it('have the same words, none empty', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, member]) =>
        typeof member === 'object' && member !== null
          ? keys(member as object).map((inner) => `${key}.${inner}`)
          : [key],
      );
    expect(keys(TEXTS.en)).toEqual(keys(TEXTS.id));
    for (const language of [TEXTS.id, TEXTS.en]) {
      for (const key of keys(language)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
      }
    }
  });
});
