import { AlertRuleService } from '../../services/alert-rule-service';
import { alertRuleResolvers } from '../../transport/graphql/alert-rule-resolvers';
import { defineModule } from '../module';

declare module '../../services/services' {
  interface Services {
    /** The companies' alert rules: seeded, onboarding templates, rule settings (ALERTRULE-*). */
    alertRules: AlertRuleService;
  }
}

export const alertRulesModule = defineModule({
  name: 'alert-rules',
  services: ({ store, seed }) => ({ alertRules: new AlertRuleService({ store, seed }) }),
  resolvers: alertRuleResolvers,
  // A store without alert rules gets the seeded ones before the fleet raises alerts.
  seed: ({ services }) => services.alertRules.seed(),
});
