import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertRuleTemplate,
  AlertRuleTemplateCode,
  OnboardingPage,
} from '@armada/contracts/alerts';
import { PERMISSIONS, type Identity } from '@armada/contracts/auth';
import { useToast } from '@/components/ui/toast';
import { alertQueryKeys } from '@/lib/alerts/alerts-api';
import { useAreaTranslations } from '@/lib/i18n';
import alertRulesTranslations from '../locales';
import {
  alertRuleQueryKeys,
  alertRuleTemplatesQueryOptions,
  completeNotificationSetup,
  createAlertRules,
} from '../api/alert-rules-api';
import {
  canSave,
  confirmCodes,
  initialCodes,
  selectedTemplates,
  type OnboardingSelection,
} from '../utils/onboarding-selection';
import './onboarding-modal.css';

export interface OnboardingModalProps {
  identity: Identity;
  /** The modal closed (dismissed, or done after the result page). */
  onClose: () => void;
  /** The company's setup is complete: the route layer re-reads the identity. */
  onSetupCompleted: () => void;
}

type Text = (idn: string, eng: string) => string;

/**
 * The notification onboarding (docs/rules/alert-center.md §4): the main page lists the recommended
 * categories; choosing one opens its detail with the default alerts ticked, and confirming keeps
 * the choice and returns to main. Save (at least one category) creates the alert rules, then
 * marks the company's setup complete and re-reads the identity, and shows the result.
 */
export default function OnboardingModal({
  identity,
  onClose,
  onSetupCompleted,
}: OnboardingModalProps) {
  const { t, i18n } = useAreaTranslations(alertRulesTranslations);
  const toast = useToast();
  const queryClient = useQueryClient();
  const templates = useQuery(alertRuleTemplatesQueryOptions());
  const [page, setPage] = useState<OnboardingPage>('main');
  const [selection, setSelection] = useState<OnboardingSelection>(new Map());
  const [detail, setDetail] = useState<{ template: AlertRuleTemplate; codes: number[] } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const text: Text = (idn, eng) => (i18n.language === 'en' ? eng : idn);

  const openDetail = (template: AlertRuleTemplate) => {
    setDetail({ template, codes: initialCodes(template, selection) });
    setPage('detail');
  };

  const confirmDetail = () => {
    if (detail) setSelection(confirmCodes(selection, detail.template.templateId, detail.codes));
    setDetail(null);
    setPage('main');
  };

  const save = async () => {
    if (!templates.data || !canSave(selection) || saving) return;
    setSaving(true);
    try {
      try {
        await createAlertRules({ templates: selectedTemplates(templates.data, selection) });
      } catch {
        toast.error(t('alertRules.onboarding.failedSave'));
        return;
      }
      try {
        await completeNotificationSetup(identity.companyId);
      } catch (error) {
        // The server's own words (docs/rules/alert-center.md §8).
        toast.error(
          error instanceof Error && error.message
            ? error.message
            : t('alertRules.onboarding.failedSave'),
        );
        return;
      }
      setPage('result');
      onSetupCompleted();
      void queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: alertRuleQueryKeys.all });
    } finally {
      setSaving(false);
    }
  };

  const hasMainScope = identity.accessRight.includes(PERMISSIONS.alertCenterMainRead);

  const footer =
    page === 'main' ? (
      <div className="onboarding-actions">
        <Button
          type="button"
          label={t('alertRules.onboarding.later')}
          text
          onClick={onClose}
          disabled={saving}
        />
        <Button
          type="button"
          data-testid="onboarding-save"
          label={saving ? t('alertRules.onboarding.saving') : t('alertRules.onboarding.save')}
          icon={saving ? 'pi pi-spin pi-spinner' : undefined}
          disabled={!canSave(selection) || saving}
          onClick={() => void save()}
        />
      </div>
    ) : page === 'detail' ? (
      <div className="onboarding-actions">
        <Button
          type="button"
          label={t('alertRules.onboarding.detail.back')}
          text
          onClick={() => setPage('main')}
        />
        <Button
          type="button"
          data-testid="onboarding-confirm"
          label={t('alertRules.onboarding.detail.confirm')}
          onClick={confirmDetail}
        />
      </div>
    ) : (
      <div className="onboarding-actions">
        <Button
          type="button"
          data-testid="onboarding-done"
          label={t('alertRules.onboarding.result.done')}
          onClick={onClose}
          autoFocus
        />
      </div>
    );

  return (
    <Dialog
      visible
      modal
      onHide={() => {
        if (!saving) onClose();
      }}
      header={
        page === 'detail' && detail
          ? text(detail.template.nameIdn, detail.template.nameEng)
          : t('alertRules.onboarding.title')
      }
      footer={footer}
      className="onboarding-modal"
      data-testid="onboarding-modal"
      data-page={page}
      closeIcon="pi pi-times"
      pt={{ closeButton: { 'aria-label': t('alertRules.onboarding.close') } }}
      draggable={false}
      resizable={false}
      blockScroll
    >
      {page === 'main' && (
        <MainPage
          templates={templates.data}
          loading={templates.isPending}
          failed={templates.isError}
          onRetry={() => void templates.refetch()}
          selection={selection}
          text={text}
          onOpen={openDetail}
        />
      )}
      {page === 'detail' && detail && (
        <DetailPage
          template={detail.template}
          codes={detail.codes}
          text={text}
          onChange={(codes) => setDetail({ ...detail, codes })}
        />
      )}
      {page === 'result' && (
        <div className="onboarding-result" data-testid="onboarding-result" role="status">
          <i className="pi pi-check-circle onboarding-result-icon" aria-hidden="true" />
          <h3>
            {t(
              hasMainScope
                ? 'alertRules.onboarding.result.activeTitle'
                : 'alertRules.onboarding.result.requestedTitle',
            )}
          </h3>
          <p>
            {t(
              hasMainScope
                ? 'alertRules.onboarding.result.activeText'
                : 'alertRules.onboarding.result.requestedText',
            )}
          </p>
        </div>
      )}
    </Dialog>
  );
}

