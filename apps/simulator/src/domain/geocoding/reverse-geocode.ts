/**
 * Simulated reverse geocoding (issue 7): a position's nearest known address of the company
 * (within GEO-1's radius) or else the district it lies in, from the world's places. The real
 * backend asks a geocoding service; the simulator answers from what it generated, so the card of
 * a vehicle at a customer's gate names that customer's street.
 */
import type { Address } from '@armada/contracts/customers';
import type { GeocodedAddress } from '@armada/contracts/shared';
import { DISTRICTS, EXTRA_DISTRICTS, type District } from '../places';
import { haversineM } from '../roads/geodesy';

export const GEOCODE_LIMITS = {
  /** A vehicle this close to a known address is "at" it. */
  addressRadiusM: 150,
  /** Farther than this from every district centre: no address (open country, another island). */
  districtRadiusM: 25_000,
} as const;

const ALL_DISTRICTS: readonly District[] = [...DISTRICTS, ...EXTRA_DISTRICTS];

/** The street part of a full address: what comes before the kelurahan/kecamatan. */
function streetOf(address: Address): string | null {
  const first = address.full_name.split(',')[0]?.trim();
  return first && first !== address.district ? first : null;
}

export function reverseGeocode(
  latitude: number,
  longitude: number,
  addresses: readonly Address[],
): GeocodedAddress | null {
  const at: [number, number] = [latitude, longitude];
  let nearest: Address | null = null;
  let nearestM: number = GEOCODE_LIMITS.addressRadiusM;
  for (const address of addresses) {
    // A cheap box test first: 0.002 degrees is about 220 m.
    if (Math.abs(address.latitude - latitude) > 0.002) continue;
    if (Math.abs(address.longitude - longitude) > 0.002) continue;
    const metres = haversineM(at, [address.latitude, address.longitude]);
    if (metres <= nearestM) {
      nearest = address;
      nearestM = metres;
    }
  }
  if (nearest) {
    return {
      address: nearest.full_name,
      street: streetOf(nearest),
      district: nearest.district,
      city: nearest.city,
      province: nearest.province,
      postalCode: nearest.postal_code,
    };
  }
  let district: District | null = null;
  let districtM: number = GEOCODE_LIMITS.districtRadiusM;
  for (const candidate of ALL_DISTRICTS) {
    const metres = haversineM(at, [candidate.latitude, candidate.longitude]);
    if (metres < districtM) {
      district = candidate;
      districtM = metres;
    }
  }
  if (!district) return null;
  return {
    address: `${district.district}, ${district.city}, ${district.province} ${district.postalCode}`,
    street: null,
    district: district.district,
    city: district.city,
    province: district.province,
    postalCode: district.postalCode,
  };
}
