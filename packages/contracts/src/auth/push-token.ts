import Type, { type Static } from 'typebox';
import { GraphqlResultSchema } from '../shared/graphql-result';

/** Unregistering the browser's push token at logout (docs/rules/alert-center.md §7). */
export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

export const UnregisterPushTokenInputSchema = Type.Object(
  {
    registrationToken: Type.String({ minLength: 1, maxLength: 4096 }),
    platform: Type.Enum(PUSH_PLATFORMS),
  },
  { $id: 'UnregisterPushTokenInput', additionalProperties: false },
);
export type UnregisterPushTokenInput = Static<typeof UnregisterPushTokenInputSchema>;

/** Unregistering an unknown token succeeds (idempotent): logout must never fail on it. */
export const UnregisterPushTokenResultSchema = GraphqlResultSchema({
  removed: Type.Boolean(),
});
export type UnregisterPushTokenResult = Static<typeof UnregisterPushTokenResultSchema>;
