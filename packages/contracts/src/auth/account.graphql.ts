import { ReverseGeocodingInputSchema, ReverseGeocodingResultSchema } from '../shared/geocoding';
import { graphqlResultType } from '../shared/graphql-result';
import { BackToOldVersionInputSchema, BackToOldVersionResultSchema } from './old-version';
import { UnregisterPushTokenInputSchema, UnregisterPushTokenResultSchema } from './push-token';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/**
 * Top-bar and session calls of docs/rules/alert-center.md §7: switching back to the old version,
 * unregistering the push token at logout, and reverse geocoding for the alert preview.
 * Arguments are plain (the spec lists them so: message; registrationToken, platform;
 * latitude, longitude).
 */
export const accountSdl = /* GraphQL */ `
  ${graphqlResultType('BackToOldVersionResult', '  redirectUrl: String')}
  enum PushPlatform {
    web
    android
    ios
  }

  ${graphqlResultType('UnregisterPushTokenResult', '  removed: Boolean!')}
  type GeocodedAddress {
    address: String!
    street: String
    district: String
    city: String
    province: String
    postalCode: String
  }

  ${graphqlResultType('ReverseGeocodingResult', '  data: GeocodedAddress')}
  extend type Query {
    reverseGeocoding(latitude: Float!, longitude: Float!): ReverseGeocodingResult!
  }

  extend type Mutation {
    backToOldVersion(message: String!): BackToOldVersionResult!
    unregisterPushToken(
      registrationToken: String!
      platform: PushPlatform!
    ): UnregisterPushTokenResult!
  }
`;

export const accountOperations = [
  defineGraphqlOperation({
    field: 'reverseGeocoding',
    kind: 'query',
    operationName: 'ReverseGeocoding',
    args: ReverseGeocodingInputSchema,
    result: ReverseGeocodingResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'backToOldVersion',
    kind: 'mutation',
    operationName: 'BackToOldVersion',
    args: BackToOldVersionInputSchema,
    result: BackToOldVersionResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'unregisterPushToken',
    kind: 'mutation',
    operationName: 'UnregisterPushToken',
    args: UnregisterPushTokenInputSchema,
    result: UnregisterPushTokenResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
] as const;
