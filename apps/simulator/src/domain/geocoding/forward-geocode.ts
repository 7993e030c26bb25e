/**
 * Simulated forward geocoding (DLV-29): a district (kecamatan) named in an imported order, and
 * optionally its city, to the district's centre, from the same world places the reverse geocoder
 * answers with. The real backend asks a geocoding service; the simulator knows only the places it
 * built its world on, so anything else is "not found" and the import report names the row.
 */
import { DISTRICTS, EXTRA_DISTRICTS, type District } from '../places';

export interface GeocodedPlace {
  district: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** Why a place was not found, for the report. */
export type GeocodeMiss = 'noDistrict' | 'unknownDistrict' | 'cityMismatch';

/** Administrative words people write before a name: "Kec. Tebet", "Kota Bekasi", "Kab. Bogor". */
const PREFIXES =
  /^(kecamatan|kec\.?|kelurahan|kel\.?|desa|ds\.?|kota administrasi|kota adm\.?|kota|kabupaten|kab\.?)\s+/;

/** Lower case, no accents or punctuation, single spaces, administrative prefix dropped. */
export function placeKey(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.replace(PREFIXES, '').replace(/\./g, '').trim();
}

export class PlaceGeocoder {
  private readonly byDistrict = new Map<string, District[]>();

  constructor(places: readonly District[] = [...DISTRICTS, ...EXTRA_DISTRICTS]) {
    for (const place of places) {
      const key = placeKey(place.district);
      const list = this.byDistrict.get(key) ?? [];
      list.push(place);
      this.byDistrict.set(key, list);
    }
  }

  /**
   * The district's centre. With a city, the district must lie in it ("Jakarta Selatan",
   * "Kota Bekasi" and "bekasi" all name Bekasi); without one, the first district of that name.
   */
  geocode(district: string, city: string): GeocodedPlace | GeocodeMiss {
    const districtKey = placeKey(district);
    if (!districtKey) return 'noDistrict';
    const candidates = this.byDistrict.get(districtKey);
    if (!candidates || candidates.length === 0) return 'unknownDistrict';
    const cityKey = placeKey(city);
    const found = cityKey
      ? candidates.find((place) => placeKey(place.city) === cityKey)
      : candidates[0];
    if (!found) return 'cityMismatch';
    return {
      district: found.district,
      city: found.city,
      province: found.province,
      postalCode: found.postalCode,
      latitude: found.latitude,
      longitude: found.longitude,
    };
  }
}
