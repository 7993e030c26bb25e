import type { AlertRuleTemplate, SelectedAlertRuleTemplate } from '@armada/contracts/alerts';

/** The codes ticked per selected category (template id to codes); absent: not selected. */
export type OnboardingSelection = ReadonlyMap<number, readonly number[]>;

/** The detail page opens with the category's choice, or its default codes when not chosen yet. */
export function initialCodes(
  template: AlertRuleTemplate,
  selection: OnboardingSelection,
): number[] {
  return [
    ...(selection.get(template.templateId) ?? template.defaultAlertCodes.map((c) => c.alertCode)),
  ];
}

/** Confirming stores the ticked codes; none ticked leaves the category unselected. */
export function confirmCodes(
  selection: OnboardingSelection,
  templateId: number,
  codes: readonly number[],
): OnboardingSelection {
  const next = new Map(selection);
  if (codes.length === 0) next.delete(templateId);
  else next.set(templateId, [...codes]);
  return next;
}

/** Save is enabled with at least one selected category. */
export function canSave(selection: OnboardingSelection): boolean {
  return selection.size > 0;
}

/** The createAlertRules input, in the templates' order. */
export function selectedTemplates(
  templates: readonly AlertRuleTemplate[],
  selection: OnboardingSelection,
): SelectedAlertRuleTemplate[] {
  return templates.flatMap((template) => {
    const codes = selection.get(template.templateId);
    return codes?.length ? [{ templateId: template.templateId, alertCodes: [...codes] }] : [];
  });
}
