import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { INVOICE_LIMITS, type Invoice } from '@armada/contracts/invoices';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatCompany } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { PageLoader } from '@/components/ui/page-loader';
import { FieldList } from '@/components/ui/record-detail';
import { useToast } from '@/components/ui/toast';
import { invoicePdfUrl, useChangeInvoice, useInvoice } from '../api/invoices';
import { invoiceDetailPath } from '../paths';
import { dayText } from '../utils/days';
import { formatRupiah } from '../utils/money';
import { PaymentDialog } from './payment-dialog';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { InvoiceStatusBadge } from './status-badge';
import './invoices.css';

/** `/invoice/:id`: the invoice, payments and its actions (INV-8 … INV-10, INV-15). */
export function InvoiceDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const invoice = useInvoice(id);
  const validId = Number.isInteger(id) && id > 0;
  if (validId && invoice.isPending) return <PageLoader />;
  if (!validId || invoice.isError) {
    const missing =
      !validId || (isApiError(invoice.error) && [400, 404].includes(invoice.error.statusCode));
    return (
      <div className="invoices invoices__state" role="alert">
        <p>{missing ? t('invoices.detail.notFound') : t('invoices.detail.failed')}</p>
        <div className="invoices__actions">
          {!missing && (
            <Button
              type="button"
              outlined
              label={t('invoices.actions.retry')}
              onClick={() => void invoice.refetch()}
            />
          )}
          <Link to={paths.invoice.getHref()}>{t('invoices.actions.back')}</Link>
        </div>
      </div>
    );
  }
  if (!invoice.data) return <PageLoader />;
  return <Detail invoice={invoice.data} />;
}

