import Type, { type Static } from 'typebox';

/**
 * Addresses of the main REST service (`GET /api/address`; docs/rules/route-optimization.md §3.2
 * reads id, name, full_name and city). Depots of the company and delivery points of its customers
 * share the list; `customer_id` is null for the company's own depots.
 */
export const ADDRESS_PROVINCES = ['DKI Jakarta', 'Jawa Barat', 'Banten', 'Jawa Timur'] as const;
export type AddressProvince = (typeof ADDRESS_PROVINCES)[number];

export const AddressSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** Short label shown in pickers, e.g. "Gudang Cakung" or "Toko Sinar Jaya". */
  name: Type.String(),
  /** Full postal address: street, kelurahan/kecamatan, city, province and postal code. */
  full_name: Type.String(),
  district: Type.String(),
  city: Type.String(),
  province: Type.String(),
  postal_code: Type.String(),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  is_depot: Type.Boolean(),
  customer_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  created_on: Type.String({ format: 'date-time' }),
});
export type Address = Static<typeof AddressSchema>;
