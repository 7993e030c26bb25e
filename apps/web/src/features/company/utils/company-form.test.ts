import { describe, expect, it } from 'vitest';
import {
  changedFields,
  isDirty,
  maxLengthOf,
  numberBounds,
  toFormValues,
  toUpdateInput,
  validateCompanyForm,
  type CompanyFormValues,
} from './company-form';
import { makeCompany } from '@armada/contracts/testing';

const company = makeCompany();
const initial = toFormValues(company);
const edit = (changes: Partial<CompanyFormValues>) => ({ ...initial, ...changes });

describe('form values', () => {
  it('come from the company, empty text for missing values', () => {
    expect(initial.name).toBe('PT Armada Logistik Nusantara');
    expect(initial.faxNo).toBe('');
    expect(initial.dsMinScoreA).toBe(90);
    expect(initial.category).toBe('Logistik & Distribusi');
  });

  it('are valid for the seeded company', () => {
    expect(validateCompanyForm(initial)).toEqual({});
  });
});

describe('validation (the contracts company rules, by field)', () => {
  const problem = (rule: string, params = {}) => expect.objectContaining({ rule, params });

  it('requires the name', () => {
    expect(validateCompanyForm(edit({ name: '   ' })).name).toEqual(problem('required'));
  });

  it('limits text to what the server accepts', () => {
    expect(validateCompanyForm(edit({ name: 'x'.repeat(101) })).name).toEqual(
      problem('tooLong', { max: 100 }),
    );
    expect(validateCompanyForm(edit({ taxNo: '1'.repeat(26) })).taxNo).toEqual(
      problem('tooLong', { max: 25 }),
    );
    expect(maxLengthOf('taxNo')).toBe(25);
  });

  it('checks e-mail, phone and logo address formats', () => {
    expect(validateCompanyForm(edit({ email: 'ops@' })).email).toEqual(problem('email'));
    expect(validateCompanyForm(edit({ phoneNo: 'call me' })).phoneNo).toEqual(problem('phone'));
    expect(validateCompanyForm(edit({ phoneNo: '021-460 0123' })).phoneNo).toBeUndefined();
    expect(validateCompanyForm(edit({ logoUrl: 'javascript:alert(1)' })).logoUrl).toEqual(
      problem('url'),
    );
    expect(validateCompanyForm(edit({ logoUrl: '/static/logo.png' })).logoUrl).toBeUndefined();
    expect(validateCompanyForm(edit({ email: '' })).email).toBeUndefined();
  });

  it('uses the contract bounds for numbers', () => {
    expect(numberBounds('idleTimeout')).toEqual({ min: 1, max: 1440, integer: true });
    expect(numberBounds('fuelLossAlert')).toEqual({ min: 0, max: 1000, integer: false });
    expect(validateCompanyForm(edit({ idleTimeout: 0 })).idleTimeout).toEqual(
      problem('range', { min: 1, max: 1440 }),
    );
    expect(validateCompanyForm(edit({ idleTimeout: 2.5 })).idleTimeout).toEqual(problem('integer'));
    expect(validateCompanyForm(edit({ dsCostBrake: null })).dsCostBrake).toEqual(
      problem('required'),
    );
  });

  it('requires grade minimums ordered A > B > C > D', () => {
    expect(validateCompanyForm(edit({ dsMinScoreB: 90 })).dsMinScoreB).toEqual(
      problem('gradeOrder', { above: 'dsMinScoreA' }),
    );
    expect(validateCompanyForm(edit({ dsMinScoreD: 75 })).dsMinScoreD).toEqual(
      problem('gradeOrder', { above: 'dsMinScoreC' }),
    );
    expect(
      validateCompanyForm(
        edit({ dsMinScoreA: 95, dsMinScoreB: 85, dsMinScoreC: 75, dsMinScoreD: 65 }),
      ),
    ).toEqual({});
  });
});

describe('changes', () => {
  it('are none for untouched values or only trimmed text', () => {
    expect(isDirty(initial, initial)).toBe(false);
    expect(isDirty(initial, edit({ name: ' PT Armada Logistik Nusantara ' }))).toBe(false);
  });

  it('send only the changed fields with the id', () => {
    const values = edit({ idleTimeout: 15, companyTag: ' premium ', showGeocode: false });
    expect(changedFields(initial, values)).toEqual(['companyTag', 'idleTimeout', 'showGeocode']);
    expect(toUpdateInput(company.id, initial, values)).toEqual({
      id: 1001,
      companyTag: 'premium',
      idleTimeout: 15,
      showGeocode: false,
    });
  });

  it('clear optional text with null', () => {
    expect(toUpdateInput(company.id, initial, edit({ taxNo: '' }))).toEqual({
      id: 1001,
      taxNo: null,
    });
  });

  it('carry the category and the scoring period', () => {
    expect(
      toUpdateInput(company.id, initial, edit({ category: 'Ekspedisi', dsIntervalType: 'WEEKLY' })),
    ).toEqual({ id: 1001, category: 'Ekspedisi', dsIntervalType: 'WEEKLY' });
  });

  it('carry the time zone, WIB for a company without one (SHELL-75)', () => {
    expect(initial.timeZone).toBe('Asia/Jakarta');
    expect(toFormValues({ ...company, timeZone: undefined }).timeZone).toBe('Asia/Jakarta');
    expect(toUpdateInput(company.id, initial, edit({ timeZone: 'Asia/Makassar' }))).toEqual({
      id: 1001,
      timeZone: 'Asia/Makassar',
    });
  });
});
