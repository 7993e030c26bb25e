import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  INVOICE_LIMITS,
  INVOICE_PAYMENT_METHODS,
  type Invoice,
  type InvoicePaymentMethod,
} from '@armada/contracts/invoices';
import { companyToday } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { useChangeInvoice } from '../api/invoices';
import { formatRupiah, parseRupiah } from '../utils/money';

/** INV-8: records a payment; the amount proposed is what is still owed. */
export function PaymentDialog({
  invoice,
  onHide,
  onSaved,
}: {
  invoice: Invoice;
  onHide: () => void;
  onSaved: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const [amount, setAmount] = useState(String(invoice.outstanding));
  const [paidOn, setPaidOn] = useState(companyToday());
  const [method, setMethod] = useState<InvoicePaymentMethod>('TRANSFER');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeInvoice();

  const submit = () => {
    const value = parseRupiah(amount);
    if (value === null || value < 1 || value > invoice.outstanding) {
      setProblem(t('invoices.payment.badAmount', { max: formatRupiah(invoice.outstanding) }));
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) {
      setProblem(t('invoices.payment.badDate'));
      return;
    }
    setProblem(null);
    setServerError(null);
    change.mutate(
      {
        kind: 'pay',
        id: invoice.id,
        body: { amount: value, paid_on: paidOn, method, reference: reference.trim() },
      },
      { onSuccess: onSaved, onError: (error) => setServerError(serverErrorText(error, t)) },
    );
  };

  return (
    <Dialog
      visible
      modal
      header={t('invoices.payment.title', { number: invoice.number })}
      onHide={onHide}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '100vw' }}
    >
      <form
        className="invoice-form"
        noValidate
        data-testid="invoice-payment-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{t('invoices.payment.owed', { amount: formatRupiah(invoice.outstanding) })}</p>
        <label htmlFor={`${base}-amount`}>{t('invoices.payment.amount')}</label>
        <InputText
          id={`${base}-amount`}
          value={amount}
          inputMode="numeric"
          maxLength={20}
          onChange={(event) => setAmount(event.target.value)}
        />
        <label htmlFor={`${base}-date`}>{t('invoices.payment.date')}</label>
        <InputText
          id={`${base}-date`}
          type="date"
          value={paidOn}
          min={invoice.issue_date}
          max={companyToday()}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <label htmlFor={`${base}-method`}>{t('invoices.payment.method')}</label>
        <Dropdown
          inputId={`${base}-method`}
          value={method}
          options={INVOICE_PAYMENT_METHODS.map((m) => ({
            value: m,
            label: t(`invoices.method.${m}`),
          }))}
          onChange={(event) => setMethod(event.value as InvoicePaymentMethod)}
          appendTo="self"
        />
        <label htmlFor={`${base}-reference`}>{t('invoices.payment.reference')}</label>
        <InputText
          id={`${base}-reference`}
          value={reference}
          maxLength={INVOICE_LIMITS.maxReference}
          onChange={(event) => setReference(event.target.value)}
        />
        {problem && (
          <small className="invoice-form__error" role="alert">
            {problem}
          </small>
        )}
        {serverError && (
          <div className="invoice-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{serverError}</span>
          </div>
        )}
        <div className="invoice-form__actions">
          <Button type="button" text label={t('invoices.actions.close')} onClick={onHide} />
          <Button
            type="submit"
            icon="pi pi-wallet"
            label={t('invoices.payment.save')}
            loading={change.isPending}
            data-testid="invoice-payment-save"
          />
        </div>
      </form>
    </Dialog>
  );
}
