import { afterEach, describe, expect, it } from 'vitest';
import { localeOptions } from 'primereact/api';
import { applyPrimeReactLocale } from './primereact-locale';

afterEach(() => applyPrimeReactLocale('id'));

const ariaOf = (language: string) =>
  (localeOptions(language) as { aria: Record<string, string> }).aria;

describe('PrimeReact texts in Indonesian', () => {
  it('has every screen-reader label PrimeReact knows, none left in English', () => {
    applyPrimeReactLocale('id');
    const en = ariaOf('en');
    const id = ariaOf('id');
    const missing = Object.keys(en).filter((key) => id[key] === undefined);
    expect(missing).toEqual([]);
    // Same text in both only where it carries no words (a placeholder).
    const english = Object.keys(en).filter(
      (key) => id[key] === en[key] && /[a-z]/i.test((en[key] ?? '').replace(/\{\w+\}/g, '')),
    );
    expect(english).toEqual([]);
    expect(id.unselectAll).toBe('Semua pilihan dibatalkan');
    expect(id.jumpToPageDropdownLabel).toBe('Pilih halaman');
  });

  it('switches to English and back', () => {
    applyPrimeReactLocale('en');
    expect(ariaOf('en').close).toBe('Close');
    applyPrimeReactLocale('id');
    expect(ariaOf('id').close).toBe('Tutup');
  });
});
