import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SALES_ORDER_LIMITS, type SalesOrder } from '@armada/contracts/sales-orders';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { FormActions, FormDialog, useFormDialog } from '@/components/ui/form-dialog';
import { NotesField, PickerField } from '@/components/ui/delivery-fields';
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
  const form = useFormDialog<SalesOrderFormValues, SalesOrderFormErrors>({
    initial: () => (order ? formOf(order) : emptySalesOrderForm(defaultDate)),
    validate: validateSalesOrderForm,
    block: 'sales-order-form',
    problemText: (code) => t(`salesOrders.form.problems.${code}`),
  });
  const { values, set, fieldId, problem } = form;
  const change = useChangeSalesOrder();
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));

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

  const submit = () =>
    form.submit((checked) => {
      const body = toSalesOrderRequest(checked);
      change.mutate(order ? { kind: 'update', id: order.id, body } : { kind: 'create', body }, {
        onSuccess: onSaved,
        onError: form.refused,
      });
    });

  const picker = (
    key: 'customerId' | 'originId' | 'destinationId',
    options: { label: string; value: number }[],
    loading: boolean,
  ) => (
    <PickerField
      form={form}
      name={key}
      label={t(`salesOrders.form.${key}`)}
      options={options}
      placeholder={loading ? '…' : t('salesOrders.form.choose')}
      testId={`sales-order-form-${key}`}
    />
  );

  return (
    <FormDialog
      form={form}
      header={
        order
          ? t('salesOrders.form.editTitle', { number: order.number })
          : t('salesOrders.form.title')
      }
      width="64rem"
      fullScreenBelow="960px"
      failedLabel={t('salesOrders.form.failed')}
      testId="sales-order-form"
      errorTestId="sales-order-form-error"
      onHide={onHide}
      onSubmit={submit}
    >
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
                set('lines', [...values.lines, emptyLine(values.lines.at(-1)?.date ?? defaultDate)])
              }
              data-testid="sales-order-add-line"
            />
          )}
          <strong data-testid="sales-order-form-subtotal">
            {t('salesOrders.form.subtotal', { amount: formatRupiah(formSubtotal(values)) })}
          </strong>
        </div>
      </fieldset>

      <NotesField
        form={form}
        label={t('salesOrders.form.notes')}
        max={SALES_ORDER_LIMITS.maxNotes}
        wide={false}
      />

      <FormActions
        block="sales-order-form"
        labels={{ cancel: t('salesOrders.form.cancel'), save: t('salesOrders.form.save') }}
        saveIcon="pi pi-save"
        pending={change.isPending}
        onCancel={onHide}
        saveTestId="sales-order-form-submit"
      />
    </FormDialog>
  );
}
