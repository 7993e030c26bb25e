import { describe, expect, it } from 'vitest';
import {
  emptyAddressForm,
  firstInvalidField,
  toCreateRequest,
  toUpdateRequest,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';

const filled: AddressFormValues = {
  ...emptyAddressForm,
  name: 'Gudang Cakung',
  street: 'Jl. Raya Bekasi No. 12',
  rt: '3',
  rw: '5',
  village: 'Cakung Barat',
  district: 'Cakung',
  city: 'Jakarta Timur',
  province: 'DKI Jakarta',
  postal_code: '13910',
  pin: { latitude: -6.18, longitude: 106.94 },
};

describe('address form (docs/rules/addresses.md)', () => {
  it('ADDR-1: required fields and the pin', () => {
    const errors = validateAddressForm(emptyAddressForm);
    expect(errors).toMatchObject({
      name: 'required',
      street: 'required',
      village: 'required',
      postal_code: 'postalCode',
      pin: 'pinRequired',
    });
    expect(firstInvalidField(errors)).toBe('name');
    expect(validateAddressForm(filled)).toEqual({});
  });

  it('ADDR-3, ADDR-4, ADDR-5: RT/RW numbers, a five-digit postcode, a pin in Indonesia', () => {
    expect(
      validateAddressForm({
        ...filled,
        rt: 'a1',
        rw: '1234',
        postal_code: '1391',
        pin: { latitude: 48.8, longitude: 2.3 },
      }),
    ).toEqual({ rt: 'rtRw', rw: 'rtRw', postal_code: 'postalCode', pin: 'outsideIndonesia' });
  });

  it('ADDR-8: a field an older record never had stays optional while empty', () => {
    expect(validateAddressForm({ ...filled, village: '' }, ['village'])).toEqual({});
  });

  it('sends only what changed, both coordinates when the pin moved', () => {
    expect(toUpdateRequest(filled, filled)).toBeNull();
    expect(toUpdateRequest(filled, { ...filled, landmark: 'Dekat masjid' })).toEqual({
      landmark: 'Dekat masjid',
    });
    expect(
      toUpdateRequest(filled, { ...filled, pin: { latitude: -6.19, longitude: 106.94 } }),
    ).toEqual({ latitude: -6.19, longitude: 106.94 });
    expect(toCreateRequest(filled)).toMatchObject({ rt: '3', latitude: -6.18 });
  });
});
