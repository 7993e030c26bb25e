import { describe, expect, it } from 'vitest';
import { PlaceGeocoder, placeKey } from './forward-geocode';
import { reverseGeocode } from './reverse-geocode';

const geocoder = new PlaceGeocoder();

describe('forward geocoding of imported destinations (DLV-29)', () => {
  it('finds a district with or without its city, ignoring case and administrative prefixes', () => {
    const tebet = geocoder.geocode('Kec. TEBET', 'Kota Administrasi Jakarta Selatan');
    expect(tebet).toMatchObject({
      district: 'Tebet',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
    });
    expect(geocoder.geocode('tebet', '')).toEqual(tebet);
  });

  it('lands where the reverse geocoder says the same district is', () => {
    const place = geocoder.geocode('Cakung', 'Jakarta Timur');
    if (typeof place === 'string') throw new Error(place);
    expect(reverseGeocode(place.latitude, place.longitude, [])?.district).toBe('Cakung');
  });

  it('says why a place is not found', () => {
    expect(geocoder.geocode('', 'Jakarta Selatan')).toBe('noDistrict');
    expect(geocoder.geocode('Atlantis', '')).toBe('unknownDistrict');
    expect(geocoder.geocode('Tebet', 'Surabaya')).toBe('cityMismatch');
  });

  it('normalises names', () => {
    expect(placeKey('  Kab.  Bogor ')).toBe('bogor');
    expect(placeKey('Kelurahan Menteng')).toBe('menteng');
  });
});
