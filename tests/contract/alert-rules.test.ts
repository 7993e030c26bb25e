import { beforeAll, describe, expect, it } from 'vitest';
import {
  AlertRuleTemplateSchema,
  AlertRulesResultSchema,
  CompanyAlertRuleSchema,
  CreateAlertRulesResultSchema,
  UpdateAlertRuleResultSchema,
  AlertRuleTemplatesResultSchema,
  type CompanyAlertRule,
} from '@armada/contracts/alerts';
import type { ApiClient } from './lib/client';
import { adminClient, signedIn } from './lib/client';
import type { GraphqlBody } from './lib/graphql';
import { expectSchema } from './lib/schema';

/**
 * The company's alert rules (docs/rules/alert-center.md §2, §4, §6 and §7) against a running
 * server: the onboarding's templates and rule creation, and the Setting Notification List's rules
 * with their urgency and auto-popup flags, changed only with the rule-setting scope; bad input is
 * refused, naming the field, and changes nothing. Every change made here is undone.
 */

const RESULT = 'isSuccessful errorCode errorName message status';
const CODE =
  'alertCode descriptions { idn eng } fullDescriptions { idn eng } isAlreadyActive alertRuleLabels';
const RULE = 'id nameIdn nameEng level autoPopup alertCodes templateId';
const TEMPLATES = `query AlertRuleTemplates($filter: AlertRuleTemplatesFilter) {
  alertRuleTemplates(filter: $filter) { ${RESULT}
    list { templateId category nameIdn nameEng descriptionIdn descriptionEng
      defaultAlertCodes { ${CODE} } additionalAlertCodes { ${CODE} } }
    pagination { page show total } } }`;
const CREATE = `mutation CreateAlertRules($input: CreateAlertRulesInput!) {
  createAlertRules(input: $input) { ${RESULT} data { createdAlertRuleIds skippedAlertCodes } } }`;
const RULES = `query AlertRules { alertRules { ${RESULT} list { ${RULE} } } }`;
const UPDATE = `mutation UpdateAlertRule($input: UpdateAlertRuleInput!) {
  updateAlertRule(input: $input) { ${RESULT} data { ${RULE} } } }`;

interface Outcome {
  isSuccessful: boolean;
  errorCode: string | null;
  message: string | null;
  status: number;
}

let admin: ApiClient;

async function call<T>(client: ApiClient, field: string, query: string, variables: object = {}) {
  const response = await client.graphql<GraphqlBody>(query, variables as Record<string, unknown>);
  expect(response.status, response.describe()).toBe(200);
  const result = (response.body?.data as Record<string, unknown> | undefined)?.[field];
  expect(result, response.describe()).toBeDefined();
  return result as T & Outcome;
}

async function rules(client: ApiClient = admin): Promise<CompanyAlertRule[]> {
  const result = await call<{ list: CompanyAlertRule[] }>(client, 'alertRules', RULES);
  expectSchema(AlertRulesResultSchema, result, 'AlertRules result');
  expect(result.isSuccessful, result.message ?? '').toBe(true);
  return result.list;
}

beforeAll(() => {
  admin = adminClient();
});

