import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { COMPANY_LIMITS, type CompanyCategory } from '@armada/contracts/company';
import { useToast } from '@/components/ui/toast';
import { useCreateCompanyCategory } from '../api/create-company-category';
import { COMPANY_REFUSALS, useSaveErrorText } from './save-error';
import { SettingsSection } from './settings-section';

export interface CategoriesPanelProps {
  categories: readonly CompanyCategory[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The company categories (`companyCategories`) and a form to add one (`createCompanyCategory`). */
export function CategoriesPanel({ categories, loading, failed, onRetry }: CategoriesPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const saveErrorText = useSaveErrorText();
  const create = useCreateCompanyCategory();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = 'company-new-category';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim().replace(/\s+/g, ' ');
    if (!value) {
      setError(t('company.validation.required'));
      return;
    }
    const taken = (categories ?? []).some(
      (c) => c.text.toLocaleLowerCase('id') === value.toLocaleLowerCase('id'),
    );
    if (taken) {
      setError(t('company.categories.duplicate'));
      return;
    }
    setError(null);
    create.mutate(
      { text: value },
      {
        onSuccess: (category) => {
          setText('');
          toast.success(t('company.categories.added', { text: category.text }));
        },
        onError: (cause) => {
          const message = saveErrorText(cause, {
            reasonByCode: COMPANY_REFUSALS.createCompanyCategory,
            params: { text: value },
          });
          setError(message);
          toast.error(message, { summary: t('company.categories.addFailed') });
        },
      },
    );
  };

  return (
    <SettingsSection
      id="company-categories"
      icon="pi-tags"
      title={t('company.sections.categories.title')}
      description={t('company.sections.categories.description')}
    >
      {loading ? (
        <div className="company-chips" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width="7rem" height="1.9rem" borderRadius="999px" />
          ))}
        </div>
      ) : failed ? (
        <div className="company-inline-error" role="alert">
          <span>{t('company.categories.loadFailed')}</span>
          <Button type="button" label={t('company.retry')} text size="small" onClick={onRetry} />
        </div>
      ) : categories && categories.length > 0 ? (
        <ul className="company-chips" aria-label={t('company.sections.categories.title')}>
          {categories.map((category) => (
            <li key={category.text} className="company-chip" data-in-use={category.hasRelation}>
              <span>{category.text}</span>
              {category.hasRelation && (
                <span className="company-chip__badge">{t('company.categories.inUse')}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="company-empty">{t('company.categories.empty')}</p>
      )}

      <form className="company-add-category" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="company-field__label">
          {t('company.categories.newLabel')}
        </label>
        <div className="company-add-category__row">
          <InputText
            id={inputId}
            name="newCategory"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            maxLength={COMPANY_LIMITS.categoryTextMax}
            placeholder={t('company.categories.newPlaceholder')}
            invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${inputId}-error` : undefined}
            disabled={create.isPending}
          />
          <Button
            type="submit"
            icon="pi pi-plus"
            label={create.isPending ? t('company.categories.adding') : t('company.categories.add')}
            loading={create.isPending}
            severity="secondary"
            outlined
          />
        </div>
        {error && (
          <small id={`${inputId}-error`} className="company-field__error" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            {error}
          </small>
        )}
      </form>
    </SettingsSection>
  );
}
