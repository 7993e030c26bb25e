import {
  ALERT_CONSTANTS,
  alertCodeName,
  type AlertRuleTemplate,
  type AlertRuleTemplateCode,
  type AlertRuleTemplatesFilter,
  type CompanyAlertRule,
  type CreateAlertRulesInput,
  type UpdateAlertRuleInput,
} from '@armada/contracts/alerts';
import { PERMISSIONS } from '@armada/contracts/auth';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { AlertRuleRecord } from '../domain/records';
import {
  ALERT_CODE_FULL_DESCRIPTIONS,
  ALERT_RULE_TEMPLATES,
  templateById,
} from '../engine/alerts/alert-rule-templates';
import { seedAlertRules, type AlertRule } from '../engine/alerts/alert-rules';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { requireAny } from './permissions';
import { ServiceError } from './service-error';

type Language = 'id' | 'en';
const say = (language: Language, id: string, en: string) => (language === 'id' ? id : en);

const DEFAULT_SHOW = ALERT_CONSTANTS.alertRuleTemplates.show;

/**
 * The companies' alert rules as master data (ALERTRULE-1..7): seeded once per store, read by the
 * alert engine and the payload query at every use (so a change applies to the next alert),
 * extended by the onboarding's templates and edited on the Setting Notification List page.
 */
export class AlertRuleService {
  /** The rules of every company now; a new array after every change (the engine's cue). */
  private cached: readonly AlertRule[] | null = null;

  constructor(
    private readonly deps: {
      store: DocumentStore;
      seed: number;
    },
  ) {}

  /**
   * ALERTRULE-1: a store without rules gets the seeded ones (ALERT-3) for every company; a store
   * that has them keeps them, changes included, across restarts.
   */
  async seed(): Promise<void> {
    const { store, seed } = this.deps;
    if (store.count('alert_rules') > 0) return;
    const rules = seedAlertRules({
      seed,
      companyIds: store.entries('companies').map((entry) => entry.record.id),
    });
    await store.write((batch) => {
      for (const rule of rules) batch.put('alert_rules', rule.companyId, toRecord(rule, null));
    });
    this.cached = null;
  }

  /** ALERTRULE-6: every company's rules in force now, in id order. */
  all(): readonly AlertRule[] {
    if (!this.cached) {
      this.cached = this.deps.store
        .entries('alert_rules')
        .map(({ companyId, record }) => toRule(companyId, record));
    }
    return this.cached;
  }

  /** ALERTRULE-7: the company's rules, in id order. */
  list(auth: AuthContext): CompanyAlertRule[] {
    return this.deps.store.list('alert_rules', auth.company.id).map(toWire);
  }

  /**
   * ALERTRULE-7: changes one rule's level or auto popup; needs the rule-setting scope, names the
   * rule that is not the company's, and refuses a change of nothing. Nothing changes on refusal.
   */
  async update(auth: AuthContext, input: UpdateAlertRuleInput): Promise<CompanyAlertRule> {
    requireAny(auth, [PERMISSIONS.alertCenterRuleSettingRead], 'change alert rules');
    const language: Language = auth.user.language;
    if (input.level === undefined && input.autoPopup === undefined) {
      throw invalid(
        'input',
        say(
          language,
          'Tidak ada yang diubah: kirim level atau autoPopup.',
          'Nothing to change: give level or autoPopup.',
        ),
      );
    }
    const updated = await this.deps.store.write((batch) => {
      const record = this.deps.store.get('alert_rules', auth.company.id, input.id);
      if (!record) {
        throw ServiceError.notFound(
          say(
            language,
            `Aturan peringatan ${input.id} tidak ditemukan.`,
            `Alert rule ${input.id} not found.`,
          ),
          { reason: SERVER_ERROR_REASONS.alertRuleNotFound, params: { id: input.id } },
        );
      }
      const next: AlertRuleRecord = {
        ...record,
        alertCodes: [...record.alertCodes],
        ...(input.level === undefined ? {} : { level: input.level }),
        ...(input.autoPopup === undefined ? {} : { autoPopup: input.autoPopup }),
      };
      batch.put('alert_rules', auth.company.id, next);
      return next;
    });
    this.cached = null;
    return toWire(updated);
  }

