import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { INVOICE_LIMITS, type InvoiceSettings } from '@armada/contracts/invoices';
import { serverErrorText } from '@/lib/server-error-text';
import { useSaveInvoiceSettings } from '../api/invoices';

/** INV-14: the PPN rate (percent, two decimals at most) and the default payment terms. */
export function SettingsDialog({
  settings,
  onHide,
  onSaved,
}: {
  settings: InvoiceSettings;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const [rate, setRate] = useState(String(settings.ppn_rate_bp / 100).replace('.', ','));
  const [terms, setTerms] = useState(String(settings.payment_terms_days));
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveInvoiceSettings();

  const submit = () => {
    const percent = rate.trim().replace(',', '.');
    const bp = Math.round(Number(percent) * 100);
    if (!/^\d+(\.\d{1,2})?$/.test(percent) || bp > INVOICE_LIMITS.maxPpnRateBp) {
      setProblem(t('invoices.settings.badRate'));
      return;
    }
    if (!/^\d+$/.test(terms.trim()) || Number(terms) > INVOICE_LIMITS.maxPaymentTerms) {
      setProblem(t('invoices.create.problems.badTerms', { max: INVOICE_LIMITS.maxPaymentTerms }));
      return;
    }
    setProblem(null);
    save.mutate(
      { ppn_rate_bp: bp, payment_terms_days: Number(terms.trim()) },
      { onSuccess: onSaved, onError: (error) => setServerError(serverErrorText(error, t)) },
    );
  };

  return (
    <Dialog
      visible
      modal
      header={t('invoices.settings.title')}
      onHide={onHide}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '100vw' }}
    >
      <form
        className="invoice-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="invoice-form__muted">{t('invoices.settings.note')}</p>
        <label htmlFor={`${base}-rate`}>{t('invoices.settings.rate')}</label>
        <InputText
          id={`${base}-rate`}
          value={rate}
          inputMode="decimal"
          maxLength={6}
          onChange={(event) => setRate(event.target.value)}
        />
        <label htmlFor={`${base}-terms`}>{t('invoices.settings.terms')}</label>
        <InputText
          id={`${base}-terms`}
          value={terms}
          inputMode="numeric"
          maxLength={3}
          onChange={(event) => setTerms(event.target.value)}
        />
        {problem && (
          <small className="invoice-form__error" role="alert">
            {problem}
          </small>
        )}
        {serverError && (
          <div className="invoice-form__server" role="alert">
            <span>{serverError}</span>
          </div>
        )}
        <div className="invoice-form__actions">
          <Button type="button" text label={t('invoices.actions.close')} onClick={onHide} />
          <Button type="submit" label={t('invoices.settings.save')} loading={save.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
