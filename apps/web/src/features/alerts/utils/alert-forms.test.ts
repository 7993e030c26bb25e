import { describe, expect, it } from 'vitest';
import { falseAlertReasonText, validateFalseAlert, validateNote } from './alert-forms';

describe('false alert form (docs/rules/alert-center.md §5)', () => {
  it('needs a reason', () => {
    expect(validateFalseAlert({ reason: null, others: '' })).toEqual({
      field: 'reason',
      rule: 'required',
    });
    expect(validateFalseAlert({ reason: 'notValid', others: '' })).toBeNull();
    expect(validateFalseAlert({ reason: 'wrongDetection', others: '' })).toBeNull();
  });

  it("'others' needs non-empty text, at most 300 characters", () => {
    expect(validateFalseAlert({ reason: 'others', others: '   ' })).toEqual({
      field: 'others',
      rule: 'required',
    });
    expect(validateFalseAlert({ reason: 'others', others: 'x'.repeat(300) })).toBeNull();
    expect(validateFalseAlert({ reason: 'others', others: 'x'.repeat(301) })).toEqual({
      field: 'others',
      rule: 'maxLength',
    });
  });

  it('records the fixed reasons in the interface language, others as written', () => {
    expect(falseAlertReasonText({ reason: 'notValid', others: '' }, 'id')).toBe(
      'Tidak ada kejadian',
    );
    expect(falseAlertReasonText({ reason: 'wrongDetection', others: '' }, 'en')).toBe(
      'Detected as another occurrence',
    );
    expect(falseAlertReasonText({ reason: 'others', others: '  kabut tebal ' }, 'id')).toBe(
      'kabut tebal',
    );
  });
});

describe('note (docs/rules/alert-center.md §5)', () => {
  it('is required after trimming and at most 255 characters', () => {
    expect(validateNote('  ')).toEqual({ field: 'note', rule: 'required' });
    expect(validateNote(' ok ')).toBeNull();
    expect(validateNote(`  ${'x'.repeat(255)}  `)).toBeNull();
    expect(validateNote('x'.repeat(256))).toEqual({ field: 'note', rule: 'maxLength' });
  });
});
