import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { Dropdown } from 'primereact/dropdown';
import { useQuery } from '@tanstack/react-query';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { customerListQueryOptions } from '@/lib/resources/customers';
import { vehicleListQueryOptions } from '@/lib/resources/vehicles';
import { Calendar } from 'primereact/calendar';
import { DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import { fieldProblems } from '@/components/ui/field-problems';
import type { FilterForm } from '@/components/ui/filter-dialog';
import { statusesOf, type DeliveryFilterKey } from '../utils/delivery-filters';

const toDate = (text: string | null): Date | null =>
  text && dayjs(text, 'YYYY-MM-DD').isValid() ? dayjs(text).toDate() : null;
const fromDate = (date: Date | null | undefined): string | null =>
  date ? dayjs(date).format('YYYY-MM-DD') : null;

const TEXT_KEYS = [
  ['city', 'city'],
  ['province', 'province'],
  ['run', 'run'],
  ['weightMin', 'weightMin'],
  ['weightMax', 'weightMax'],
  ['volumeMin', 'volumeMin'],
  ['volumeMax', 'volumeMax'],
] as const;

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };

const DATE_KEYS = ['createdFrom', 'createdTo', 'plannedFrom', 'plannedTo'] as const;

/** The delivery filters inside the shared filter dialog (DLV-21). */
export function DeliveryFilterFields({ form }: { form: FilterForm<DeliveryFilterKey> }) {
  const { t } = useTranslation();
  const base = useId();
  const id = (key: DeliveryFilterKey) => `${base}-${key}`;
  const { values, errors, setValue } = form;
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const vehicles = useQuery(vehicleListQueryOptions(PICKER_QUERY));
  const pickers = [
    {
      key: 'customer' as const,
      options: (customers.data?.data.paginated_result ?? []).map((c) => ({
        label: c.name,
        value: String(c.id),
      })),
    },
    {
      key: 'vehicle' as const,
      options: (vehicles.data?.data.paginated_result ?? []).map((v) => ({
        label: v.license_plate,
        value: String(v.id),
      })),
    },
  ];

  const { problem: error, described } = fieldProblems({
    errors,
    idOf: id,
    className: 'filter-dialog__error',
  });

  return (
    <>
      <div className="filter-dialog__field filter-dialog__field--wide">
        <label htmlFor={id('status')} className="filter-dialog__label">
          {t('deliveries.filters.status')}
        </label>
        <MultiSelect
          inputId={id('status')}
          name="status"
          value={statusesOf(values.status)}
          options={DELIVERY_ORDER_STATUSES.map((status) => ({
            label: t(`deliveries.status.${status}`),
            value: status,
          }))}
          placeholder={t('deliveries.filters.any')}
          display="chip"
          className="filter-dialog__input"
          appendTo="self"
          onChange={(event) => {
            const picked = event.value as string[];
            setValue('status', picked.length > 0 ? picked.join(',') : null);
          }}
          {...described('status')}
        />
        {error('status')}
      </div>

      {pickers.map(({ key, options }) => (
        <div className="filter-dialog__field" key={key}>
          <label htmlFor={id(key)} className="filter-dialog__label">
            {t(`deliveries.filters.${key}`)}
          </label>
          <Dropdown
            inputId={id(key)}
            name={key}
            value={values[key]}
            options={options}
            filter
            showClear
            placeholder={t('deliveries.filters.any')}
            className="filter-dialog__input"
            appendTo="self"
            onChange={(event) => setValue(key, (event.value as string | null) ?? null)}
            {...described(key)}
          />
          {error(key)}
        </div>
      ))}

      {TEXT_KEYS.map(([key, label]) => (
        <div className="filter-dialog__field" key={key}>
          <label htmlFor={id(key)} className="filter-dialog__label">
            {t(`deliveries.filters.${label}`)}
          </label>
          <InputText
            id={id(key)}
            name={key}
            value={values[key] ?? ''}
            className="filter-dialog__input"
            autoComplete="off"
            inputMode={key === 'city' || key === 'province' ? 'text' : 'decimal'}
            onChange={(event) =>
              setValue(key, event.target.value === '' ? null : event.target.value)
            }
            {...described(key)}
          />
          {error(key)}
        </div>
      ))}

      {DATE_KEYS.map((key) => (
        <div className="filter-dialog__field" key={key}>
          <label htmlFor={id(key)} className="filter-dialog__label">
            {t(`deliveries.filters.${key}`)}
          </label>
          <Calendar
            inputId={id(key)}
            name={key}
            value={toDate(values[key])}
            onChange={(event) => setValue(key, fromDate(event.value))}
            dateFormat="dd/mm/yy"
            placeholder={t('deliveries.filters.datePlaceholder')}
            showIcon
            showButtonBar
            className="filter-dialog__input"
            appendTo="self"
            {...described(key)}
          />
          {error(key)}
        </div>
      ))}
    </>
  );
}
