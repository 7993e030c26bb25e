import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SALES_ORDER_LIMITS, type SalesOrder } from '@armada/contracts/sales-orders';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { fieldProblems } from '@/components/ui/field-problems';
import { serverErrorText } from '@/lib/server-error-text';
import { customerListQueryOptions } from '@/lib/resources/customers';
import {
  addressListQueryOptions,
  addressOption,
  offeredAddresses,
} from '@/lib/resources/addresses';
import { useChangeSalesOrder } from '../api/sales-orders';
import { formatRupiah } from '../utils/money';
import {
  emptyLine,
  emptySalesOrderForm,
  formOf,
  formSubtotal,
  toSalesOrderRequest,
  validateSalesOrderForm,
  type SalesOrderFormErrors,
  type SalesOrderFormLine,
  type SalesOrderFormValues,
} from '../utils/sales-order-form';

export interface SalesOrderFormDialogProps {
  /** The draft to edit; none: a new order. */
  order?: SalesOrder;
  /** The first requested day a new line proposes (tomorrow in the company's zone). */
  defaultDate: string;
  onHide: () => void;
  onSaved: (order: SalesOrder) => void;
}

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };
const LINE_FIELDS = ['name', 'quantity', 'unit', 'price', 'weight', 'volume', 'date'] as const;

