import { describe, expect, it } from 'vitest';
import {
  emptyCustomerForm,
  firstInvalidField,
  toCreateRequest,
  toUpdateRequest,
  validateCustomerForm,
  type CustomerFormValues,
} from './customer-form';

const form = (overrides: Partial<CustomerFormValues> = {}): CustomerFormValues => ({
  ...emptyCustomerForm,
  name: 'PT Sinar Jaya',
  ...overrides,
});

describe('customer form rules (contracts customer.ts)', () => {
  it('requires a name that is not only spaces', () => {
    expect(validateCustomerForm(form({ name: '   ' }), 'create').name).toEqual({ key: 'required' });
    expect(validateCustomerForm(form(), 'create')).toEqual({});
  });

  it('checks Indonesian phone numbers', () => {
    for (const ok of ['0812-3456-7890', '+6281234567890', '62215550101', '021-5550101']) {
      expect(validateCustomerForm(form({ phone: ok }), 'create').phone).toBeUndefined();
    }
    for (const bad of ['12345', '+1 555 0100', '0812', 'nomor saya']) {
      expect(validateCustomerForm(form({ phone: bad }), 'create').phone).toEqual({
        key: 'phoneFormat',
      });
    }
  });

  it('checks the email format and the NPWP', () => {
    expect(validateCustomerForm(form({ email: 'budi@' }), 'create').email?.key).toBe('emailFormat');
    expect(
      validateCustomerForm(form({ email: 'budi@toko.co.id' }), 'create').email,
    ).toBeUndefined();
    expect(
      validateCustomerForm(form({ npwp: '01.234.567.8-901.000' }), 'create').npwp,
    ).toBeUndefined();
    expect(validateCustomerForm(form({ npwp: '1234' }), 'create').npwp?.key).toBe('npwpFormat');
  });

  it('enforces max lengths', () => {
    expect(validateCustomerForm(form({ name: 'x'.repeat(101) }), 'create').name).toEqual({
      key: 'tooLong',
      max: 100,
    });
    expect(validateCustomerForm(form({ address: 'x'.repeat(256) }), 'create').address?.max).toBe(
      255,
    );
  });

  it('lets a new customer leave the code empty but not an existing one; the code is upper-cased', () => {
    expect(validateCustomerForm(form({ code: '' }), 'create').code).toBeUndefined();
    expect(validateCustomerForm(form({ code: '' }), 'edit').code).toEqual({ key: 'required' });
    expect(validateCustomerForm(form({ code: 'cus-9' }), 'create').code).toBeUndefined();
    expect(validateCustomerForm(form({ code: '-X' }), 'create').code?.key).toBe('codeFormat');
  });

  it('points at the first wrong field in screen order', () => {
    const errors = validateCustomerForm(form({ name: '', email: 'x' }), 'create');
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('creates with trimmed values and leaves empty optional fields out', () => {
    expect(toCreateRequest(form({ name: ' Toko Maju ', city: ' Bogor ', code: 'tm-1' }))).toEqual({
      name: 'Toko Maju',
      code: 'TM-1',
      city: 'Bogor',
      type: 'COMPANY',
      is_active: true,
    });
  });

  it('updates only what changed, clearing emptied fields with null', () => {
    const before = form({ code: 'CUS-1', city: 'Bogor', phone: '+62811111111' });
    expect(toUpdateRequest(before, { ...before })).toBeNull();
    expect(toUpdateRequest(before, { ...before, city: '', name: 'PT Baru' })).toEqual({
      city: null,
      name: 'PT Baru',
    });
  });
});
