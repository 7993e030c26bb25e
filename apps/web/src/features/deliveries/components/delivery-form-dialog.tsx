import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { DELIVERY_ORDER_LIMITS, type DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { GoodsLinesEditor } from '@/components/ui/goods-lines-editor';
import { fieldProblems } from '@/components/ui/field-problems';
import { serverErrorText } from '@/lib/server-error-text';
import { customerListQueryOptions } from '@/lib/resources/customers';
import {
  addressListQueryOptions,
  addressOption,
  offeredAddresses,
} from '@/lib/resources/addresses';
import { useChangeDeliveryOrder } from '../api/delivery-orders';
import {
  deliveryToForm,
  emptyDeliveryForm,
  toCreateRequest,
  toUpdateRequest,
  validateDeliveryForm,
  type DeliveryFormErrors,
  type DeliveryFormItem,
  type DeliveryFormValues,
} from '../utils/delivery-form';

export type DeliveryFormTarget = { mode: 'create' } | { mode: 'edit'; order: DeliveryOrderDetail };

export interface DeliveryFormDialogProps {
  target: DeliveryFormTarget;
  onHide: () => void;
  onSaved: (order: DeliveryOrderDetail, mode: 'create' | 'edit') => void;
}

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };
const ITEM_LABELS = {
  name: 'itemName',
  quantity: 'itemQuantity',
  unit: 'itemUnit',
  weight: 'itemWeight',
  volume: 'itemVolume',
} as const;
const emptyItem: DeliveryFormItem = { name: '', quantity: '1', unit: '', weight: '', volume: '' };