function MainPage({
  templates,
  loading,
  failed,
  onRetry,
  selection,
  text,
  onOpen,
}: {
  templates: AlertRuleTemplate[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selection: OnboardingSelection;
  text: Text;
  onOpen: (template: AlertRuleTemplate) => void;
}) {
  const { t } = useAreaTranslations(alertRulesTranslations);
  if (loading) {
    return (
      <p className="onboarding-state" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
        {t('alertRules.onboarding.loading')}
      </p>
    );
  }
  if (failed || !templates) {
    return (
      <div className="onboarding-state" role="alert">
        <p>{t('alertRules.onboarding.loadFailed')}</p>
        <Button
          type="button"
          label={t('alertRules.onboarding.retry')}
          outlined
          size="small"
          onClick={onRetry}
        />
      </div>
    );
  }
  if (templates.length === 0)
    return <p className="onboarding-state">{t('alertRules.onboarding.empty')}</p>;
  return (
    <>
      <p className="onboarding-intro">{t('alertRules.onboarding.intro')}</p>
      <ul className="onboarding-categories">
        {templates.map((template) => {
          const codes = selection.get(template.templateId);
          const name = text(template.nameIdn, template.nameEng);
          return (
            <li key={template.templateId}>
              <button
                type="button"
                className="onboarding-category"
                data-testid="onboarding-category"
                data-template-id={template.templateId}
                aria-pressed={codes !== undefined}
                aria-label={t('alertRules.onboarding.choose', { name })}
                onClick={() => onOpen(template)}
              >
                <i
                  className={`pi ${codes ? 'pi-check-square' : 'pi-stop'} onboarding-category-mark`}
                  aria-hidden="true"
                />
                <span className="onboarding-category-text">
                  <strong>{name}</strong>
                  <span>{text(template.descriptionIdn, template.descriptionEng)}</span>
                  <span className="onboarding-category-status">
                    {codes
                      ? t('alertRules.onboarding.selectedCount', { count: codes.length })
                      : t('alertRules.onboarding.notSelected', {
                          count: template.defaultAlertCodes.length,
                        })}
                  </span>
                </span>
                <i className="pi pi-chevron-right" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function DetailPage({
  template,
  codes,
  text,
  onChange,
}: {
  template: AlertRuleTemplate;
  codes: number[];
  text: Text;
  onChange: (codes: number[]) => void;
}) {
  const { t } = useAreaTranslations(alertRulesTranslations);
  const toggle = (code: number, on: boolean) =>
    onChange(on ? [...codes, code] : codes.filter((c) => c !== code));
  const group = (title: string, entries: AlertRuleTemplateCode[]) =>
    entries.length > 0 && (
      <fieldset className="onboarding-codes">
        <legend>{title}</legend>
        {entries.map((entry) => {
          const id = `onboarding-code-${template.templateId}-${entry.alertCode}`;
          return (
            <div className="onboarding-code" key={entry.alertCode} data-testid="onboarding-code">
              <Checkbox
                inputId={id}
                checked={codes.includes(entry.alertCode)}
                onChange={(event) => toggle(entry.alertCode, event.checked === true)}
                data-alert-code={entry.alertCode}
              />
              <label htmlFor={id}>
                <strong>{text(entry.descriptions.idn, entry.descriptions.eng)}</strong>
                <span>{text(entry.fullDescriptions.idn, entry.fullDescriptions.eng)}</span>
                {entry.isAlreadyActive && (
                  <span className="onboarding-code-active">
                    {t('alertRules.onboarding.detail.alreadyActive', {
                      rules: entry.alertRuleLabels.join(', '),
                    })}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </fieldset>
    );
  return (
    <>
      <p className="onboarding-intro">{text(template.descriptionIdn, template.descriptionEng)}</p>
      {group(t('alertRules.onboarding.detail.defaultCodes'), template.defaultAlertCodes)}
      {group(t('alertRules.onboarding.detail.additionalCodes'), template.additionalAlertCodes)}
      {codes.length === 0 && (
        <p className="onboarding-warning" role="status">
          {t('alertRules.onboarding.detail.nothingTicked')}
        </p>
      )}
    </>
  );
}
