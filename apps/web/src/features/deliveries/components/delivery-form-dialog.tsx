import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { InputText } from 'primereact/inputtext';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { DELIVERY_ORDER_LIMITS, type DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { GoodsLinesEditor } from '@/components/ui/goods-lines-editor';
import { FormActions, FormDialog, useFormDialog } from '@/components/ui/form-dialog';
import { NotesField, PickerField, TimeWindowFields } from '@/components/ui/delivery-fields';
import { addressOption } from '@/lib/resources/addresses';
import { useCustomerAddressChoices } from '@/lib/resources/place-choices';
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
  const form = useFormDialog<DeliveryFormValues, DeliveryFormErrors>({
    initial: () => (target.mode === 'edit' ? deliveryToForm(target.order) : emptyDeliveryForm),
    validate: validateDeliveryForm,
    block: 'delivery-form',
    problemText: (code) => t(`deliveries.form.problems.${code}`),
  });
  const { values, set, fieldId, problem, described } = form;
  const change = useChangeDeliveryOrder();
  const choices = useCustomerAddressChoices([values.originId, values.destinationId]);
  const addressOptions = choices.addresses.map(addressOption);

  const submit = () =>
    form.submit((checked) =>
      change.mutate(
        target.mode === 'create'
          ? { kind: 'create', body: toCreateRequest(checked) }
          : { kind: 'update', id: target.order.id, body: toUpdateRequest(checked) },
        { onSuccess: (order) => onSaved(order, target.mode), onError: form.refused },
      ),
    );

  return (
    <FormDialog
      form={form}
      header={
        target.mode === 'create'
          ? t('deliveries.form.createTitle')
          : t('deliveries.form.editTitle', { number: target.order.number })
      }
      className="delivery-form-dialog"
      width="48rem"
      failedLabel={t('deliveries.form.failed')}
      testId="delivery-form"
      errorTestId="delivery-form-error"
      onHide={onHide}
      onSubmit={submit}
    >
      <div className="delivery-form__grid">
        {(
          [
            ['customerId', 'customer', choices.customerOptions, choices.customersPending],
            ['originId', 'origin', addressOptions, choices.addressesPending],
            ['destinationId', 'destination', addressOptions, choices.addressesPending],
          ] as const
        ).map(([name, word, options, loading]) => (
          <PickerField
            key={name}
            form={form}
            name={name}
            label={t(`deliveries.form.${word}`)}
            options={options}
            placeholder={loading ? '…' : t('deliveries.form.choose')}
          />
        ))}
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
        <TimeWindowFields form={form} label={(key) => t(`deliveries.form.${key}`)} />
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
        <NotesField
          form={form}
          label={t('deliveries.form.notes')}
          max={DELIVERY_ORDER_LIMITS.maxNotes}
        />
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
        <FormActions
          block="delivery-form"
          labels={{ cancel: t('deliveries.form.cancel'), save: t('deliveries.form.save') }}
          saveIcon="pi pi-check"
          pending={change.isPending}
          onCancel={onHide}
          saveTestId="delivery-form-submit"
        />
      </div>
    </FormDialog>
  );
}