/** Create or edit a delivery order (DLV-23); a failed save keeps what was typed. */
export function DeliveryFormDialog({ target, onHide, onSaved }: DeliveryFormDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<DeliveryFormValues>(() =>
    target.mode === 'edit' ? deliveryToForm(target.order) : emptyDeliveryForm,
  );
  const [errors, setErrors] = useState<DeliveryFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeDeliveryOrder();
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));

  const set = <K extends keyof DeliveryFormValues>(key: K, value: DeliveryFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const customerOptions = (customers.data?.data.paginated_result ?? []).map((c) => ({
    label: c.name,
    value: c.id,
  }));
  const addressOptions = offeredAddresses(addresses.data?.data.paginated_result, [
    values.originId,
    values.destinationId,
  ]).map(addressOption);

  const submit = () => {
    const problems = validateDeliveryForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setServerError(null);
    change.mutate(
      target.mode === 'create'
        ? { kind: 'create', body: toCreateRequest(values) }
        : { kind: 'update', id: target.order.id, body: toUpdateRequest(values) },
      {
        onSuccess: (order) => onSaved(order, target.mode),
        onError: (error) => setServerError(serverErrorText(error, t)),
      },
    );
  };

  const { problem, described } = fieldProblems({
    errors,
    idOf: fieldId,
    text: (code) =>
      t(
        `deliveries.form.problems.${code as NonNullable<DeliveryFormErrors[keyof DeliveryFormErrors]>}`,
      ),
    className: 'delivery-form__error',
    alert: true,
  });

  const picker = (
    key: 'customerId' | 'originId' | 'destinationId',
    label: string,
    options: { label: string; value: number }[],
    loading: boolean,
  ) => (
    <div className="delivery-form__field">
      <label htmlFor={fieldId(key)}>{label}</label>
      <Dropdown
        inputId={fieldId(key)}
        value={values[key]}
        options={options}
        filter
        placeholder={loading ? '…' : t('deliveries.form.choose')}
        onChange={(event) => set(key, (event.value as number | null) ?? null)}
        appendTo="self"
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
        target.mode === 'create'
          ? t('deliveries.form.createTitle')
          : t('deliveries.form.editTitle', { number: target.order.number })
      }
      className="delivery-form-dialog"
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '48rem' }}
      modal
    >
      <form
        className="delivery-form"
        noValidate
        data-testid="delivery-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {serverError && (
          <div className="delivery-form__server" role="alert" data-testid="delivery-form-error">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>
              {t('deliveries.form.failed')} {serverError}
            </span>
          </div>
        )}
        <div className="delivery-form__grid">
          {picker(
            'customerId',
            t('deliveries.form.customer'),
            customerOptions,
            customers.isPending,
          )}
          {picker('originId', t('deliveries.form.origin'), addressOptions, addresses.isPending)}
          {picker(
            'destinationId',
            t('deliveries.form.destination'),
            addressOptions,
            addresses.isPending,
          )}
          <div className="delivery-form__field">
            <label htmlFor={fieldId('plannedDate')}>{t('deliveries.form.plannedDate')}</label>
            <Calendar
              inputId={fieldId('plannedDate')}
              value={values.plannedDate ? dayjs(values.plannedDate).toDate() : null}
              onChange={(event) =>
                set('plannedDate', event.value ? dayjs(event.value).format('YYYY-MM-DD') : null)
              }
              dateFormat="dd/mm/yy"
              showIcon
              showButtonBar
              appendTo="self"
            />
          </div>
          {(['windowStart', 'windowEnd'] as const).map((key) => (
            <div className="delivery-form__field" key={key}>
              <label htmlFor={fieldId(key)}>{t(`deliveries.form.${key}`)}</label>
              <InputText
                id={fieldId(key)}
                value={values[key]}
                placeholder="08:00"
                inputMode="numeric"
                maxLength={5}
                onChange={(event) => set(key, event.target.value)}
                {...described(key)}
              />
              {problem(key)}
            </div>
          ))}
          {values.items.length === 0 &&
            (['weight', 'volume'] as const).map((key) => (
              <div className="delivery-form__field" key={key}>
                <label htmlFor={fieldId(key)}>{t(`deliveries.form.${key}`)}</label>
                <InputText
                  id={fieldId(key)}
                  value={values[key]}
                  inputMode="decimal"
                  onChange={(event) => set(key, event.target.value)}
                  {...described(key)}
                />
                {problem(key)}
              </div>
            ))}
          <div className="delivery-form__field delivery-form__field--wide">
            <label htmlFor={fieldId('notes')}>{t('deliveries.form.notes')}</label>
            <InputTextarea
              id={fieldId('notes')}
              value={values.notes}
              rows={2}
              autoResize
              maxLength={DELIVERY_ORDER_LIMITS.maxNotes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </div>
        </div>

        <GoodsLinesEditor
          legend={t('deliveries.form.items')}
          note={values.items.length > 0 && <small>{t('deliveries.form.itemsSum')}</small>}
          items={values.items}
          onChange={(items) => set('items', items)}
          emptyLine={emptyItem}
          max={DELIVERY_ORDER_LIMITS.maxItems}
          label={(key) => t(`deliveries.form.${ITEM_LABELS[key]}`)}
          addLabel={t('deliveries.form.addItem')}
          removeLabel={(index) => t('deliveries.form.removeItem', { index })}
          problem={problem('items')}
          className="delivery-form__items"
          lineClassName="delivery-form__item"
        />

        <div className="delivery-form__footer">
          {target.mode === 'create' ? (
            <label className="delivery-form__confirm">
              <Checkbox
                inputId={fieldId('confirm')}
                checked={values.confirm}
                onChange={(event) => set('confirm', Boolean(event.checked))}
              />
              <span>{t('deliveries.form.confirmNow')}</span>
            </label>
          ) : (
            <span />
          )}
          <div className="delivery-form__actions">
            <Button type="button" text label={t('deliveries.form.cancel')} onClick={onHide} />
            <Button
              type="submit"
              icon="pi pi-check"
              label={t('deliveries.form.save')}
              loading={change.isPending}
              data-testid="delivery-form-submit"
            />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
