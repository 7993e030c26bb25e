import { describe, expect, it } from 'vitest';
import { referralCode } from './referral-code';

describe('referralCode', () => {
  it('is built from the initials, the company id and a check character', () => {
    const code = referralCode(1001, 'PT Armada Logistik Nusantara');
    expect(code).toMatch(/^ALN-00RT[0-9A-Z]$/);
  });

  it('is stable for a company and differs between companies', () => {
    expect(referralCode(1001, 'PT Armada Logistik Nusantara')).toBe(
      referralCode(1001, 'PT Armada Logistik Nusantara'),
    );
    expect(referralCode(1449, 'PT Lintas Jaya Trans')).toMatch(/^LJT-0149[0-9A-Z]$/);
    expect(referralCode(1002, 'PT Armada Logistik Nusantara')).not.toBe(
      referralCode(1001, 'PT Armada Logistik Nusantara'),
    );
  });

  it('copes with short, odd or empty names', () => {
    expect(referralCode(7, 'CV Maju')).toMatch(/^MXX-0007[0-9A-Z]$/);
    expect(referralCode(7, '')).toMatch(/^XXX-0007[0-9A-Z]$/);
    expect(referralCode(7, 'PT Sinar Ékspres Tbk.')).toMatch(/^SE.-0007/);
  });
});