  /**
   * ALERTRULE-2, ALERTRULE-3: the templates of a category (Recommendation; another category has
   * none), paged, each code with whether the company already watches it in the alert center
   * and the names of the company's rules that watch it.
   */
  templates(
    auth: AuthContext,
    filter: AlertRuleTemplatesFilter,
  ): { list: AlertRuleTemplate[]; pagination: { page: number; show: number; total: number } } {
    const category = filter.category ?? ALERT_CONSTANTS.alertRuleTemplates.category;
    const page = filter.pagination?.page ?? 1;
    const show = filter.pagination?.show ?? DEFAULT_SHOW;
    const matching = ALERT_RULE_TEMPLATES.filter((template) => template.category === category);
    const own = this.deps.store.list('alert_rules', auth.company.id);
    const language: Language = auth.user.language;
    const codeOf = (alertCode: number): AlertRuleTemplateCode => {
      const watching = own.filter((rule) => rule.alertCodes.includes(alertCode));
      const full = ALERT_CODE_FULL_DESCRIPTIONS[alertCode];
      const idn = alertCodeName(alertCode, 'id') ?? String(alertCode);
      const eng = alertCodeName(alertCode, 'en') ?? String(alertCode);
      return {
        alertCode,
        descriptions: { idn, eng },
        fullDescriptions: { idn: full?.[0] ?? idn, eng: full?.[1] ?? eng },
        isAlreadyActive: watching.some(reachesAlertCenter),
        alertRuleLabels: watching.map((rule) => (language === 'id' ? rule.nameIdn : rule.nameEng)),
      };
    };
    const list = matching
      .slice((page - 1) * show, page * show)
      .map((template): AlertRuleTemplate => ({
        templateId: template.templateId,
        category: template.category,
        nameIdn: template.nameIdn,
        nameEng: template.nameEng,
        descriptionIdn: template.descriptionIdn,
        descriptionEng: template.descriptionEng,
        defaultAlertCodes: template.defaultAlertCodes.map(codeOf),
        additionalAlertCodes: template.additionalAlertCodes.map(codeOf),
      }));
    return { list, pagination: { page, show, total: matching.length } };
  }

  /**
   * ALERTRULE-4, ALERTRULE-5: one rule per selected template, with its ticked codes the company
   * does not yet watch in the alert center, at the template's level. Every template must be a
   * known one, once, and every code one of its codes; otherwise nothing is created.
   */
  async create(
    auth: AuthContext,
    input: CreateAlertRulesInput,
  ): Promise<{ createdAlertRuleIds: number[]; skippedAlertCodes: number[] }> {
    const language: Language = auth.user.language;
    const seen = new Set<number>();
    input.templates.forEach((selected, index) => {
      const template = templateById(selected.templateId);
      if (!template || seen.has(selected.templateId)) {
        throw invalid(
          `input.templates.${index}.templateId`,
          template
            ? say(
                language,
                `Templat ${selected.templateId} dipilih lebih dari sekali.`,
                `Template ${selected.templateId} is selected more than once.`,
              )
            : say(
                language,
                `Templat ${selected.templateId} tidak dikenal.`,
                `Template ${selected.templateId} is not known.`,
              ),
        );
      }
      seen.add(selected.templateId);
      const allowed = new Set([...template.defaultAlertCodes, ...template.additionalAlertCodes]);
      const foreign = selected.alertCodes.filter((code) => !allowed.has(code));
      if (foreign.length > 0) {
        throw invalid(
          `input.templates.${index}.alertCodes`,
          say(
            language,
            `Kode ${foreign.join(', ')} bukan bagian dari templat ${selected.templateId}.`,
            `Code ${foreign.join(', ')} is not part of template ${selected.templateId}.`,
          ),
        );
      }
    });
    const { store } = this.deps;
    const result = await store.write((batch) => {
      const own = store.list('alert_rules', auth.company.id);
      const active = new Set(own.filter(reachesAlertCenter).flatMap((rule) => rule.alertCodes));
      const created: number[] = [];
      const skipped: number[] = [];
      for (const selected of input.templates) {
        const template = templateById(selected.templateId);
        if (!template) continue;
        const fresh = selected.alertCodes.filter((code) => !active.has(code));
        skipped.push(...selected.alertCodes.filter((code) => active.has(code)));
        if (fresh.length === 0) continue;
        const id = store.reserveId('alert_rules');
        batch.put('alert_rules', auth.company.id, {
          id,
          nameIdn: template.nameIdn,
          nameEng: template.nameEng,
          level: template.level,
          autoPopup: template.autoPopup,
          alertCodes: [...fresh].sort((a, b) => a - b),
          templateId: template.templateId,
        });
        for (const code of fresh) active.add(code);
        created.push(id);
      }
      return { createdAlertRuleIds: created, skippedAlertCodes: [...new Set(skipped)] };
    });
    this.cached = null;
    return result;
  }
}

/** ALERTRULE-3: a rule whose alerts the alert center shows (urgent, important or auto popup). */
function reachesAlertCenter(rule: AlertRuleRecord): boolean {
  return rule.level !== 'normal' || rule.autoPopup;
}

function toRecord(rule: AlertRule, templateId: number | null): AlertRuleRecord {
  return {
    id: rule.id,
    nameIdn: rule.nameIdn,
    nameEng: rule.nameEng,
    level: rule.level,
    autoPopup: rule.autoPopup,
    alertCodes: [...rule.alertCodes],
    templateId,
  };
}

function toRule(companyId: number, record: AlertRuleRecord): AlertRule {
  return {
    id: record.id,
    companyId,
    nameIdn: record.nameIdn,
    nameEng: record.nameEng,
    level: record.level,
    autoPopup: record.autoPopup,
    alertCodes: record.alertCodes,
  };
}

function toWire(record: AlertRuleRecord): CompanyAlertRule {
  return {
    id: record.id,
    nameIdn: record.nameIdn,
    nameEng: record.nameEng,
    level: record.level,
    autoPopup: record.autoPopup,
    alertCodes: [...record.alertCodes],
    templateId: record.templateId,
  };
}

/** GraphQL results carry no field: the message names it first. */
function invalid(field: string, message: string): ServiceError {
  return ServiceError.invalidField(field, `${field}: ${message}`);
}
