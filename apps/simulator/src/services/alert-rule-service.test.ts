import type {
  AlertRuleTemplate,
  CompanyAlertRule,
  RawAlert,
  SubscribedAlertRules,
} from '@armada/contracts/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAlertRules } from '../engine/alerts/alert-rules';
import { ALERT_CODES } from '../engine/alerts/alert-codes';
import { TEST_SEED, startTestSimulator, type TestSimulator } from '../testing/test-simulator';

const RESULT = 'isSuccessful errorCode message status';
const CODE =
  'alertCode descriptions { idn eng } fullDescriptions { idn eng } isAlreadyActive alertRuleLabels';
const TEMPLATES = `query T($filter: AlertRuleTemplatesFilter) { alertRuleTemplates(filter: $filter) {
  ${RESULT} list { templateId category nameIdn nameEng descriptionIdn descriptionEng
  defaultAlertCodes { ${CODE} } additionalAlertCodes { ${CODE} } } pagination { page show total } } }`;
const CREATE = `mutation C($input: CreateAlertRulesInput!) { createAlertRules(input: $input) {
  ${RESULT} data { createdAlertRuleIds skippedAlertCodes } } }`;
const RULE = 'id nameIdn nameEng level autoPopup alertCodes templateId';
const RULES = `query { alertRules { ${RESULT} list { ${RULE} } } }`;
const UPDATE = `mutation U($input: UpdateAlertRuleInput!) { updateAlertRule(input: $input) {
  ${RESULT} data { ${RULE} } } }`;
const PAYLOAD = `query P($filter: PayloadFilter!) { payload(filter: $filter) { ${RESULT}
  subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules } } }`;

interface Result {
  isSuccessful: boolean;
  errorCode: string | null;
  message: string | null;
  status: number;
}