function Detail({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const navigate = useNavigate();
  const change = useChangeInvoice();
  const [open, setOpen] = useState<'pay' | 'cancel' | 'replace' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rate = (invoice.ppn_rate_bp / 100).toLocaleString(language === 'en' ? 'en-US' : 'id-ID');
  const link = (ref: { id: number; number: string }) => (
    <Link to={invoiceDetailPath.getHref(ref.id)}>{ref.number}</Link>
  );

  const fields: [string, ReactNode][] = [
    [t('invoices.detail.status'), <InvoiceStatusBadge key="s" invoice={invoice} />],
    [t('invoices.detail.customer'), invoice.customer.name],
    [t('invoices.detail.npwp'), invoice.customer.npwp ?? '–'],
    [t('invoices.detail.issueDate'), dayText(invoice.issue_date, language)],
    [
      t('invoices.detail.dueDate'),
      t('invoices.detail.dueValue', {
        date: dayText(invoice.due_date, language),
        count: invoice.payment_terms_days,
      }),
    ],
    [t('invoices.detail.salesOrder'), invoice.sales_order?.number ?? '–'],
    [
      t('invoices.detail.deliveryOrders'),
      <span key="d" data-testid="invoice-delivery-orders">
        {invoice.delivery_orders.map((d, i) => (
          <span key={d.id}>
            {i > 0 ? ', ' : ''}
            <Link to={paths.deliveryDetail.getHref(d.id)}>{d.number}</Link>
          </span>
        ))}
      </span>,
    ],
    ...(invoice.replaces
      ? ([[t('invoices.detail.replaces'), link(invoice.replaces)]] as [string, ReactNode][])
      : []),
    ...(invoice.replaced_by
      ? ([[t('invoices.detail.replacedBy'), link(invoice.replaced_by)]] as [string, ReactNode][])
      : []),
    ...(invoice.cancel_reason
      ? ([[t('invoices.detail.cancelReason'), invoice.cancel_reason]] as [string, ReactNode][])
      : []),
    [
      t('invoices.detail.created'),
      `${formatCompany(invoice.created_on, 'DD MMM YYYY HH:mm', { language, label: true })} · ${invoice.created_by}`,
    ],
  ];

  const act = (kind: 'cancel' | 'replace', reason: string) => {
    setError(null);
    change.mutate(
      { kind, id: invoice.id, body: { reason } },
      {
        onSuccess: (done) => {
          setOpen(null);
          toast.success(t(`invoices.${kind}.done`, { number: done.number }));
          if (kind === 'replace') void navigate(invoiceDetailPath.getHref(done.id));
        },
        onError: (failure) => setError(serverErrorText(failure, t)),
      },
    );
  };

  return (
    <div className="invoices invoices--detail" data-testid="invoice-detail">
      <header className="invoices__header">
        <div>
          <Link className="invoices__back" to={paths.invoice.getHref()}>
            <i className="pi pi-arrow-left" aria-hidden="true" /> {t('invoices.actions.back')}
          </Link>
          <h1 className="invoices__title" data-testid="invoice-number">
            {invoice.number}
          </h1>
          <InvoiceStatusBadge invoice={invoice} />
        </div>
        <div className="invoices__actions">
          <a
            className="p-button p-button-outlined invoices__export"
            href={invoicePdfUrl(invoice.id)}
            download={`${invoice.number.replaceAll('/', '-')}.pdf`}
            data-testid="invoice-pdf"
          >
            <i className="pi pi-file-pdf" aria-hidden="true" />
            <span>{t('invoices.actions.pdf')}</span>
          </a>
          {invoice.allowed_actions.includes('pay') && (
            <Button
              type="button"
              icon="pi pi-wallet"
              label={t('invoices.actions.pay')}
              onClick={() => setOpen('pay')}
              data-testid="invoice-pay"
            />
          )}
          {invoice.allowed_actions.includes('replace') && (
            <Button
              type="button"
              outlined
              icon="pi pi-replay"
              label={t('invoices.actions.replace')}
              onClick={() => {
                setError(null);
                setOpen('replace');
              }}
              data-testid="invoice-replace"
            />
          )}
          {invoice.allowed_actions.includes('cancel') && (
            <Button
              type="button"
              text
              severity="danger"
              icon="pi pi-times"
              label={t('invoices.actions.cancel')}
              onClick={() => {
                setError(null);
                setOpen('cancel');
              }}
              data-testid="invoice-cancel"
            />
          )}
        </div>
      </header>

      <div className="invoices__grid">
        <section className="invoices__card" aria-labelledby="inv-fields">
          <h2 id="inv-fields">{t('invoices.detail.fields')}</h2>
          <FieldList fields={fields} />
        </section>
        <section className="invoices__card" aria-labelledby="inv-money">
          <h2 id="inv-money">{t('invoices.detail.money')}</h2>
          <dl className="invoices__sums">
            <dt>{t('invoices.detail.subtotal')}</dt>
            <dd>{formatRupiah(invoice.subtotal)}</dd>
            <dt>{t('invoices.detail.ppn', { rate })}</dt>
            <dd>{formatRupiah(invoice.ppn)}</dd>
            <dt className="invoices__total">{t('invoices.detail.total')}</dt>
            <dd className="invoices__total" data-testid="invoice-total">
              {formatRupiah(invoice.total)}
            </dd>
            <dt>{t('invoices.detail.paid')}</dt>
            <dd>{formatRupiah(invoice.paid_amount)}</dd>
            <dt>{t('invoices.detail.outstanding')}</dt>
            <dd>{formatRupiah(invoice.outstanding)}</dd>
          </dl>
          <h3>{t('invoices.detail.payments')}</h3>
          {invoice.payments.length === 0 ? (
            <p>{t('invoices.detail.noPayments')}</p>
          ) : (
            <ul className="invoices__payments">
              {invoice.payments.map((payment) => (
                <li key={payment.id}>
                  <strong>{formatRupiah(payment.amount)}</strong> ·{' '}
                  {dayText(payment.paid_on, language)} · {t(`invoices.method.${payment.method}`)}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="invoices__card" aria-labelledby="inv-lines">
        <h2 id="inv-lines">{t('invoices.detail.lines')}</h2>
        <div className="invoices__table-wrap">
          <table className="invoices__lines">
            <thead>
              <tr>
                <th scope="col">{t('invoices.detail.description')}</th>
                <th scope="col" className="num">
                  {t('invoices.detail.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('invoices.detail.unitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('invoices.detail.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={index}>
                  <td>
                    {line.description}
                    {line.delivery_order && (
                      <span className="invoices__muted"> · {line.delivery_order.number}</span>
                    )}
                  </td>
                  <td className="num">
                    {line.quantity.toLocaleString('id-ID')} {line.unit}
                  </td>
                  <td className="num">{formatRupiah(line.unit_price)}</td>
                  <td className="num">{formatRupiah(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {open === 'pay' && (
        <PaymentDialog
          invoice={invoice}
          onHide={() => setOpen(null)}
          onSaved={(paid) => {
            setOpen(null);
            toast.success(t('invoices.payment.done', { number: paid.number }));
          }}
        />
      )}
      {(open === 'cancel' || open === 'replace') && (
        <ReasonDialog
          testId={`invoice-${open}-form`}
          labels={{
            title: t(`invoices.${open}.title`, { number: invoice.number }),
            text: t(`invoices.${open}.text`),
            reason: t('invoices.cancel.reason'),
            tooShort: t('invoices.cancel.tooShort', { min: INVOICE_LIMITS.reasonMin }),
            confirm: t(`invoices.actions.${open}`),
            close: t('invoices.actions.close'),
          }}
          min={INVOICE_LIMITS.reasonMin}
          max={INVOICE_LIMITS.reasonMax}
          pending={change.isPending}
          error={error}
          onConfirm={(reason) => act(open, reason)}
          onHide={() => setOpen(null)}
        />
      )}
    </div>
  );
}
