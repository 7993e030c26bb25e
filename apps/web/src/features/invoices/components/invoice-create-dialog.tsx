import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import {
  INVOICE_LIMITS,
  type Invoice,
  type InvoicePrice,
  type InvoiceableOrder,
} from '@armada/contracts/invoices';
import { serverErrorText } from '@/lib/server-error-text';
import {
  useChangeInvoice,
  useDeliveryOrderLines,
  useInvoiceSettings,
  useInvoiceableOrders,
} from '../api/invoices';
import { formatRupiah, parseRupiah } from '../utils/money';

export interface InvoiceCreateDialogProps {
  onHide: () => void;
  onSaved: (invoice: Invoice) => void;
}

/** `${order id}:${line index}` → the price as typed. */
type PriceTexts = Record<string, string>;

/**
 * INV-2: pick delivered orders of one customer, price the lines of those made without a sales
 * order, choose the terms, issue. A failed issue keeps every choice and price.
 */
export function InvoiceCreateDialog({ onHide, onSaved }: InvoiceCreateDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<InvoiceableOrder[]>([]);
  const [prices, setPrices] = useState<PriceTexts>({});
  const [terms, setTerms] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const orders = useInvoiceableOrders(search.trim() ? { search: search.trim() } : {});
  const settings = useInvoiceSettings();
  const change = useChangeInvoice();
  const customerId = selected[0]?.customer.id ?? null;
  const termsText = terms ?? String(settings.data?.payment_terms_days ?? '');

  const toggle = (order: InvoiceableOrder, on: boolean) =>
    setSelected((current) =>
      on
        ? current.length < INVOICE_LIMITS.maxDeliveryOrders
          ? [...current, order]
          : current
        : current.filter((o) => o.id !== order.id),
    );

  const submit = () => {
    setServerError(null);
    if (selected.length === 0) {
      setProblem(t('invoices.create.problems.noOrders'));
      return;
    }
    const days = termsText.trim();
    if (!/^\d+$/.test(days) || Number(days) > INVOICE_LIMITS.maxPaymentTerms) {
      setProblem(t('invoices.create.problems.badTerms', { max: INVOICE_LIMITS.maxPaymentTerms }));
      return;
    }
    const body: InvoicePrice[] = [];
    for (const [key, text] of Object.entries(prices)) {
      const [orderId, index] = key.split(':').map(Number);
      if (!selected.some((o) => o.id === orderId && !o.priced)) continue;
      const price = parseRupiah(text);
      if (price === null || price > INVOICE_LIMITS.maxUnitPrice) {
        setProblem(t('invoices.create.problems.badPrice'));
        return;
      }
      body.push({ delivery_order_id: orderId ?? 0, item_index: index ?? 0, unit_price: price });
    }
    setProblem(null);
    change.mutate(
      {
        kind: 'create',
        body: {
          delivery_order_ids: selected.map((o) => o.id),
          prices: body,
          payment_terms_days: Number(days),
        },
      },
      { onSuccess: onSaved, onError: (error) => setServerError(serverErrorText(error, t)) },
    );
  };

  const list = orders.data ?? [];
  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('invoices.create.title')}
      breakpoints={{ '960px': '100vw' }}
      style={{ width: '60rem' }}
    >
      <form
        className="invoice-form"
        noValidate
        data-testid="invoice-create-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {serverError && (
          <div className="invoice-form__server" role="alert" data-testid="invoice-create-error">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>
              {t('invoices.create.failed')} {serverError}
            </span>
          </div>
        )}
        <p className="invoice-form__note">{t('invoices.create.intro')}</p>
        <label htmlFor={`${base}-search`}>{t('invoices.create.search')}</label>
        <InputText
          id={`${base}-search`}
          value={search}
          maxLength={100}
          placeholder={t('invoices.create.searchHint')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="invoice-form__orders" role="group" aria-label={t('invoices.create.orders')}>
          {orders.isPending && <p>{t('invoices.create.loading')}</p>}
          {orders.isError && (
            <p role="alert">
              {t('invoices.create.loadFailed')}{' '}
              <Button
                type="button"
                link
                label={t('invoices.actions.retry')}
                onClick={() => void orders.refetch()}
              />
            </p>
          )}
          {orders.isSuccess && list.length === 0 && <p>{t('invoices.create.none')}</p>}
          {list.map((order) => {
            const checked = selected.some((o) => o.id === order.id);
            const otherCustomer = customerId !== null && order.customer.id !== customerId;
            const id = `${base}-order-${order.id}`;
            return (
              <div key={order.id} className="invoice-form__order" data-testid="invoiceable-order">
                <Checkbox
                  inputId={id}
                  checked={checked}
                  disabled={otherCustomer && !checked}
                  onChange={(event) => toggle(order, event.checked === true)}
                />
                <label htmlFor={id}>
                  <strong>{order.number}</strong> · {order.customer.name}
                  <span className="invoice-form__muted">
                    {' '}
                    · {order.destination}
                    {order.sales_order ? ` · ${order.sales_order.number}` : ''}
                  </span>
                </label>
              </div>
            );
          })}
        </div>

        {selected
          .filter((order) => !order.priced)
          .map((order) => (
            <OrderPrices
              key={order.id}
              order={order}
              prices={prices}
              onChange={(key, text) => setPrices((current) => ({ ...current, [key]: text }))}
            />
          ))}

        <div className="invoice-form__row">
          <div className="invoice-form__field">
            <label htmlFor={`${base}-terms`}>{t('invoices.create.terms')}</label>
            <InputText
              id={`${base}-terms`}
              value={termsText}
              inputMode="numeric"
              maxLength={3}
              onChange={(event) => setTerms(event.target.value)}
              data-testid="invoice-terms"
            />
          </div>
          <p className="invoice-form__muted">
            {t('invoices.create.ppnNote', {
              rate: ((settings.data?.ppn_rate_bp ?? 1100) / 100).toLocaleString('id-ID'),
            })}
          </p>
        </div>
        {problem && (
          <small className="invoice-form__error" role="alert">
            {problem}
          </small>
        )}
        <div className="invoice-form__actions">
          <Button type="button" text label={t('invoices.actions.close')} onClick={onHide} />
          <Button
            type="submit"
            icon="pi pi-file"
            label={t('invoices.create.submit', { count: selected.length })}
            loading={change.isPending}
            data-testid="invoice-create-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}

/** The price inputs of one order made without a sales order (INV-2). */
function OrderPrices({
  order,
  prices,
  onChange,
}: {
  order: InvoiceableOrder;
  prices: PriceTexts;
  onChange: (key: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const detail = useDeliveryOrderLines(order.id, true);
  const lines = useMemo(() => {
    const items = detail.data?.items ?? [];
    return items.length > 0
      ? items.map((item) => ({ name: item.name, quantity: item.quantity, unit: item.unit }))
      : [
          {
            name: t('invoices.create.serviceLine', { number: order.number }),
            quantity: 1,
            unit: 'pengiriman',
          },
        ];
  }, [detail.data, order.number, t]);
  const subtotal = lines.reduce(
    (sum, line, index) =>
      sum + line.quantity * (parseRupiah(prices[`${order.id}:${index}`] ?? '') ?? 0),
    0,
  );
  return (
    <fieldset className="invoice-form__prices" data-testid="invoice-prices">
      <legend>{t('invoices.create.pricesFor', { number: order.number })}</legend>
      {detail.isPending ? (
        <p>{t('invoices.create.loading')}</p>
      ) : (
        lines.map((line, index) => {
          const key = `${order.id}:${index}`;
          return (
            <div key={key} className="invoice-form__price-line">
              <span>
                {line.name} · {line.quantity} {line.unit}
              </span>
              <InputText
                value={prices[key] ?? ''}
                inputMode="numeric"
                maxLength={20}
                placeholder={t('invoices.create.unitPrice')}
                aria-label={t('invoices.create.unitPriceOf', { name: line.name })}
                onChange={(event) => onChange(key, event.target.value)}
              />
            </div>
          );
        })
      )}
      <span className="invoice-form__muted">
        {t('invoices.create.preview', { subtotal: formatRupiah(subtotal) })}
      </span>
    </fieldset>
  );
}
