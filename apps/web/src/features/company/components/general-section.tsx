import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import {
  COMPANY_TIME_ZONES,
  isCompanyTimeZone,
  type Company,
  type CompanyCategory,
} from '@armada/contracts/company';
import { useCompanyFormContext } from './company-form-context';
import { CompanyTextField, FieldShell, fieldId } from './form-fields';
import { SettingsSection } from './settings-section';

export interface GeneralSectionProps {
  company: Company;
  categories: readonly CompanyCategory[] | undefined;
  categoriesLoading: boolean;
}

/** Name, contacts, category, tag, logo; domain and account status are shown read-only. */
export function GeneralSection({ company, categories, categoriesLoading }: GeneralSectionProps) {
  const { t } = useTranslation();
  const { values, setValue, errorOf, disabled } = useCompanyFormContext();
  const categoryOptions = [
    { label: t('company.fields.categoryNone'), value: null },
    ...(categories ?? []).map((c) => ({ label: c.text, value: c.text })),
    // A category the list does not (yet) hold still shows as chosen.
    ...(values.category && !(categories ?? []).some((c) => c.text === values.category)
      ? [{ label: values.category, value: values.category }]
      : []),
  ];

  return (
    <SettingsSection
      id="company-general"
      icon="pi-building"
      title={t('company.sections.general.title')}
      description={t('company.sections.general.description')}
      aside={
        <Tag
          className="settings-section__status"
          severity={company.isActive ? 'success' : 'danger'}
          value={t(company.isActive ? 'company.status.active' : 'company.status.inactive')}
          title={t('company.fields.isActiveHint')}
          data-testid="company-status"
        />
      }
    >
      <div className="company-grid">
        <div className="company-grid__wide">
          <CompanyTextField field="name" autoComplete="organization" />
        </div>
        <FieldShell
          id={fieldId('category')}
          label={t('company.fields.category')}
          error={errorOf('category')}
        >
          {({ describedBy }) => (
            <Dropdown
              inputId={fieldId('category')}
              name="category"
              value={values.category}
              options={categoryOptions}
              onChange={(event) => setValue('category', (event.value as string | null) ?? null)}
              placeholder={t('company.fields.categoryPlaceholder')}
              loading={categoriesLoading}
              disabled={disabled}
              filter={(categories?.length ?? 0) > 8}
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
        <FieldShell
          id={fieldId('timeZone')}
          label={t('company.fields.timeZone')}
          hint={t('company.fields.timeZoneHint')}
          error={errorOf('timeZone')}
        >
          {({ describedBy }) => (
            <Dropdown
              inputId={fieldId('timeZone')}
              name="timeZone"
              value={values.timeZone}
              options={COMPANY_TIME_ZONES.map((zone) => ({
                label: t(`company.timeZones.${zone}`),
                value: zone,
              }))}
              // SHELL-75: the zone every date and time of the product is typed and shown in.
              onChange={(event) => {
                if (isCompanyTimeZone(event.value)) setValue('timeZone', event.value);
              }}
              disabled={disabled}
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
        <CompanyTextField field="companyTag" />
        <CompanyTextField field="phoneNo" type="tel" inputMode="tel" autoComplete="tel" />
        <CompanyTextField field="faxNo" type="tel" inputMode="tel" />
        <CompanyTextField field="email" type="email" inputMode="email" autoComplete="email" />
        <CompanyTextField field="taxNo" />
        <div className="company-grid__wide">
          <CompanyTextField
            field="logoUrl"
            type="url"
            inputMode="url"
            hint={t('company.fields.logoUrlHint')}
          />
        </div>
        <FieldShell
          id={fieldId('domainName')}
          label={t('company.fields.domainName')}
          hint={t('company.fields.domainNameHint')}
        >
          {({ describedBy }) => (
            <InputText
              id={fieldId('domainName')}
              value={company.domainName ?? '—'}
              readOnly
              className="company-field__readonly"
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
        <div className="company-switch">
          <InputSwitch
            inputId={fieldId('showGeocode')}
            name="showGeocode"
            checked={values.showGeocode}
            onChange={(event) => setValue('showGeocode', Boolean(event.value))}
            disabled={disabled}
            aria-describedby={`${fieldId('showGeocode')}-hint`}
          />
          <div>
            <label htmlFor={fieldId('showGeocode')} className="company-field__label">
              {t('company.fields.showGeocode')}
            </label>
            <small id={`${fieldId('showGeocode')}-hint`} className="company-field__hint">
              {t('company.fields.showGeocodeHint')}
            </small>
          </div>
        </div>
      </div>
    </SettingsSection>
  );
}
