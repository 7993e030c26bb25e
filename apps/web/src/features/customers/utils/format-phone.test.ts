import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups mobiles and landlines', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('+622140440482')).toBe('+62 21 4044-0482');
    expect(formatPhone('+62274512345')).toBe('+62 274 512345');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhone('021 555')).toBe('021 555');
  });
});
