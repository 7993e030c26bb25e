/** The alert center's two accordions (docs/rules/alert-center.md §2 and §6). */
export type AccordionKey = 'urgent' | 'important';

/** Default open accordion: Urgent with urgent scope, else Important. */
export function defaultAccordion(hasUrgentScope: boolean): AccordionKey {
  return hasUrgentScope ? 'urgent' : 'important';
}

/**
 * Without urgent scope the Urgent accordion is not offered (a coming-soon banner shows in its
 * place) and the Important accordion is disabled.
 */
export function accordionAvailability(hasUrgentScope: boolean): Record<AccordionKey, boolean> {
  return { urgent: hasUrgentScope, important: hasUrgentScope };
}

/**
 * Clicking an accordion header: only one is open at a time; clicking the open one closes it.
 * A disabled accordion does not change anything.
 */
export function toggleAccordion(
  open: AccordionKey | null,
  clicked: AccordionKey,
  hasUrgentScope: boolean,
): AccordionKey | null {
  if (!accordionAvailability(hasUrgentScope)[clicked]) return open;
  return open === clicked ? null : clicked;
}

/** Whether an accordion shows its list. */
export function isAccordionExpanded(
  open: AccordionKey | null,
  key: AccordionKey,
  hasUrgentScope: boolean,
): boolean {
  return open === key && accordionAvailability(hasUrgentScope)[key];
}
