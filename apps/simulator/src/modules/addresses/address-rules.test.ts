import { describe, expect, it } from 'vitest';
import { addressProblems, cleanAddress, fullNameOf, rtRwOf, withBookFields } from './address-rules';

const valid = {
  name: ' Gudang  Cakung ',
  street: 'Jl. Raya Bekasi No. 12',
  rt: '3',
  rw: '05',
  village: 'Cakung Barat',
  district: 'Cakung',
  city: 'Jakarta Timur',
  province: 'DKI Jakarta',
  postal_code: '13910',
  latitude: -6.1812345678,
  longitude: 106.94,
  landmark: 'Seberang masjid',
};

describe('address rules (docs/rules/addresses.md)', () => {
  it('ADDR-1: name, street, kelurahan, kecamatan, city and province are required', () => {
    const problems = addressProblems({ ...valid, name: '  ', village: '', province: '' });
    expect(problems).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'village', problem: 'required' },
      { field: 'province', problem: 'required' },
    ]);
    expect(addressProblems(valid)).toEqual([]);
  });

  it('ADDR-2: texts are kept trimmed with single spaces; too long is refused', () => {
    expect(cleanAddress(valid).name).toBe('Gudang Cakung');
    expect(addressProblems({ ...valid, landmark: 'x'.repeat(301) })).toEqual([
      { field: 'landmark', problem: 'tooLong' },
    ]);
  });

  it('ADDR-3: RT and RW are numbers of one to three digits, kept as three', () => {
    expect(rtRwOf('3')).toBe('003');
    expect(rtRwOf('')).toBe('');
    expect(rtRwOf('1a')).toBeNull();
    expect(rtRwOf('1234')).toBeNull();
    expect(addressProblems({ ...valid, rt: 'RT1', rw: '-2' })).toEqual([
      { field: 'rt', problem: 'rtRw' },
      { field: 'rw', problem: 'rtRw' },
    ]);
  });

  it('ADDR-4: a postcode is five digits', () => {
    for (const postal_code of ['1391', '139100', '13 91', 'abcde', '']) {
      expect(addressProblems({ ...valid, postal_code })).toEqual([
        { field: 'postal_code', problem: 'postalCode' },
      ]);
    }
  });

  it('ADDR-5: a pin is a real coordinate inside Indonesia', () => {
    expect(addressProblems({ ...valid, latitude: 91 })).toEqual([
      { field: 'latitude', problem: 'coordinates' },
    ]);
    expect(addressProblems({ ...valid, longitude: Number.NaN })).toEqual([
      { field: 'longitude', problem: 'coordinates' },
    ]);
    expect(addressProblems({ ...valid, latitude: 48.85, longitude: 2.35 })).toEqual([
      { field: 'latitude', problem: 'outsideIndonesia' },
    ]);
    expect(cleanAddress(valid).latitude).toBe(-6.181235);
  });

  it('ADDR-7: the full address is composed from its parts', () => {
    expect(fullNameOf(cleanAddress(valid))).toBe(
      'Jl. Raya Bekasi No. 12, RT 003/RW 005, Cakung Barat, Cakung, Jakarta Timur, DKI Jakarta 13910',
    );
    expect(fullNameOf(cleanAddress({ ...valid, rt: '', rw: '', village: '' }))).toBe(
      'Jl. Raya Bekasi No. 12, Cakung, Jakarta Timur, DKI Jakarta 13910',
    );
  });

  it('ADDR-8: an older record answers with the book fields filled', () => {
    const old = {
      id: 7,
      name: 'Toko Sinar',
      full_name: 'Jl. Melati No. 3, Tebet, Jakarta Selatan, DKI Jakarta 12810',
      district: 'Tebet',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postal_code: '12810',
      latitude: -6.23,
      longitude: 106.85,
      is_depot: false,
      customer_id: null,
      created_on: '2026-11-01T08:00:00+07:00',
    };
    expect(withBookFields(old)).toMatchObject({
      street: 'Jl. Melati No. 3',
      rt: '',
      rw: '',
      village: '',
      landmark: '',
      is_active: true,
      updated_on: old.created_on,
    });
  });
});
