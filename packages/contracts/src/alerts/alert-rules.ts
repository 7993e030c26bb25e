import Type, { type Static } from 'typebox';
import { GraphqlResultSchema } from '../shared/graphql-result';

/**
 * A company's alert rules as the Setting Notification List page shows and edits them
 * (docs/rules/alert-center.md §2, §3 and §6): which codes each rule watches, its urgency and
 * whether its alerts open a popup on their own. Editing needs `e4b-alert-center-rule-setting:read`.
 * GraphQL `alertRules`, `updateAlertRule`.
 */

/**
 * A rule's urgency: `urgent` alerts go to the Urgent accordion, `important` ones to Important,
 * `normal` ones are recorded (notifications page) but not shown in the alert center.
 */
export const ALERT_RULE_LEVELS = ['urgent', 'important', 'normal'] as const;
export type AlertRuleLevel = (typeof ALERT_RULE_LEVELS)[number];
export const AlertRuleLevelSchema = Type.Enum([...ALERT_RULE_LEVELS], { $id: 'AlertRuleLevel' });

export const CompanyAlertRuleSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    nameIdn: Type.String(),
    nameEng: Type.String(),
    level: AlertRuleLevelSchema,
    /** Its alerts open a preview popup on arrival (counted as important unless urgent). */
    autoPopup: Type.Boolean(),
    alertCodes: Type.Array(Type.Integer({ minimum: 0 })),
    /** The onboarding template it was created from; null for the company's own rules. */
    templateId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  },
  { $id: 'CompanyAlertRule' },
);
export type CompanyAlertRule = Static<typeof CompanyAlertRuleSchema>;

/** A change to one rule's flags: at least one of `level` and `autoPopup`. */
export const UpdateAlertRuleInputSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    level: Type.Optional(AlertRuleLevelSchema),
    autoPopup: Type.Optional(Type.Boolean()),
  },
  { $id: 'UpdateAlertRuleInput', additionalProperties: false },
);
export type UpdateAlertRuleInput = Static<typeof UpdateAlertRuleInputSchema>;

export const AlertRulesResultSchema = GraphqlResultSchema({
  list: Type.Array(CompanyAlertRuleSchema),
});
export type AlertRulesResult = Static<typeof AlertRulesResultSchema>;

export const UpdateAlertRuleResultSchema = GraphqlResultSchema({
  data: Type.Union([CompanyAlertRuleSchema, Type.Null()]),
});
export type UpdateAlertRuleResult = Static<typeof UpdateAlertRuleResultSchema>;