describe('alert rule templates (onboarding)', () => {
  it('lists the Recommendation templates with default and additional codes', async () => {
    const result = await call<{ list: unknown[]; pagination: { total: number } }>(
      admin,
      'alertRuleTemplates',
      TEMPLATES,
      { filter: { category: 'Recommendation', pagination: { page: 1, show: 999 } } },
    );
    expectSchema(AlertRuleTemplatesResultSchema, result, 'AlertRuleTemplates result');
    expect(result.isSuccessful, result.message ?? '').toBe(true);
    expect(result.list.length).toBeGreaterThan(0);
    expect(result.pagination.total).toBe(result.list.length);
    for (const template of result.list) {
      expectSchema(AlertRuleTemplateSchema, template, 'template');
      expect((template as { category: string }).category).toBe('Recommendation');
      expect(
        (template as { defaultAlertCodes: unknown[] }).defaultAlertCodes.length,
      ).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown template, naming templateId, and creates nothing', async () => {
    const before = await rules();
    const result = await call<{ data: unknown }>(admin, 'createAlertRules', CREATE, {
      input: { templates: [{ templateId: 9999, alertCodes: [49] }] },
    });
    expectSchema(CreateAlertRulesResultSchema, result, 'CreateAlertRules failure');
    expect(result).toMatchObject({ isSuccessful: false, data: null });
    expect(result.errorCode).toBeTruthy();
    expect(result.message).toMatch(/templateId/);
    expect(await rules()).toEqual(before);
  });

  it('skips codes the company already watches instead of duplicating them', async () => {
    const templates = await call<{
      list: {
        templateId: number;
        defaultAlertCodes: { alertCode: number; isAlreadyActive: boolean }[];
      }[];
    }>(admin, 'alertRuleTemplates', TEMPLATES, {});
    const active = templates.list.flatMap((template) =>
      template.defaultAlertCodes
        .filter((code) => code.isAlreadyActive)
        .map((code) => ({ templateId: template.templateId, alertCode: code.alertCode })),
    )[0];
    expect(active, 'a recommended code the company already watches').toBeDefined();
    if (!active) return;
    const before = await rules();
    const result = await call<{
      data: { createdAlertRuleIds: number[]; skippedAlertCodes: number[] };
    }>(admin, 'createAlertRules', CREATE, {
      input: { templates: [{ templateId: active.templateId, alertCodes: [active.alertCode] }] },
    });
    expectSchema(CreateAlertRulesResultSchema, result, 'CreateAlertRules result');
    expect(result.isSuccessful, result.message ?? '').toBe(true);
    expect(result.data).toEqual({ createdAlertRuleIds: [], skippedAlertCodes: [active.alertCode] });
    expect(await rules()).toEqual(before);
  });
});

describe('the company alert rules (Setting Notification List)', () => {
  it('lists the rules with their urgency and auto-popup flags', async () => {
    const list = await rules();
    expect(list.length).toBeGreaterThan(0);
    for (const rule of list) expectSchema(CompanyAlertRuleSchema, rule, 'rule');
  });

  it("changes a rule's auto popup with the rule-setting scope, and back", async () => {
    const [rule] = await rules();
    if (!rule) return;
    const changed = await call<{ data: CompanyAlertRule | null }>(
      admin,
      'updateAlertRule',
      UPDATE,
      {
        input: { id: rule.id, autoPopup: !rule.autoPopup },
      },
    );
    expectSchema(UpdateAlertRuleResultSchema, changed, 'UpdateAlertRule result');
    expect(changed.isSuccessful, changed.message ?? '').toBe(true);
    expect(changed.data).toEqual({ ...rule, autoPopup: !rule.autoPopup });
    const back = await call<{ data: CompanyAlertRule | null }>(admin, 'updateAlertRule', UPDATE, {
      input: { id: rule.id, autoPopup: rule.autoPopup },
    });
    expect(back.data).toEqual(rule);
  });

  it('refuses an unknown rule, an empty change and a user without the rule-setting scope', async () => {
    const before = await rules();
    const [rule] = before;
    if (!rule) return;
    const unknown = await call<{ data: unknown }>(admin, 'updateAlertRule', UPDATE, {
      input: { id: 999_999, level: 'urgent' },
    });
    expectSchema(UpdateAlertRuleResultSchema, unknown, 'UpdateAlertRule failure');
    expect(unknown).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND', status: 404 });
    const empty = await call<{ data: unknown }>(admin, 'updateAlertRule', UPDATE, {
      input: { id: rule.id },
    });
    expect(empty).toMatchObject({ isSuccessful: false, data: null });
    expect(empty.errorCode).toBeTruthy();

    const bad = await admin.graphql<GraphqlBody>(UPDATE, { input: { id: rule.id, level: 'loud' } });
    expect(JSON.stringify(bad.body)).toMatch(/loud|level/);

    // The branded demo account follows alerts but holds no rule-setting scope.
    const branded = await signedIn('branded');
    const [theirs] = await rules(branded);
    if (theirs) {
      const refused = await call<{ data: unknown }>(branded, 'updateAlertRule', UPDATE, {
        input: { id: theirs.id, autoPopup: !theirs.autoPopup },
      });
      expect(refused).toMatchObject({ isSuccessful: false, errorCode: 'FORBIDDEN', status: 403 });
    }
    expect(await rules()).toEqual(before);
  });
});
