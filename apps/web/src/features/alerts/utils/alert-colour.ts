import {
  alertColour,
  alertLevel,
  type AlertColour,
  type RawAlert,
  type SubscribedAlertRules,
} from '@armada/contracts/alerts';

/**
 * An alert's colour (docs/rules/alert-center.md §4) from the user's subscribed rules and urgent
 * scope; until the rules are known, the server's urgency flags stand in for the level.
 */
export function colourOfAlert(
  alert: RawAlert,
  rules: SubscribedAlertRules | null,
  hasUrgentScope: boolean,
): AlertColour {
  const level = rules
    ? alertLevel(alert, rules, hasUrgentScope)
    : hasUrgentScope && alert.isUrgent
      ? 'urgent'
      : 'important';
  return alertColour(alert, level, hasUrgentScope);
}
