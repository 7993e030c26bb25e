import { describe, expect, it } from 'vitest';
import {
  emptyDriverForm,
  firstInvalidDriverField,
  toDriverInput,
  validateDriverForm,
} from './driver-form';

describe('driver form (docs/rules/master-fleet.md MDF-12)', () => {
  it('needs a name, a mobile number and a 12-16 digit SIM number; the expiry is a real day', () => {
    const errors = validateDriverForm({ ...emptyDriverForm, licenseExpiry: '2029-02-30' });
    expect(errors).toEqual({
      fullname: 'required',
      phoneNo: 'phone',
      licenseNo: 'licenseNo',
      licenseExpiry: 'date',
    });
    expect(firstInvalidDriverField(errors)).toBe('fullname');
  });

  it('sends the number without separators and no expiry as null', () => {
    const values = {
      ...emptyDriverForm,
      fullname: ' Slamet ',
      phoneNo: '0812-3456 7890',
      licenseNo: '123456789012',
    };
    expect(validateDriverForm(values)).toEqual({});
    expect(toDriverInput(values)).toMatchObject({
      fullname: 'Slamet',
      phoneNo: '081234567890',
      licenseExpiry: null,
    });
  });
});