/** Alert rules as company master data, the onboarding templates, rule settings (ALERTRULE-*). */
describe('the alert rule service', () => {
  let t: TestSimulator;
  let cookies: { operator: string; branded: string; driver: string };

  const gql = async <T>(cookie: string, field: string, query: string, variables: object = {}) => {
    const response = await t.as(cookie, {
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
    });
    const body = response.json<{ data?: Record<string, T & Result>; errors?: unknown }>();
    if (!body.data?.[field]) throw new Error(`${field}: ${response.body}`);
    return body.data[field];
  };
  const rulesOf = async (cookie: string) =>
    (await gql<{ list: CompanyAlertRule[] }>(cookie, 'alertRules', RULES)).list;
  const templates = (cookie: string, filter?: object) =>
    gql<{ list: AlertRuleTemplate[]; pagination: { page: number; show: number; total: number } }>(
      cookie,
      'alertRuleTemplates',
      TEMPLATES,
      filter ? { filter } : {},
    );
  const create = (cookie: string, templates: object[]) =>
    gql<{ data: { createdAlertRuleIds: number[]; skippedAlertCodes: number[] } | null }>(
      cookie,
      'createAlertRules',
      CREATE,
      { input: { templates } },
    );
  const update = (cookie: string, input: object) =>
    gql<{ data: CompanyAlertRule | null }>(cookie, 'updateAlertRule', UPDATE, { input });
  const subscribed = async (cookie: string) =>
    (
      await gql<{ subscribedAlertRules: SubscribedAlertRules }>(cookie, 'payload', PAYLOAD, {
        filter: { filterByType: ['AlertCenter'] },
      })
    ).subscribedAlertRules;

  beforeAll(async () => {
    t = await startTestSimulator({ controls: true });
    await t.simulator.services.liveFleet.start();
    cookies = {
      operator: await t.login('operator'),
      branded: await t.login('branded'),
      driver: await t.login('driver'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('ALERTRULE-1 seeds the rules of ALERT-3 once, and a second seed keeps changes', async () => {
    const { store, services } = t.simulator;
    const seeded = seedAlertRules({
      seed: TEST_SEED,
      companyIds: store.entries('companies').map((entry) => entry.record.id),
    });
    expect(services.alertRules.all()).toEqual(seeded);
    const [first] = await rulesOf(cookies.operator);
    if (!first) throw new Error('no rule');
    await update(cookies.operator, { id: first.id, autoPopup: !first.autoPopup });
    await services.alertRules.seed();
    const again = (await rulesOf(cookies.operator)).find((rule) => rule.id === first.id);
    expect(again?.autoPopup).toBe(!first.autoPopup);
    await update(cookies.operator, { id: first.id, autoPopup: first.autoPopup });
  });

  it('ALERTRULE-2 lists the Recommendation templates with paging, none of another category', async () => {
    const all = await templates(cookies.operator);
    expect(all.isSuccessful).toBe(true);
    // Template 7 (geofences and routes) came with docs/rules/geofences.md GEO-10.
    expect(all.list.map((template) => template.templateId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(all.pagination).toEqual({ page: 1, show: 999, total: 7 });
    for (const template of all.list) {
      expect(template.category).toBe('Recommendation');
      expect(template.defaultAlertCodes.length).toBeGreaterThan(0);
    }
    const second = await templates(cookies.operator, {
      category: 'Recommendation',
      pagination: { page: 2, show: 4 },
    });
    expect(second.list.map((template) => template.templateId)).toEqual([5, 6, 7]);
    expect(second.pagination).toEqual({ page: 2, show: 4, total: 7 });
    const other = await templates(cookies.operator, { category: 'Other' });
    expect(other.list).toEqual([]);
    expect(other.pagination.total).toBe(0);
    const bad = await templates(cookies.operator, { pagination: { page: 0 } });
    expect(bad).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR' });
    expect(bad.message).toContain('filter.pagination.page');
  });

  it('ALERTRULE-3 marks codes the alert center already shows, and names the rules watching a code', async () => {
    const { list } = await templates(cookies.operator);
    const fatigue = list.find((template) => template.templateId === 1);
    const code = (alertCode: number) =>
      [...(fatigue?.defaultAlertCodes ?? []), ...(fatigue?.additionalAlertCodes ?? [])].find(
        (entry) => entry.alertCode === alertCode,
      );
    // Eyes closed is in every company's urgent rule; distraction only in the recording rule.
    expect(code(ALERT_CODES.eyesClosed.code)).toMatchObject({
      isAlreadyActive: true,
      alertRuleLabels: ['Keselamatan kritis'],
      descriptions: { idn: 'Pengemudi memejamkan mata', eng: 'Driver eyes closed' },
    });
    expect(code(ALERT_CODES.distraction.code)).toMatchObject({
      isAlreadyActive: false,
      alertRuleLabels: ['Pemantauan armada'],
    });
    expect(code(ALERT_CODES.distraction.code)?.fullDescriptions.eng).toMatch(/road/);
  });

  it('ALERTRULE-4 refuses an unknown or repeated template and a foreign code, creating nothing', async () => {
    const before = await rulesOf(cookies.operator);
    const unknown = await create(cookies.operator, [{ templateId: 99, alertCodes: [49] }]);
    expect(unknown).toMatchObject({
      isSuccessful: false,
      errorCode: 'VALIDATION_ERROR',
      data: null,
    });
    expect(unknown.message).toContain('input.templates.0.templateId');
    const twice = await create(cookies.operator, [
      { templateId: 1, alertCodes: [53] },
      { templateId: 1, alertCodes: [55] },
    ]);
    expect(twice.message).toContain('input.templates.1.templateId');
    const foreign = await create(cookies.operator, [
      { templateId: 2, alertCodes: [90] },
      { templateId: 1, alertCodes: [53, 8] },
    ]);
    expect(foreign).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR' });
    expect(foreign.message).toContain('input.templates.1.alertCodes');
    const empty = await create(cookies.operator, []);
    expect(empty.message).toContain('input.templates');
    expect(await rulesOf(cookies.operator)).toEqual(before);
  });

  it('ALERTRULE-4 ALERTRULE-5 ALERTRULE-6 creates an urgent auto-popup rule of the new codes, and the next alert of one is urgent', async () => {
    const { distraction, noSeatbelt, eyesClosed } = ALERT_CODES;
    const before = await t.as(cookies.operator, {
      method: 'POST',
      url: '/api/simulator/alerts',
      payload: { alertCode: distraction.code },
    });
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json<{ data: RawAlert[] }>().data[0]).toMatchObject({
      isUrgent: false,
      isImportant: false,
    });

    const created = await create(cookies.operator, [
      { templateId: 1, alertCodes: [eyesClosed.code, distraction.code, noSeatbelt.code] },
    ]);
    expect(created.isSuccessful, created.message ?? '').toBe(true);
    expect(created.data?.skippedAlertCodes).toEqual([eyesClosed.code]);
    const [id] = created.data?.createdAlertRuleIds ?? [];
    const rule = (await rulesOf(cookies.operator)).find((entry) => entry.id === id);
    expect(rule).toMatchObject({
      level: 'urgent',
      autoPopup: true,
      templateId: 1,
      nameEng: 'Driver fatigue and distraction',
      alertCodes: [distraction.code, noSeatbelt.code],
    });
    const rules = await subscribed(cookies.operator);
    expect(rules.urgentAlertRules).toContain(id);
    expect(rules.autoPopupAlertRules).toContain(id);
    // Another company's subscribed rules are not touched.
    expect((await subscribed(cookies.branded)).urgentAlertRules).not.toContain(id);

    const after = await t.as(cookies.operator, {
      method: 'POST',
      url: '/api/simulator/alerts',
      payload: { alertCode: distraction.code },
    });
    const alert = after.json<{ data: RawAlert[] }>().data[0];
    expect(alert).toMatchObject({ isUrgent: true, isImportant: false });
    expect(alert?.alertRuleIds).toContain(id);

    // Selecting the same codes again creates nothing: they are all active now.
    const again = await create(cookies.operator, [
      { templateId: 1, alertCodes: [distraction.code] },
    ]);
    expect(again.data).toEqual({ createdAlertRuleIds: [], skippedAlertCodes: [distraction.code] });
  });

  it('ALERTRULE-5 a collision-avoidance rule is urgent without auto popup, a fuel rule important', async () => {
    const created = await create(cookies.branded, [
      { templateId: 2, alertCodes: [91, 134] },
      { templateId: 4, alertCodes: [13] },
    ]);
    expect(created.isSuccessful, created.message ?? '').toBe(true);
    const rules = await rulesOf(cookies.branded);
    const made = rules.filter((rule) => created.data?.createdAlertRuleIds.includes(rule.id));
    expect(made.map((rule) => [rule.templateId, rule.level, rule.autoPopup])).toEqual([
      [2, 'urgent', false],
      [4, 'important', false],
    ]);
  });

  it('ALERTRULE-7 lists the company rules and changes one flag with the rule-setting scope', async () => {
    const rules = await rulesOf(cookies.operator);
    expect(rules.length).toBeGreaterThanOrEqual(3);
    expect(rules.map((rule) => rule.id)).toEqual(
      [...rules.map((rule) => rule.id)].sort((a, b) => a - b),
    );
    const normal = rules.find((rule) => rule.level === 'normal');
    if (!normal) throw new Error('no normal rule');
    const changed = await update(cookies.operator, { id: normal.id, level: 'important' });
    expect(changed).toMatchObject({
      isSuccessful: true,
      data: { id: normal.id, level: 'important' },
    });
    expect((await subscribed(cookies.operator)).importantAlertRules).toContain(normal.id);
    const back = await update(cookies.operator, { id: normal.id, level: 'normal' });
    expect(back.data?.level).toBe('normal');
  });

  it('ALERTRULE-7 refuses a change without the scope, of another company, of nothing or of a bad level', async () => {
    const [own] = await rulesOf(cookies.operator);
    const [theirs] = await rulesOf(cookies.branded);
    if (!own || !theirs) throw new Error('no rules');
    const noScope = await update(cookies.branded, { id: theirs.id, autoPopup: true });
    expect(noScope).toMatchObject({ isSuccessful: false, errorCode: 'FORBIDDEN', status: 403 });
    const foreign = await update(cookies.operator, { id: theirs.id, autoPopup: true });
    expect(foreign).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND', status: 404 });
    const nothing = await update(cookies.operator, { id: own.id });
    expect(nothing).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR' });
    const response = await t.as(cookies.operator, {
      method: 'POST',
      url: '/graphql',
      payload: { query: UPDATE, variables: { input: { id: own.id, level: 'loud' } } },
    });
    expect(response.body).toContain('loud');
    expect(await rulesOf(cookies.branded)).toContainEqual(theirs);
    expect(await rulesOf(cookies.operator)).toContainEqual(own);
    // Reading the rules needs no scope: the page is read-only without it.
    expect((await rulesOf(cookies.driver)).length).toBeGreaterThan(0);
  });

  it('ALERTRULE-8 updateCompany sets setupNotifCompleted and the identity carries it', async () => {
    const whoami = async () =>
      (await t.as(cookies.operator, { method: 'GET', url: '/api/whoami' })).json<{
        data: { companyId: number; setupNotifCompleted?: boolean };
      }>().data;
    const identity = await whoami();
    expect(identity.setupNotifCompleted).toBe(false);
    const result = await gql<{ id: number }>(
      cookies.operator,
      'updateCompany',
      `mutation U($input: UpdateCompanyInput!) { updateCompany(input: $input) { ${RESULT} id } }`,
      { input: { id: identity.companyId, setupNotifCompleted: true } },
    );
    expect(result.isSuccessful, result.message ?? '').toBe(true);
    expect((await whoami()).setupNotifCompleted).toBe(true);
  });
});
