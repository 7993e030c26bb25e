import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Calendar } from 'primereact/calendar';
import { CUSTOMER_TYPES } from '@armada/contracts/customers';
import { fieldProblems } from '@/components/ui/field-problems';
import type { FilterForm } from '@/components/ui/filter-dialog';
import type { CustomerFilterKey } from '../utils/customer-filters';

const toDate = (text: string | null): Date | null =>
  text && dayjs(text, 'YYYY-MM-DD').isValid() ? dayjs(text).toDate() : null;
const fromDate = (date: Date | null | undefined): string | null =>
  date ? dayjs(date).format('YYYY-MM-DD') : null;

/** The customer filters inside the shared filter dialog: city, type, active, created range. */
export function CustomerFilterFields({ form }: { form: FilterForm<CustomerFilterKey> }) {
  const { t } = useTranslation();
  const base = useId();
  const id = (key: CustomerFilterKey) => `${base}-${key}`;
  const { values, errors, setValue } = form;

  const { problem: error, described } = fieldProblems({
    errors,
    idOf: id,
    className: 'filter-dialog__error',
  });

  return (
    <>
      <div className="filter-dialog__field filter-dialog__field--wide">
        <label htmlFor={id('city')} className="filter-dialog__label">
          {t('customers.filters.city')}
        </label>
        <InputText
          id={id('city')}
          name="city"
          value={values.city ?? ''}
          placeholder={t('customers.filters.cityPlaceholder')}
          className="filter-dialog__input"
          autoComplete="off"
          onChange={(event) => setValue('city', event.target.value)}
          {...described('city')}
        />
        {error('city')}
      </div>

      <div className="filter-dialog__field">
        <label htmlFor={id('type')} className="filter-dialog__label">
          {t('customers.filters.type')}
        </label>
        <Dropdown
          inputId={id('type')}
          name="type"
          value={values.type}
          options={CUSTOMER_TYPES.map((type) => ({
            label: t(`customers.type.${type}`),
            value: type,
          }))}
          placeholder={t('customers.filters.any')}
          showClear
          className="filter-dialog__input"
          onChange={(event) => setValue('type', (event.value as string | null) ?? null)}
          {...described('type')}
        />
        {error('type')}
      </div>

      <div className="filter-dialog__field">
        <label htmlFor={id('active')} className="filter-dialog__label">
          {t('customers.filters.active')}
        </label>
        <Dropdown
          inputId={id('active')}
          name="active"
          value={values.active}
          options={[
            { label: t('customers.status.active'), value: 'true' },
            { label: t('customers.status.inactive'), value: 'false' },
          ]}
          placeholder={t('customers.filters.any')}
          showClear
          className="filter-dialog__input"
          onChange={(event) => setValue('active', (event.value as string | null) ?? null)}
          {...described('active')}
        />
        {error('active')}
      </div>

      <div className="filter-dialog__field">
        <label htmlFor={id('createdFrom')} className="filter-dialog__label">
          {t('customers.filters.createdFrom')}
        </label>
        <Calendar
          inputId={id('createdFrom')}
          name="createdFrom"
          value={toDate(values.createdFrom)}
          onChange={(event) => setValue('createdFrom', fromDate(event.value))}
          dateFormat="dd/mm/yy"
          placeholder={t('customers.filters.datePlaceholder')}
          showIcon
          showButtonBar
          className="filter-dialog__input"
          appendTo="self"
          {...described('createdFrom')}
        />
        {error('createdFrom')}
      </div>

      <div className="filter-dialog__field">
        <label htmlFor={id('createdTo')} className="filter-dialog__label">
          {t('customers.filters.createdTo')}
        </label>
        <Calendar
          inputId={id('createdTo')}
          name="createdTo"
          value={toDate(values.createdTo)}
          onChange={(event) => setValue('createdTo', fromDate(event.value))}
          dateFormat="dd/mm/yy"
          placeholder={t('customers.filters.datePlaceholder')}
          showIcon
          showButtonBar
          className="filter-dialog__input"
          appendTo="self"
          {...described('createdTo')}
        />
        {error('createdTo')}
      </div>
    </>
  );
}
