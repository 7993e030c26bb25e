import Type, { type Static } from 'typebox';
import { ALERT_CONSTANTS } from './alert-constants';
import { GraphqlResultSchema } from '../shared/graphql-result';

/**
 * The notification onboarding wizard (docs/rules/alert-center.md §3-§4): recommended alert rule
 * templates, the user's selection, and the rules created from it. GraphQL `alertRuleTemplates`,
 * `createAlertRules`.
 */

export const LocalisedTextSchema = Type.Object(
  { idn: Type.String(), eng: Type.String() },
  { $id: 'LocalisedText' },
);
export type LocalisedText = Static<typeof LocalisedTextSchema>;

export const AlertRuleTemplateCodeSchema = Type.Object(
  {
    alertCode: Type.Integer({ minimum: 0 }),
    descriptions: LocalisedTextSchema,
    fullDescriptions: LocalisedTextSchema,
    /** The company already has an active rule for this code. */
    isAlreadyActive: Type.Boolean(),
    /** Names of the company's existing rules for this code. */
    alertRuleLabels: Type.Array(Type.String()),
  },
  { $id: 'AlertRuleTemplateCode' },
);
export type AlertRuleTemplateCode = Static<typeof AlertRuleTemplateCodeSchema>;

export const AlertRuleTemplateSchema = Type.Object(
  {
    templateId: Type.Integer({ minimum: 1 }),
    category: Type.String(),
    nameIdn: Type.String(),
    nameEng: Type.String(),
    descriptionIdn: Type.String(),
    descriptionEng: Type.String(),
    /** Pre-ticked when the category is opened. */
    defaultAlertCodes: Type.Array(AlertRuleTemplateCodeSchema),
    additionalAlertCodes: Type.Array(AlertRuleTemplateCodeSchema),
  },
  { $id: 'AlertRuleTemplate' },
);
export type AlertRuleTemplate = Static<typeof AlertRuleTemplateSchema>;

export const AlertRuleTemplatesFilterSchema = Type.Object(
  {
    category: Type.Optional(Type.String({ default: ALERT_CONSTANTS.alertRuleTemplates.category })),
    pagination: Type.Optional(
      Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1 })),
        show: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
      }),
    ),
  },
  { $id: 'AlertRuleTemplatesFilter' },
);
export type AlertRuleTemplatesFilter = Static<typeof AlertRuleTemplatesFilterSchema>;

/** A category the user selected, with the alert codes ticked in its detail page. */
export const SelectedAlertRuleTemplateSchema = Type.Object(
  {
    templateId: Type.Integer({ minimum: 1 }),
    alertCodes: Type.Array(Type.Integer({ minimum: 0 }), {
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
    }),
  },
  { $id: 'SelectedAlertRuleTemplate' },
);
export type SelectedAlertRuleTemplate = Static<typeof SelectedAlertRuleTemplateSchema>;

/** Save is enabled with at least one selected category. */
export const CreateAlertRulesInputSchema = Type.Object(
  { templates: Type.Array(SelectedAlertRuleTemplateSchema, { minItems: 1, maxItems: 100 }) },
  { $id: 'CreateAlertRulesInput', additionalProperties: false },
);
export type CreateAlertRulesInput = Static<typeof CreateAlertRulesInputSchema>;

export const AlertRuleTemplatesResultSchema = GraphqlResultSchema({
  list: Type.Array(AlertRuleTemplateSchema),
  pagination: Type.Object({
    page: Type.Integer({ minimum: 1 }),
    show: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  }),
});
export type AlertRuleTemplatesResult = Static<typeof AlertRuleTemplatesResultSchema>;

/** Codes already active are skipped, not duplicated. */
export const CreateAlertRulesResultSchema = GraphqlResultSchema({
  data: Type.Union([
    Type.Object({
      createdAlertRuleIds: Type.Array(Type.Integer({ minimum: 1 })),
      skippedAlertCodes: Type.Array(Type.Integer({ minimum: 0 })),
    }),
    Type.Null(),
  ]),
});
export type CreateAlertRulesResult = Static<typeof CreateAlertRulesResultSchema>;

/** Pages of the onboarding modal. */
export const ONBOARDING_PAGES = ['main', 'detail', 'result'] as const;
export type OnboardingPage = (typeof ONBOARDING_PAGES)[number];
