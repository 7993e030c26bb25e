import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useToast } from '@/components/ui/toast';
import { useCompany } from '../api/get-company';
import { useCompanyCategories } from '../api/get-company-categories';
import { useUpdateCompany } from '../api/update-company';
import { useCompanyForm } from '../hooks/use-company-form';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { AlertThresholdsSection } from './alert-thresholds-section';
import { BankAccountsPanel } from './bank-accounts-panel';
import { CategoriesPanel } from './categories-panel';
import { CompanyFormContext, type CompanyFormContextValue } from './company-form-context';
import { DriverScoreSection } from './driver-score-section';
import { GeneralSection } from './general-section';
import { fieldId } from './form-fields';
import { LeaveGuardDialog } from './leave-guard-dialog';
import { COMPANY_REFUSALS, useSaveErrorText } from './save-error';
import './company-settings.css';

export interface CompanySettingsProps {
  /** Called after a save, e.g. to refresh the identity (its company name may have changed). */
  onSaved?: () => void;
}

/**
 * Company settings (docs/rules/shell.md §3 and §7): general data, alert thresholds and driver-score
 * rules in one form saved with `updateCompany` (only the changed fields); categories and bank
 * accounts change on their own. A refused save shows the server's message and keeps the input;
 * leaving with unsaved changes asks first.
 */
export function CompanySettings({ onSaved }: CompanySettingsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const saveErrorText = useSaveErrorText();
  const company = useCompany();
  const categories = useCompanyCategories();
  const form = useCompanyForm(company.data);
  const update = useUpdateCompany({ onSaved });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showSummary, setShowSummary] = useState(false);
  const blocker = useUnsavedChangesGuard(form.dirty);

  if (company.isPending) return <CompanySettingsSkeleton />;
  if (company.isError || !form.values) {
    return (
      <div className="company-settings">
        <PageHeader />
        <div className="company-load-error" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <div>
            <p>{t('company.loadFailed')}</p>
            {company.error && (
              <p className="company-load-error__detail">{saveErrorText(company.error)}</p>
            )}
          </div>
          <Button
            type="button"
            label={t('company.retry')}
            icon="pi pi-refresh"
            onClick={() => void company.refetch()}
            loading={company.isFetching}
          />
        </div>
      </div>
    );
  }

  const values = form.values;
  const context: CompanyFormContextValue = {
    values,
    setValue: (field, value) => {
      setSaveError(null);
      form.setValue(field, value);
    },
    errorOf: form.visibleError,
    disabled: update.isPending,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    form.markSubmitted();
    setSaveError(null);
    if (form.invalid) {
      setShowSummary(true);
      // Focus the first field with a problem, in page order.
      const first = Object.keys(form.errors)
        .map((field) => document.getElementById(fieldId(field)))
        .filter((el): el is HTMLElement => el !== null)
        .sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )[0];
      // Centre it: focusing alone may leave it under the sticky save bar.
      first?.focus({ preventScroll: true });
      first?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setShowSummary(false);
    const input = form.updateInput();
    if (!input || Object.keys(input).length <= 1) return;
    const sent = values;
    update.mutate(input, {
      onSuccess: () => {
        form.markSaved(sent);
        toast.success(t('company.form.saved'));
      },
      onError: (error) => {
        const message = saveErrorText(error, {
          reasonByCode: COMPANY_REFUSALS.updateCompany,
          params: { category: input.category ?? '' },
        });
        setSaveError(message);
        toast.error(message, { summary: t('company.form.saveFailed') });
      },
    });
  };

  return (
    <div className="company-settings">
      <PageHeader name={company.data.name} />
      <div className="company-layout">
        <form
          className="company-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('company.pageTitle')}
          data-testid="company-form"
        >
          <CompanyFormContext.Provider value={context}>
            <GeneralSection
              company={company.data}
              categories={categories.data}
              categoriesLoading={categories.isPending}
            />
            <AlertThresholdsSection />
            <DriverScoreSection />
          </CompanyFormContext.Provider>

          <div
            className="company-actions"
            data-dirty={form.dirty}
            // On phones the bar only takes space when there is something to save or to read.
            data-idle={!form.dirty && !saveError && !(showSummary && form.invalid)}
          >
            <div className="company-actions__status" aria-live="polite">
              {saveError ? (
                <p className="company-actions__error" role="alert" data-testid="company-save-error">
                  <i className="pi pi-times-circle" aria-hidden="true" />
                  <span>
                    <strong>{t('company.form.saveFailed')}: </strong>
                    {saveError}
                  </span>
                </p>
              ) : showSummary && form.invalid ? (
                <p className="company-actions__error" role="alert">
                  <i className="pi pi-exclamation-circle" aria-hidden="true" />
                  <span>{t('company.validation.summary')}</span>
                </p>
              ) : (
                <p className="company-actions__state">
                  <i
                    className={`pi ${form.dirty ? 'pi-pencil' : 'pi-check-circle'}`}
                    aria-hidden="true"
                  />
                  {form.dirty ? t('company.form.unsaved') : t('company.form.noChanges')}
                </p>
              )}
            </div>
            <div className="company-actions__buttons">
              <Button
                type="button"
                label={t('company.form.discard')}
                severity="secondary"
                text
                disabled={!form.dirty || update.isPending}
                onClick={() => {
                  setSaveError(null);
                  setShowSummary(false);
                  form.discard();
                }}
              />
              <Button
                type="submit"
                icon="pi pi-save"
                label={update.isPending ? t('company.form.saving') : t('company.form.save')}
                loading={update.isPending}
                disabled={!form.dirty}
                data-testid="company-save"
              />
            </div>
          </div>
        </form>

        <aside className="company-side">
          <CategoriesPanel
            categories={categories.data}
            loading={categories.isPending}
            failed={categories.isError}
            onRetry={() => void categories.refetch()}
          />
          <BankAccountsPanel accounts={company.data.bankAccounts} />
        </aside>
      </div>
      <LeaveGuardDialog blocker={blocker} />
    </div>
  );
}

function PageHeader({ name }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <header className="company-header">
      <h1 className="company-header__title">{t('company.pageTitle')}</h1>
      <p className="company-header__intro">
        {name && <strong className="company-header__name">{name}. </strong>}
        {t('company.intro')}
      </p>
    </header>
  );
}

function CompanySettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="company-settings" aria-busy="true">
      <PageHeader />
      <p className="sr-only" role="status">
        {t('company.loading')}
      </p>
      <div className="company-layout">
        <div className="company-form">
          {[0, 1, 2].map((i) => (
            <div key={i} className="settings-section">
              <Skeleton width="40%" height="1.5rem" style={{ marginBottom: '0.75rem' }} />
              <Skeleton width="70%" height="1rem" />
              <div className="company-grid" style={{ marginTop: '1.25rem' }}>
                {[0, 1, 2, 3].map((j) => (
                  <Skeleton key={j} height="2.75rem" />
                ))}
              </div>
            </div>
          ))}
        </div>
        <aside className="company-side">
          <div className="settings-section">
            <Skeleton width="50%" height="1.5rem" />
            <Skeleton height="6rem" style={{ marginTop: '1rem' }} />
          </div>
        </aside>
      </div>
    </div>
  );
}
