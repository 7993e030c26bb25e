import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { DS_INTERVAL_TYPES, type DsIntervalType } from '@armada/contracts/company';
import { GRADE_FIELDS } from '../utils/company-form';
import { useCompanyFormContext } from './company-form-context';
import { CompanyNumberField, FieldShell, fieldId } from './form-fields';
import { SettingsSection } from './settings-section';

function isIntervalType(value: unknown): value is DsIntervalType {
  return (DS_INTERVAL_TYPES as readonly unknown[]).includes(value);
}

/** Base score, periodic bonus, deductions per harsh event and grade minimums (A > B > C > D). */
export function DriverScoreSection() {
  const { t } = useTranslation();
  const { values, setValue, errorOf, disabled } = useCompanyFormContext();
  const intervalOptions = DS_INTERVAL_TYPES.map((type) => ({
    value: type,
    label: t(`company.intervalTypes.${type}`),
  }));

  return (
    <SettingsSection
      id="company-driver-score"
      icon="pi-star"
      title={t('company.sections.driverScore.title')}
      description={t('company.sections.driverScore.description')}
    >
      <fieldset className="company-fieldset">
        <legend>{t('company.sections.driverScore.period')}</legend>
        <div className="company-grid company-grid--three">
          <FieldShell
            id={fieldId('dsIntervalType')}
            label={t('company.fields.dsIntervalType')}
            error={errorOf('dsIntervalType')}
          >
            {() => (
              <Dropdown
                inputId={fieldId('dsIntervalType')}
                name="dsIntervalType"
                value={values.dsIntervalType}
                options={intervalOptions}
                onChange={(event) => {
                  if (isIntervalType(event.value)) setValue('dsIntervalType', event.value);
                }}
                disabled={disabled}
              />
            )}
          </FieldShell>
          <CompanyNumberField field="dsBase" unit="points" fractionDigits={2} />
          <CompanyNumberField field="dsInitialInterval" unit="days" />
          <CompanyNumberField field="dsInitialBonus" unit="points" fractionDigits={2} />
          <CompanyNumberField field="dsInterval" unit="days" />
          <CompanyNumberField field="dsBonus" unit="points" fractionDigits={2} />
        </div>
      </fieldset>
      <fieldset className="company-fieldset">
        <legend>{t('company.sections.driverScore.costs')}</legend>
        <div className="company-grid">
          <CompanyNumberField field="dsCostBrake" unit="points" fractionDigits={2} />
          <CompanyNumberField field="dsCostAccel" unit="points" fractionDigits={2} />
          <CompanyNumberField field="dsCostOverspeed" unit="points" fractionDigits={2} />
          <CompanyNumberField field="dsCostSharpturn" unit="points" fractionDigits={2} />
        </div>
      </fieldset>
      <fieldset className="company-fieldset" aria-describedby="company-grades-hint">
        <legend>{t('company.sections.driverScore.grades')}</legend>
        <p id="company-grades-hint" className="company-fieldset__hint">
          {t('company.sections.driverScore.gradesHint')}
        </p>
        <div className="company-grid company-grid--four">
          {GRADE_FIELDS.map((field) => (
            <CompanyNumberField key={field} field={field} unit="points" fractionDigits={2} />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
