import Type, { type Static } from 'typebox';
import { GraphqlResultSchema } from './graphql-result';

/**
 * Address of a point for the alert preview (GraphQL `reverseGeocoding`, docs/rules/alert-center.md
 * §7).
 */
export const ReverseGeocodingInputSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { $id: 'ReverseGeocodingInput', additionalProperties: false },
);
export type ReverseGeocodingInput = Static<typeof ReverseGeocodingInputSchema>;

export const GeocodedAddressSchema = Type.Object(
  {
    /** One line, e.g. "Jl. Jend. Sudirman No.1, Senayan, Jakarta Pusat, DKI Jakarta". */
    address: Type.String(),
    street: Type.Union([Type.String(), Type.Null()]),
    district: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    province: Type.Union([Type.String(), Type.Null()]),
    postalCode: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'GeocodedAddress' },
);
export type GeocodedAddress = Static<typeof GeocodedAddressSchema>;

export const ReverseGeocodingResultSchema = GraphqlResultSchema({
  data: Type.Union([GeocodedAddressSchema, Type.Null()]),
});
export type ReverseGeocodingResult = Static<typeof ReverseGeocodingResultSchema>;
