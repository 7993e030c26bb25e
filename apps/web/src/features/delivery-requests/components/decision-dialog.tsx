import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Calendar } from 'primereact/calendar';
import {
  DELIVERY_REQUEST_LIMITS,
  type DeliveryRequestAction,
  type DeliveryRequestDetail,
} from '@armada/contracts/delivery-requests';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { serverErrorText } from '@/lib/server-error-text';
import {
  addressListQueryOptions,
  addressOption,
  offeredAddresses,
} from '@/lib/resources/addresses';
import { useChangeDeliveryRequest, type DeliveryRequestChange } from '../api/delivery-requests';

export interface DecisionDialogProps {
  kind: DeliveryRequestAction;
  request: DeliveryRequestDetail;
  onHide: () => void;
  onDone: (request: DeliveryRequestDetail) => void;
}

const { reasonMin, reasonMax } = DELIVERY_REQUEST_LIMITS;
const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };

/**
 * Approve (DREQ-8, DREQ-9: the order's day, and the address when the request names it only in
 * words), reject (DREQ-10: a reason) or cancel (DREQ-11: an optional reason). A refusal is shown
 * in the user's language and what was typed stays (DREQ-19).
 */
export function DecisionDialog({ kind, request, onHide, onDone }: DecisionDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState<string>(request.wanted_date);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeDeliveryRequest();
  const needsAddress = kind === 'approve' && request.destination_address === null;
  const addresses = useQuery({ ...addressListQueryOptions(PICKER_QUERY), enabled: needsAddress });
  const trimmed = reason.trim();
  const reasonOk =
    kind === 'reject'
      ? trimmed.length >= reasonMin && trimmed.length <= reasonMax
      : kind === 'cancel'
        ? trimmed.length === 0 || (trimmed.length >= reasonMin && trimmed.length <= reasonMax)
        : true;
  const ready = reasonOk && (!needsAddress || addressId !== null);

  const submit = () => {
    if (!ready) return;
    setServerError(null);
    const body: DeliveryRequestChange =
      kind === 'approve'
        ? {
            kind,
            id: request.id,
            body: {
              ...(day !== request.wanted_date ? { planned_date: day } : {}),
              ...(addressId !== null ? { destination_address_id: addressId } : {}),
            },
          }
        : kind === 'reject'
          ? { kind, id: request.id, body: { reason: trimmed } }
          : { kind, id: request.id, body: trimmed ? { reason: trimmed } : {} };
    change.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setServerError(serverErrorText(error, t)),
    });
  };

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t(`deliveryRequests.decision.${kind}.title`, { number: request.number })}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '32rem' }}
    >
      <form
        className="request-form"
        noValidate
        data-testid={`delivery-request-${kind}-dialog`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{t(`deliveryRequests.decision.${kind}.text`)}</p>
        {serverError && (
          <div className="request-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{serverError}</span>
          </div>
        )}
        {kind === 'approve' && (
          <>
            {needsAddress && (
              <div className="request-form__field">
                <label htmlFor={`${base}-address`}>{t('deliveryRequests.decision.address')}</label>
                <small>
                  {t('deliveryRequests.decision.addressHint', {
                    text: request.destination_text ?? '',
                  })}
                </small>
                <Dropdown
                  inputId={`${base}-address`}
                  value={addressId}
                  options={offeredAddresses(addresses.data?.data.paginated_result, [addressId]).map(
                    addressOption,
                  )}
                  filter
                  placeholder={addresses.isPending ? '…' : t('deliveryRequests.form.choose')}
                  onChange={(event) => setAddressId((event.value as number | null) ?? null)}
                  appendTo="self"
                />
              </div>
            )}
            <div className="request-form__field">
              <label htmlFor={`${base}-day`}>{t('deliveryRequests.decision.plannedDate')}</label>
              <Calendar
                inputId={`${base}-day`}
                value={dayjs(day).toDate()}
                onChange={(event) =>
                  setDay(
                    event.value ? dayjs(event.value).format('YYYY-MM-DD') : request.wanted_date,
                  )
                }
                dateFormat="dd/mm/yy"
                showIcon
                appendTo="self"
              />
            </div>
          </>
        )}
        {kind !== 'approve' && (
          <div className="request-form__field">
            <label htmlFor={`${base}-reason`}>
              {t(
                kind === 'reject'
                  ? 'deliveryRequests.decision.reason'
                  : 'deliveryRequests.decision.reasonOptional',
              )}
            </label>
            <InputTextarea
              id={`${base}-reason`}
              value={reason}
              rows={3}
              maxLength={reasonMax}
              aria-describedby={`${base}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <small id={`${base}-hint`}>
              {t('deliveryRequests.decision.reasonHint', { min: reasonMin, max: reasonMax })}
            </small>
          </div>
        )}
        <div className="request-form__actions">
          <Button
            type="button"
            text
            label={t('deliveryRequests.decision.close')}
            onClick={onHide}
          />
          <Button
            type="submit"
            severity={kind === 'approve' ? undefined : 'danger'}
            label={t(`deliveryRequests.decision.${kind}.submit`)}
            disabled={!ready}
            loading={change.isPending}
            data-testid={`delivery-request-${kind}-submit`}
          />
        </div>
      </form>
    </Dialog>
  );
}
