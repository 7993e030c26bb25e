import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import {
  CUSTOMER_FILTER_KEYS,
  type CustomerFilterKey,
  type CustomerFilterValues,
} from '../utils/customer-filters';

/** The filters in force, one removable chip each, so the user sees why rows are missing. */
export function ActiveFilterChips({
  values,
  language,
  onRemove,
  onClear,
}: {
  values: CustomerFilterValues;
  language: string;
  onRemove: (key: CustomerFilterKey) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const date = (text: string) =>
    dayjs(text)
      .locale(language === 'en' ? 'en' : 'id')
      .format('DD MMM YYYY');

  const describe = (key: CustomerFilterKey, value: string): string => {
    switch (key) {
      case 'city':
        return `${t('customers.filters.city')}: ${value}`;
      case 'type':
        return `${t('customers.filters.type')}: ${value === 'COMPANY' || value === 'INDIVIDUAL' ? t(`customers.type.${value}`) : value}`;
      case 'active':
        return value === 'true' ? t('customers.status.active') : t('customers.status.inactive');
      case 'createdFrom':
        return `${t('customers.filters.createdFrom')}: ${date(value)}`;
      case 'createdTo':
        return `${t('customers.filters.createdTo')}: ${date(value)}`;
    }
  };

  return (
    <ul className="customers-page__chips" aria-label={t('customers.filters.activeLabel')}>
      {CUSTOMER_FILTER_KEYS.map((key) => {
        const value = values[key];
        if (value === null) return null;
        const text = describe(key, value);
        return (
          <li key={key} className="customers-page__chip" data-testid="active-filter">
            <span>{text}</span>
            <button
              type="button"
              className="customers-page__chip-remove"
              aria-label={t('customers.filters.remove', { filter: text })}
              onClick={() => onRemove(key)}
            >
              <i className="pi pi-times" aria-hidden="true" />
            </button>
          </li>
        );
      })}
      <li>
        <Button
          type="button"
          link
          size="small"
          label={t('customers.filters.clearAll')}
          onClick={onClear}
          className="customers-page__chips-clear"
        />
      </li>
    </ul>
  );
}
