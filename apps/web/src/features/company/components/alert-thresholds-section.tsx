import { useTranslation } from 'react-i18next';
import { CompanyNumberField } from './form-fields';
import { SettingsSection } from './settings-section';

/** Idle, parking and offline limits in minutes; fuel gain and loss in litres. */
export function AlertThresholdsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="company-alerts"
      icon="pi-bell"
      title={t('company.sections.alerts.title')}
      description={t('company.sections.alerts.description')}
    >
      <div className="company-grid company-grid--three">
        <CompanyNumberField
          field="idleTimeout"
          unit="minutes"
          hint={t('company.hints.idleTimeout')}
        />
        <CompanyNumberField
          field="parkTimeout"
          unit="minutes"
          hint={t('company.hints.parkTimeout')}
        />
        <CompanyNumberField
          field="offlineTimeout"
          unit="minutes"
          hint={t('company.hints.offlineTimeout')}
        />
        <CompanyNumberField
          field="fuelGainAlert"
          unit="litres"
          fractionDigits={2}
          hint={t('company.hints.fuelGainAlert')}
        />
        <CompanyNumberField
          field="fuelLossAlert"
          unit="litres"
          fractionDigits={2}
          hint={t('company.hints.fuelLossAlert')}
        />
      </div>
    </SettingsSection>
  );
}
