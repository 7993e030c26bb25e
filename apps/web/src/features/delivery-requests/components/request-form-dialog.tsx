import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Calendar } from 'primereact/calendar';
import { SelectButton } from 'primereact/selectbutton';
import {
  DELIVERY_REQUESTER_TYPES,
  DELIVERY_REQUEST_LIMITS,
  type DeliveryRequestDetail,
} from '@armada/contracts/delivery-requests';
import { GoodsLinesEditor } from '@/components/ui/goods-lines-editor';
import { FormActions, FormDialog, useFormDialog } from '@/components/ui/form-dialog';
import { NotesField, PickerField, TimeWindowFields } from '@/components/ui/delivery-fields';
import { addressOption } from '@/lib/resources/addresses';
import { originAddresses, useCustomerAddressChoices } from '@/lib/resources/place-choices';
import { useChangeDeliveryRequest } from '../api/delivery-requests';
import {
  emptyItem,
  emptyRequestForm,
  toCreateRequest,
  validateRequestForm,
  type RequestFormErrors,
  type RequestFormValues,
} from '../utils/request-form';

export interface RequestFormDialogProps {
  onHide: () => void;
  onSaved: (request: DeliveryRequestDetail) => void;
}

/** Ask for a delivery (DREQ-20); a failed save keeps what was typed. */
export function RequestFormDialog({ onHide, onSaved }: RequestFormDialogProps) {
  const { t } = useTranslation();
  const form = useFormDialog<RequestFormValues, RequestFormErrors>({
    initial: emptyRequestForm,
    validate: validateRequestForm,
    block: 'request-form',
    problemText: (code) => t(`deliveryRequests.form.problems.${code}`),
  });
  const { values, set, fieldId, problem, described } = form;
  const change = useChangeDeliveryRequest();
  const choices = useCustomerAddressChoices([values.originId, values.destinationId]);
  const addressOptions = choices.addresses.map(addressOption);
  const choose = (loading: boolean) => (loading ? '…' : t('deliveryRequests.form.choose'));

  const submit = () =>
    form.submit((checked) =>
      change.mutate(
        { kind: 'create', body: toCreateRequest(checked) },
        { onSuccess: onSaved, onError: form.refused },
      ),
    );

  return (
    <FormDialog
      form={form}
      header={t('deliveryRequests.form.title')}
      width="48rem"
      failedLabel={t('deliveryRequests.form.failed')}
      testId="delivery-request-form"
      errorTestId="request-form-error"
      onHide={onHide}
      onSubmit={submit}
    >
      <fieldset className="request-form__group">
        <legend>{t('deliveryRequests.form.requester')}</legend>
        <SelectButton
          value={values.requesterType}
          options={DELIVERY_REQUESTER_TYPES.map((type) => ({
            label: t(`deliveryRequests.requesterType.${type}`),
            value: type,
          }))}
          allowEmpty={false}
          onChange={(event) => set('requesterType', event.value as 'CUSTOMER' | 'SALES')}
        />
        <div className="request-form__grid">
          <div className="request-form__field">
            <label htmlFor={fieldId('requesterName')}>
              {t('deliveryRequests.form.requesterName')}
            </label>
            <InputText
              id={fieldId('requesterName')}
              value={values.requesterName}
              maxLength={DELIVERY_REQUEST_LIMITS.maxName}
              placeholder={t(
                values.requesterType === 'CUSTOMER'
                  ? 'deliveryRequests.form.requesterNameCustomer'
                  : 'deliveryRequests.form.requesterNameSales',
              )}
              onChange={(event) => set('requesterName', event.target.value)}
            />
          </div>
          <div className="request-form__field">
            <label htmlFor={fieldId('requesterPhone')}>
              {t('deliveryRequests.form.requesterPhone')}
            </label>
            <InputText
              id={fieldId('requesterPhone')}
              value={values.requesterPhone}
              inputMode="tel"
              maxLength={DELIVERY_REQUEST_LIMITS.maxPhone}
              onChange={(event) => set('requesterPhone', event.target.value)}
            />
          </div>
        </div>
      </fieldset>

      <div className="request-form__grid">
        <PickerField
          form={form}
          name="customerId"
          label={t('deliveryRequests.form.customer')}
          options={choices.customerOptions}
          placeholder={choose(choices.customersPending)}
        />
        <PickerField
          form={form}
          name="originId"
          label={t('deliveryRequests.form.origin')}
          options={originAddresses(choices.addresses).map(addressOption)}
          placeholder={choose(choices.addressesPending)}
        />
        <div className="request-form__field request-form__field--wide">
          <span id={fieldId('destinationMode')}>{t('deliveryRequests.form.destination')}</span>
          <SelectButton
            aria-labelledby={fieldId('destinationMode')}
            value={values.destinationMode}
            options={[
              { label: t('deliveryRequests.form.destinationAddress'), value: 'address' },
              { label: t('deliveryRequests.form.destinationWords'), value: 'text' },
            ]}
            allowEmpty={false}
            onChange={(event) => set('destinationMode', event.value as 'address' | 'text')}
          />
        </div>
        {values.destinationMode === 'address' ? (
          <PickerField
            form={form}
            name="destinationId"
            label={t('deliveryRequests.form.destinationAddress')}
            options={addressOptions}
            placeholder={choose(choices.addressesPending)}
          />
        ) : (
          <div className="request-form__field request-form__field--wide">
            <label htmlFor={fieldId('destinationText')}>
              {t('deliveryRequests.form.destinationWords')}
            </label>
            <InputTextarea
              id={fieldId('destinationText')}
              value={values.destinationText}
              rows={2}
              maxLength={DELIVERY_REQUEST_LIMITS.maxDestinationText}
              placeholder={t('deliveryRequests.form.destinationWordsHint')}
              onChange={(event) => set('destinationText', event.target.value)}
              {...described('destinationText')}
            />
            {problem('destinationText')}
          </div>
        )}
        <div className="request-form__field">
          <label htmlFor={fieldId('wantedDate')}>{t('deliveryRequests.form.wantedDate')}</label>
          <Calendar
            inputId={fieldId('wantedDate')}
            value={values.wantedDate ? dayjs(values.wantedDate).toDate() : null}
            onChange={(event) =>
              set('wantedDate', event.value ? dayjs(event.value).format('YYYY-MM-DD') : null)
            }
            dateFormat="dd/mm/yy"
            showIcon
            appendTo="self"
            {...described('wantedDate')}
          />
          {problem('wantedDate')}
        </div>
        <TimeWindowFields form={form} label={(key) => t(`deliveryRequests.form.${key}`)} />
        <NotesField
          form={form}
          label={t('deliveryRequests.form.notes')}
          max={DELIVERY_REQUEST_LIMITS.maxNotes}
        />
      </div>

      <GoodsLinesEditor
        legend={t('deliveryRequests.form.items')}
        items={values.items}
        onChange={(items) => set('items', items)}
        emptyLine={emptyItem}
        max={DELIVERY_REQUEST_LIMITS.maxItems}
        label={(key) => t(`deliveryRequests.form.item.${key}`)}
        addLabel={t('deliveryRequests.form.addItem')}
        removeLabel={(index) => t('deliveryRequests.form.removeItem', { index })}
        problem={problem('items')}
        className="request-form__group request-form__items"
        lineClassName="request-form__item"
      />

      <FormActions
        block="request-form"
        labels={{
          cancel: t('deliveryRequests.form.cancel'),
          save: t('deliveryRequests.form.save'),
        }}
        saveIcon="pi pi-send"
        pending={change.isPending}
        onCancel={onHide}
        saveTestId="delivery-request-form-submit"
      />
    </FormDialog>
  );
}
