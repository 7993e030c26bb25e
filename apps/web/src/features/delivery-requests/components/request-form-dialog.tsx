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
import { SelectButton } from 'primereact/selectbutton';
import {
  DELIVERY_REQUESTER_TYPES,
  DELIVERY_REQUEST_LIMITS,
  type DeliveryRequestDetail,
} from '@armada/contracts/delivery-requests';
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

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };

/** Ask for a delivery (DREQ-20); a failed save keeps what was typed. */
export function RequestFormDialog({ onHide, onSaved }: RequestFormDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<RequestFormValues>(emptyRequestForm);
  const [errors, setErrors] = useState<RequestFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeDeliveryRequest();
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));

  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

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
    const problems = validateRequestForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setServerError(null);
    change.mutate(
      { kind: 'create', body: toCreateRequest(values) },
      {
        onSuccess: onSaved,
        onError: (error) => setServerError(serverErrorText(error, t)),
      },
    );
  };

  const { problem, described } = fieldProblems({
    errors,
    idOf: fieldId,
    text: (code) =>
      t(
        `deliveryRequests.form.problems.${code as NonNullable<RequestFormErrors[keyof RequestFormErrors]>}`,
      ),
    className: 'request-form__error',
    alert: true,
  });

  const picker = (
    key: 'customerId' | 'originId' | 'destinationId',
    label: string,
    options: { label: string; value: number }[],
    loading: boolean,
  ) => (
    <div className="request-form__field">
      <label htmlFor={fieldId(key)}>{label}</label>
      <Dropdown
        inputId={fieldId(key)}
        value={values[key]}
        options={options}
        filter
        placeholder={loading ? '…' : t('deliveryRequests.form.choose')}
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
      header={t('deliveryRequests.form.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '48rem' }}
      modal
    >
      <form
        className="request-form"
        noValidate
        data-testid="delivery-request-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {serverError && (
          <div className="request-form__server" role="alert" data-testid="request-form-error">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>
              {t('deliveryRequests.form.failed')} {serverError}
            </span>
          </div>
        )}
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
          {picker(
            'customerId',
            t('deliveryRequests.form.customer'),
            customerOptions,
            customers.isPending,
          )}
          {picker(
            'originId',
            t('deliveryRequests.form.origin'),
            depotOptions.length > 0 ? depotOptions : addressOptions,
            addresses.isPending,
          )}
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
            picker(
              'destinationId',
              t('deliveryRequests.form.destinationAddress'),
              addressOptions,
              addresses.isPending,
            )
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
          {(['windowStart', 'windowEnd'] as const).map((key) => (
            <div className="request-form__field" key={key}>
              <label htmlFor={fieldId(key)}>{t(`deliveryRequests.form.${key}`)}</label>
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
          <div className="request-form__field request-form__field--wide">
            <label htmlFor={fieldId('notes')}>{t('deliveryRequests.form.notes')}</label>
            <InputTextarea
              id={fieldId('notes')}
              value={values.notes}
              rows={2}
              autoResize
              maxLength={DELIVERY_REQUEST_LIMITS.maxNotes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </div>
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

        <div className="request-form__actions">
          <Button type="button" text label={t('deliveryRequests.form.cancel')} onClick={onHide} />
          <Button
            type="submit"
            icon="pi pi-send"
            label={t('deliveryRequests.form.save')}
            loading={change.isPending}
            data-testid="delivery-request-form-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
