import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './format-phone';

describe('formatPhone', () => {
  it('shows a mobile in the one international form, however it was stored', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('081234567890')).toBe('+62 812-3456-7890');
  });

  it('shows the numbers the screens used to print three ways the same way', () => {
    expect(formatPhone('+628566711752')).toBe('+62 856-6711-752');
    expect(formatPhone('+628228019859')).toBe('+62 822-8019-859');
    expect(formatPhone('+6285350099476')).toBe('+62 853-5009-9476');
  });

  it('groups shorter and longer mobiles without a lone digit pair at the end', () => {
    expect(formatPhone('08123456789')).toBe('+62 812-3456-789');
    expect(formatPhone('0812345678')).toBe('+62 812-345-678');
    expect(formatPhone('+62812345678')).toBe('+62 812-345-678');
    expect(formatPhone('0812345678901')).toBe('+62 812-3456-78901');
    expect(formatPhone('+6281210002001')).toBe('+62 812-1000-2001');
  });

  it('regroups a number typed with its own spaces and dashes', () => {
    expect(formatPhone('0812 3456 7890')).toBe('+62 812-3456-7890');
    expect(formatPhone('+62 812-34-56-7890')).toBe('+62 812-3456-7890');
    expect(formatPhone(' 021-555 0100 ')).toBe('+62 21 555-0100');
  });

  it('groups landlines after a two- or three-digit area code', () => {
    expect(formatPhone('+622140440482')).toBe('+62 21 4044-0482');
    expect(formatPhone('+62214600123')).toBe('+62 21 460-0123');
    expect(formatPhone('02140440482')).toBe('+62 21 4044-0482');
    expect(formatPhone('+62274512345')).toBe('+62 274 512345');
    expect(formatPhone('0274512345')).toBe('+62 274 512345');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhone('021 555')).toBe('021 555');
    expect(formatPhone('+6512345678')).toBe('+6512345678');
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneHref', () => {
  it('dials the international number whatever the stored form', () => {
    expect(phoneHref('0812-3456-7890')).toBe('tel:+6281234567890');
    expect(phoneHref('+62 21 4044 0482')).toBe('tel:+622140440482');
    expect(phoneHref('+65 1234 5678')).toBe('tel:+6512345678');
  });
});
