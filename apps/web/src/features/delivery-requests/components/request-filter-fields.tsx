import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { Dropdown } from 'primereact/dropdown';
import { Calendar } from 'primereact/calendar';
import {
  DELIVERY_REQUESTER_TYPES,
  DELIVERY_REQUEST_STATUSES,
} from '@armada/contracts/delivery-requests';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { customerListQueryOptions } from '@/lib/resources/customers';
import { fieldProblems } from '@/components/ui/field-problems';
import type { FilterForm } from '@/components/ui/filter-dialog';
import { statusesOf, type RequestFilterKey } from '../utils/request-filters';

const toDate = (text: string | null): Date | null =>
  text && dayjs(text, 'YYYY-MM-DD').isValid() ? dayjs(text).toDate() : null;
const fromDate = (date: Date | null | undefined): string | null =>
  date ? dayjs(date).format('YYYY-MM-DD') : null;

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };

/** The request filters inside the shared filter dialog (DREQ-18). */
export function RequestFilterFields({ form }: { form: FilterForm<RequestFilterKey> }) {
  const { t } = useTranslation();
  const base = useId();
  const id = (key: RequestFilterKey) => `${base}-${key}`;
  const { values, errors, setValue } = form;
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));

  const { problem: error, described } = fieldProblems({
    errors,
    idOf: id,
    className: 'filter-dialog__error',
  });
  const label = (key: RequestFilterKey) => (
    <label htmlFor={id(key)} className="filter-dialog__label">
      {t(`deliveryRequests.filters.${key}`)}
    </label>
  );

  return (
    <>
      <div className="filter-dialog__field filter-dialog__field--wide">
        {label('status')}
        <MultiSelect
          inputId={id('status')}
          name="status"
          value={statusesOf(values.status)}
          options={DELIVERY_REQUEST_STATUSES.map((status) => ({
            label: t(`deliveryRequests.status.${status}`),
            value: status,
          }))}
          display="chip"
          placeholder={t('deliveryRequests.filters.any')}
          className="filter-dialog__input"
          appendTo="self"
          onChange={(event) => {
            const chosen = event.value as string[];
            setValue('status', chosen.length > 0 ? chosen.join(',') : null);
          }}
          {...described('status')}
        />
        {error('status')}
      </div>

      <div className="filter-dialog__field">
        {label('customer')}
        <Dropdown
          inputId={id('customer')}
          name="customer"
          value={values.customer}
          options={(customers.data?.data.paginated_result ?? []).map((c) => ({
            label: c.name,
            value: String(c.id),
          }))}
          filter
          showClear
          placeholder={t('deliveryRequests.filters.any')}
          className="filter-dialog__input"
          appendTo="self"
          onChange={(event) => setValue('customer', (event.value as string | null) ?? null)}
          {...described('customer')}
        />
        {error('customer')}
      </div>

      <div className="filter-dialog__field">
        {label('requester')}
        <Dropdown
          inputId={id('requester')}
          name="requester"
          value={values.requester}
          options={DELIVERY_REQUESTER_TYPES.map((type) => ({
            label: t(`deliveryRequests.requesterType.${type}`),
            value: type,
          }))}
          showClear
          placeholder={t('deliveryRequests.filters.any')}
          className="filter-dialog__input"
          appendTo="self"
          onChange={(event) => setValue('requester', (event.value as string | null) ?? null)}
          {...described('requester')}
        />
        {error('requester')}
      </div>

      <div className="filter-dialog__field">
        {label('city')}
        <InputText
          id={id('city')}
          name="city"
          value={values.city ?? ''}
          className="filter-dialog__input"
          autoComplete="off"
          onChange={(event) =>
            setValue('city', event.target.value === '' ? null : event.target.value)
          }
          {...described('city')}
        />
        {error('city')}
      </div>

      {(['wantedFrom', 'wantedTo'] as const).map((key) => (
        <div className="filter-dialog__field" key={key}>
          {label(key)}
          <Calendar
            inputId={id(key)}
            name={key}
            value={toDate(values[key])}
            onChange={(event) => setValue(key, fromDate(event.value))}
            dateFormat="dd/mm/yy"
            placeholder={t('deliveryRequests.filters.datePlaceholder')}
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
