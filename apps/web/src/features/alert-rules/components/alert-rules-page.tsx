import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import {
  ALERT_RULE_LEVELS,
  alertCodeName,
  type AlertRuleLevel,
  type CompanyAlertRule,
} from '@armada/contracts/alerts';
import { useToast } from '@/components/ui/toast';
import { alertRulesQueryOptions, useUpdateAlertRule } from '../api/alert-rules-api';
import './alert-rules-page.css';

export interface AlertRulesPageProps {
  /** Holds `e4b-alert-center-rule-setting:read`: the flags can be changed. */
  canEdit: boolean;
}

/**
 * Setting Notification List (docs/rules/alert-center.md §2 and §6): the company's alert rules with
 * the codes they watch, their urgency and automatic popup; editable with the rule-setting scope,
 * read-only otherwise. A change is saved at once and applies to the next alerts.
 */
export function AlertRulesPage({ canEdit }: AlertRulesPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'id';
  const rules = useQuery(alertRulesQueryOptions());
  const toast = useToast();
  const update = useUpdateAlertRule();
  const nameOf = (rule: CompanyAlertRule) => (language === 'en' ? rule.nameEng : rule.nameIdn);
  const levelOptions = ALERT_RULE_LEVELS.map((level) => ({
    value: level,
    label: t(`alertRules.settings.levels.${level}`),
  }));

  const change = (rule: CompanyAlertRule, input: { level?: AlertRuleLevel; autoPopup?: boolean }) =>
    update.mutate(
      { id: rule.id, ...input },
      {
        onSuccess: (saved) =>
          toast.success(t('alertRules.settings.saved', { name: nameOf(saved) })),
        onError: (error) => toast.error(error.message),
      },
    );

  let body;
  if (rules.isPending) {
    body = (
      <p className="alert-rules-state" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
        {t('alertRules.settings.loading')}
      </p>
    );
  } else if (rules.isError) {
    body = (
      <div className="alert-rules-state" role="alert">
        <p>{t('alertRules.settings.loadFailed')}</p>
        <Button
          type="button"
          label={t('alertRules.settings.retry')}
          outlined
          size="small"
          onClick={() => void rules.refetch()}
        />
      </div>
    );
  } else if (rules.data.length === 0) {
    body = <p className="alert-rules-state">{t('alertRules.settings.empty')}</p>;
  } else {
    body = (
      <table className="alert-rules-table" data-testid="alert-rules-table">
        <thead>
          <tr>
            <th scope="col">{t('alertRules.settings.rule')}</th>
            <th scope="col">{t('alertRules.settings.codes')}</th>
            <th scope="col">{t('alertRules.settings.level')}</th>
            <th scope="col">{t('alertRules.settings.autoPopup')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.data.map((rule) => {
            const name = nameOf(rule);
            const busy = update.isPending && update.variables.id === rule.id;
            return (
              <tr key={rule.id} data-testid="alert-rule-row" data-rule-id={rule.id}>
                <th scope="row" data-label={t('alertRules.settings.rule')}>
                  <span className="alert-rules-name">{name}</span>
                  {rule.templateId !== null && (
                    <span className="alert-rules-tag">{t('alertRules.settings.fromTemplate')}</span>
                  )}
                </th>
                <td data-label={t('alertRules.settings.codes')}>
                  <ul className="alert-rules-codes">
                    {rule.alertCodes.map((code) => (
                      <li key={code}>{alertCodeName(code, language) ?? String(code)}</li>
                    ))}
                  </ul>
                </td>
                <td data-label={t('alertRules.settings.level')}>
                  {canEdit ? (
                    <Dropdown
                      value={rule.level}
                      options={levelOptions}
                      onChange={(event) => {
                        const level = ALERT_RULE_LEVELS.find((l) => l === event.value);
                        if (level && level !== rule.level) change(rule, { level });
                      }}
                      disabled={busy}
                      aria-label={t('alertRules.settings.levelFor', { name })}
                      data-testid="alert-rule-level"
                      className="alert-rules-level"
                    />
                  ) : (
                    <span className={`alert-rules-badge is-${rule.level}`}>
                      {t(`alertRules.settings.levels.${rule.level}`)}
                    </span>
                  )}
                </td>
                <td data-label={t('alertRules.settings.autoPopup')}>
                  {canEdit ? (
                    <InputSwitch
                      checked={rule.autoPopup}
                      onChange={(event) => change(rule, { autoPopup: event.value })}
                      disabled={busy}
                      aria-label={t('alertRules.settings.autoPopupFor', { name })}
                      data-testid="alert-rule-auto-popup"
                    />
                  ) : (
                    <span>
                      {rule.autoPopup ? t('alertRules.settings.yes') : t('alertRules.settings.no')}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <section className="alert-rules-page" aria-labelledby="alert-rules-title">
      <h1 id="alert-rules-title">{t('alertRules.settings.pageTitle')}</h1>
      <p className="alert-rules-intro">{t('alertRules.settings.intro')}</p>
      {!canEdit && (
        <p className="alert-rules-readonly" role="note" data-testid="alert-rules-readonly">
          <i className="pi pi-lock" aria-hidden="true" /> {t('alertRules.settings.readOnly')}
        </p>
      )}
      {body}
    </section>
  );
}