/** A new sales order or a draft's edit (SO-1, SO-4); a failed save keeps what was typed. */
export function SalesOrderFormDialog({
  order,
  defaultDate,
  onHide,
  onSaved,
}: SalesOrderFormDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<SalesOrderFormValues>(() =>
    order ? formOf(order) : emptySalesOrderForm(defaultDate),
  );
  const [errors, setErrors] = useState<SalesOrderFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeSalesOrder();
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));

  const set = <K extends keyof SalesOrderFormValues>(key: K, value: SalesOrderFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setLine = (index: number, patch: Partial<SalesOrderFormLine>) =>
    set(
      'lines',
      values.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
    );

  const customerOptions = (customers.data?.data.paginated_result ?? []).map((c) => ({
    label: c.name,
    value: c.id,
  }));
  const allAddresses = offeredAddresses(addresses.data?.data.paginated_result, [
    values.originId,
    values.destinationId,
  ]);
  const addressOptions = allAddresses.map(addressOption);
  const depotOptions = allAddresses.filter((a) => a.is_depot).map(addressOption);

  const submit = () => {
    const problems = validateSalesOrderForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setServerError(null);
    const body = toSalesOrderRequest(values);
    change.mutate(order ? { kind: 'update', id: order.id, body } : { kind: 'create', body }, {
      onSuccess: onSaved,
      onError: (error) => setServerError(serverErrorText(error, t)),
    });
  };

  const { problem, described } = fieldProblems({
    errors,
    idOf: fieldId,
    text: (code) =>
      t(
        `salesOrders.form.problems.${code as NonNullable<SalesOrderFormErrors[keyof SalesOrderFormErrors]>}`,
      ),
    className: 'sales-order-form__error',
    alert: true,
  });

  const picker = (
    key: 'customerId' | 'originId' | 'destinationId',
    options: { label: string; value: number }[],
    loading: boolean,
  ) => (
    <div className="sales-order-form__field">
      <label htmlFor={fieldId(key)}>{t(`salesOrders.form.${key}`)}</label>
      <Dropdown
        inputId={fieldId(key)}
        value={values[key]}
        options={options}
        filter
        placeholder={loading ? '…' : t('salesOrders.form.choose')}
        onChange={(event) => set(key, (event.value as number | null) ?? null)}
        appendTo="self"
        data-testid={`sales-order-form-${key}`}
        {...described(key)}
      />
      {problem(key)}
    </div>
  );

  return (
    <Dialog
      visible
      onHide={onHide}
      header={
        order
          ? t('salesOrders.form.editTitle', { number: order.number })
          : t('salesOrders.form.title')
      }
      breakpoints={{ '960px': '100vw' }}
      style={{ width: '64rem' }}
      modal
    >
      <form
        className="sales-order-form"
        noValidate
        data-testid="sales-order-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {serverError && (
          <div
            className="sales-order-form__server"
            role="alert"
            data-testid="sales-order-form-error"
          >
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>
              {t('salesOrders.form.failed')} {serverError}
            </span>
          </div>
        )}
        <div className="sales-order-form__grid">
          {picker('customerId', customerOptions, customers.isPending)}
          <div className="sales-order-form__field">
            <label htmlFor={fieldId('reference')}>{t('salesOrders.form.reference')}</label>
            <InputText
              id={fieldId('reference')}
              value={values.reference}
              maxLength={SALES_ORDER_LIMITS.maxReference}
              placeholder={t('salesOrders.form.referenceHint')}
              onChange={(event) => set('reference', event.target.value)}
            />
          </div>
          {picker(
            'originId',
            depotOptions.length > 0 ? depotOptions : addressOptions,
            addresses.isPending,
          )}
          {picker('destinationId', addressOptions, addresses.isPending)}
        </div>

        <fieldset className="sales-order-form__lines">
          <legend>{t('salesOrders.form.lines')}</legend>
          <p className="sales-order-form__note">{t('salesOrders.form.linesNote')}</p>
          {values.lines.map((line, index) => (
            <div className="sales-order-form__line" key={index} data-testid="sales-order-line">
              {LINE_FIELDS.map((key) => (
                <InputText
                  key={key}
                  className={`sales-order-form__cell sales-order-form__cell--${key}`}
                  type={key === 'date' ? 'date' : 'text'}
                  value={line[key]}
                  aria-label={`${t(`salesOrders.form.line.${key}`)} ${index + 1}`}
                  placeholder={t(`salesOrders.form.line.${key}`)}
                  inputMode={
                    key === 'name' || key === 'unit' || key === 'date'
                      ? undefined
                      : key === 'quantity' || key === 'price'
                        ? 'numeric'
                        : 'decimal'
                  }
                  maxLength={
                    key === 'name'
                      ? SALES_ORDER_LIMITS.maxName
                      : key === 'unit'
                        ? SALES_ORDER_LIMITS.maxUnit
                        : 20
                  }
                  onChange={(event) => setLine(index, { [key]: event.target.value })}
                />
              ))}
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                aria-label={t('salesOrders.form.removeLine', { index: index + 1 })}
                onClick={() =>
                  set(
                    'lines',
                    values.lines.filter((_, i) => i !== index),
                  )
                }
              />
            </div>
          ))}
          {problem('lines')}
          <div className="sales-order-form__lines-foot">
            {values.lines.length < SALES_ORDER_LIMITS.maxItems && (
              <Button
                type="button"
                outlined
                icon="pi pi-plus"
                label={t('salesOrders.form.addLine')}
                onClick={() =>
                  set('lines', [
                    ...values.lines,
                    emptyLine(values.lines.at(-1)?.date ?? defaultDate),
                  ])
                }
                data-testid="sales-order-add-line"
              />
            )}
            <strong data-testid="sales-order-form-subtotal">
              {t('salesOrders.form.subtotal', { amount: formatRupiah(formSubtotal(values)) })}
            </strong>
          </div>
        </fieldset>

        <div className="sales-order-form__field">
          <label htmlFor={fieldId('notes')}>{t('salesOrders.form.notes')}</label>
          <InputTextarea
            id={fieldId('notes')}
            value={values.notes}
            rows={2}
            autoResize
            maxLength={SALES_ORDER_LIMITS.maxNotes}
            onChange={(event) => set('notes', event.target.value)}
          />
        </div>

        <div className="sales-order-form__actions">
          <Button type="button" text label={t('salesOrders.form.cancel')} onClick={onHide} />
          <Button
            type="submit"
            icon="pi pi-save"
            label={t('salesOrders.form.save')}
            loading={change.isPending}
            data-testid="sales-order-form-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
