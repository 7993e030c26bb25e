import Type, { type Static } from 'typebox';
import { SubscribedAlertRulesSchema } from './alerts';
import { GraphqlResultSchema } from '../shared/graphql-result';
import { LiveTagsPayloadSchema } from '../live/live-channel';

/**
 * GraphQL `payload` (docs/rules/alert-center.md §7, "get payload"): the live-channel tags the
 * client sends in `update_tags`, and the alert rules the user subscribed to per level.
 */
export const PAYLOAD_FILTER_TYPES = ['SystemNotif', 'AlertCenter'] as const;
export type PayloadFilterType = (typeof PAYLOAD_FILTER_TYPES)[number];

export const AlertCenterPayloadFilterSchema = Type.Object(
  {
    /** Include the tags of vehicles shared with the company (needs shared_vehicle:read). */
    isSharedVehicle: Type.Optional(Type.Boolean()),
    /** SystemNotif always; AlertCenter when the user has alert-center scope. */
    filterByType: Type.Array(Type.Enum(PAYLOAD_FILTER_TYPES), {
      minItems: 1,
      maxItems: PAYLOAD_FILTER_TYPES.length,
      uniqueItems: true,
    }),
  },
  { $id: 'AlertCenterPayloadFilter', additionalProperties: false },
);
export type AlertCenterPayloadFilter = Static<typeof AlertCenterPayloadFilterSchema>;

export const AlertCenterPayloadResultSchema = GraphqlResultSchema({
  payload: Type.Union([LiveTagsPayloadSchema, Type.Null()]),
  /** Null when AlertCenter was not requested. */
  subscribedAlertRules: Type.Union([SubscribedAlertRulesSchema, Type.Null()]),
});
export type AlertCenterPayloadResult = Static<typeof AlertCenterPayloadResultSchema>;
