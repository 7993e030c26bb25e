import { describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import {
  COMPANY_NUMBER_FIELDS,
  COMPANY_NUMBER_LIMITS,
  COMPANY_TEXT_FIELDS,
  COMPANY_TEXT_LIMITS,
  isRequiredCompanyField,
  validateCompanyInput,
} from './company-rules';
import { UpdateCompanyInputSchema } from './fleet-company.graphql';

const grades = { dsMinScoreA: 90, dsMinScoreB: 75, dsMinScoreC: 60, dsMinScoreD: 40 };

describe('validateCompanyInput', () => {
  it('checks only the fields it is given', () => {
    expect(validateCompanyInput({})).toEqual([]);
    expect(validateCompanyInput({ companyTag: 'premium', idleTimeout: 15, ...grades })).toEqual([]);
  });

  it('requires the name and every number, but lets optional text be cleared', () => {
    expect(
      validateCompanyInput({ name: '   ', taxNo: '', faxNo: null, dsCostBrake: null }),
    ).toEqual([
      { field: 'name', rule: 'required', params: {} },
      { field: 'dsCostBrake', rule: 'required', params: {} },
    ]);
    expect(validateCompanyInput({ idleTimeout: Number.NaN })).toEqual([
      { field: 'idleTimeout', rule: 'required', params: {} },
    ]);
    expect(isRequiredCompanyField('name')).toBe(true);
    expect(isRequiredCompanyField('dsMinScoreD')).toBe(true);
    expect(isRequiredCompanyField('faxNo')).toBe(false);
  });

  it('limits text length, trimmed', () => {
    expect(validateCompanyInput({ name: 'x'.repeat(101), taxNo: ` ${'1'.repeat(25)} ` })).toEqual([
      { field: 'name', rule: 'tooLong', params: { max: 100 } },
    ]);
  });

  it('checks e-mail, phone and logo address formats', () => {
    expect(
      validateCompanyInput({
        email: 'ops@',
        phoneNo: 'call me',
        faxNo: '021-460 0123',
        logoUrl: 'javascript:alert(1)',
      }),
    ).toEqual([
      { field: 'phoneNo', rule: 'phone', params: {} },
      { field: 'email', rule: 'email', params: {} },
      { field: 'logoUrl', rule: 'url', params: {} },
    ]);
    expect(
      validateCompanyInput({
        email: 'ops@armada.co.id',
        phoneNo: '+62 21 460 0123',
        logoUrl: '/static/logo.png',
      }),
    ).toEqual([]);
    expect(validateCompanyInput({ logoUrl: 'https://cdn.armada.id/logo.png' })).toEqual([]);
  });

  it('keeps numbers within their limits, whole where they count minutes or days', () => {
    expect(validateCompanyInput({ idleTimeout: 0, parkTimeout: 2.5, fuelGainAlert: 2.5 })).toEqual([
      { field: 'idleTimeout', rule: 'range', params: { min: 1, max: 1440 } },
      { field: 'parkTimeout', rule: 'integer', params: {} },
    ]);
    expect(validateCompanyInput({ dsCostBrake: 101 })).toEqual([
      { field: 'dsCostBrake', rule: 'range', params: { min: 0, max: 100 } },
    ]);
  });

  it('wants grade minimums falling from A to D, naming the grade above', () => {
    expect(validateCompanyInput(grades)).toEqual([]);
    expect(validateCompanyInput({ ...grades, dsMinScoreB: 90 })).toEqual([
      { field: 'dsMinScoreB', rule: 'gradeOrder', params: { above: 'dsMinScoreA' } },
    ]);
    expect(validateCompanyInput({ ...grades, dsMinScoreD: 75 })).toEqual([
      { field: 'dsMinScoreD', rule: 'gradeOrder', params: { above: 'dsMinScoreC' } },
    ]);
    // A grade with a problem of its own is not compared, and not reported twice.
    expect(validateCompanyInput({ ...grades, dsMinScoreB: 95, dsMinScoreC: 96 })).toEqual([
      { field: 'dsMinScoreB', rule: 'gradeOrder', params: { above: 'dsMinScoreA' } },
    ]);
    expect(validateCompanyInput({ ...grades, dsMinScoreB: null })).toEqual([
      { field: 'dsMinScoreB', rule: 'required', params: {} },
    ]);
  });

  it('compares a partial update with the grades already saved', () => {
    expect(validateCompanyInput({ dsMinScoreB: 95 }, { currentGrades: grades })).toEqual([
      { field: 'dsMinScoreB', rule: 'gradeOrder', params: { above: 'dsMinScoreA' } },
    ]);
    expect(validateCompanyInput({ dsMinScoreA: 50 }, { currentGrades: grades })).toEqual([
      { field: 'dsMinScoreB', rule: 'gradeOrder', params: { above: 'dsMinScoreA' } },
    ]);
    expect(validateCompanyInput({ dsMinScoreB: 80 }, { currentGrades: grades })).toEqual([]);
  });
});

describe('the updateCompany input schema', () => {
  it('is built from the same limits', () => {
    for (const field of COMPANY_NUMBER_FIELDS) {
      const { min, max, integer } = COMPANY_NUMBER_LIMITS[field];
      expect(Value.Check(UpdateCompanyInputSchema, { id: 1, [field]: min }), field).toBe(true);
      expect(Value.Check(UpdateCompanyInputSchema, { id: 1, [field]: max }), field).toBe(true);
      expect(Value.Check(UpdateCompanyInputSchema, { id: 1, [field]: max + 1 }), field).toBe(false);
      expect(Value.Check(UpdateCompanyInputSchema, { id: 1, [field]: min + 0.5 }), field).toBe(
        !integer,
      );
    }
    for (const field of COMPANY_TEXT_FIELDS.filter((f) => f !== 'email')) {
      const max = COMPANY_TEXT_LIMITS[field];
      expect(Value.Check(UpdateCompanyInputSchema, { id: 1, [field]: 'x'.repeat(max) })).toBe(true);
      expect(Value.Check(UpdateCompanyInputSchema, { id: 1, [field]: 'x'.repeat(max + 1) })).toBe(
        false,
      );
    }
  });
});
