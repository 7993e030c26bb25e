import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { companyToday, formatCompanyDateTime } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import { useFuelMatch } from '../api/costs';
import { formatMonth, formatRupiah, shiftMonth } from '../utils/format';
import { ListState } from '@/components/ui/list-state';

/** COST-9, COST-12: a month's purchases against the refills the tank showed; flagged first. */
export function FuelMatchPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const thisMonth = companyToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const match = useFuelMatch({ month });
  const data = match.data;
  const litres = (value: number) =>
    `${formatNumber(value, language, { maximumFractionDigits: 1 })} L`;

  return (
    <section className="costs__panel" aria-label={t('costManagement.tabs.fuel')}>
      <div className="costs__toolbar">
        <label className="costs__inline-field">
          <span>{t('costManagement.fuel.month')}</span>
          <Dropdown
            value={month}
            options={Array.from({ length: 12 }, (_, i) => {
              const value = shiftMonth(thisMonth, -i);
              return { value, label: formatMonth(value, language) };
            })}
            aria-label={t('costManagement.fuel.month')}
            onChange={(event) => setMonth(String(event.value))}
          />
        </label>
      </div>
      <p className="costs__hint">{t('costManagement.fuel.intro')}</p>
      {data && (
        <dl className="costs__figures" data-testid="fuel-match-counts">
          <div data-state="PURCHASE_WITHOUT_REFILL">
            <dt>{t('costManagement.fuel.states.PURCHASE_WITHOUT_REFILL')}</dt>
            <dd>{data.purchases_without_refill}</dd>
          </div>
          <div data-state="REFILL_WITHOUT_PURCHASE">
            <dt>{t('costManagement.fuel.states.REFILL_WITHOUT_PURCHASE')}</dt>
            <dd>{data.refills_without_purchase}</dd>
          </div>
          <div data-state="MATCHED">
            <dt>{t('costManagement.fuel.states.MATCHED')}</dt>
            <dd>{data.matched}</dd>
          </div>
        </dl>
      )}
      <ListState
        block="costs"
        noAccessText={t('costManagement.noAccess')}
        loading={match.isPending}
        error={match.isError ? match.error : null}
        empty={(data?.items.length ?? 0) === 0}
        emptyText={t('costManagement.fuel.empty')}
        onRetry={() => void match.refetch()}
      />
      {data && data.items.length > 0 && (
        <table className="costs__table" data-testid="fuel-match-list">
          <thead>
            <tr>
              <th scope="col">{t('costManagement.columns.state')}</th>
              <th scope="col">{t('costManagement.columns.vehicle')}</th>
              <th scope="col">{t('costManagement.fuel.purchase')}</th>
              <th scope="col">{t('costManagement.fuel.refill')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item, index) => (
              <tr key={`${item.purchase?.id ?? 'r'}-${item.refill?.id ?? 'p'}-${index}`}>
                <td data-label={t('costManagement.columns.state')}>
                  <span className="costs__tag" data-state={item.state}>
                    {item.state !== 'MATCHED' && (
                      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
                    )}{' '}
                    {t(`costManagement.fuel.states.${item.state}`)}
                  </span>
                </td>
                <td data-label={t('costManagement.columns.vehicle')} className="costs__nowrap">
                  {item.vehicle.license_plate}
                </td>
                <td data-label={t('costManagement.fuel.purchase')}>
                  {item.purchase ? (
                    <>
                      {formatCompanyDateTime(item.purchase.occurred_at, { language })}
                      <br />
                      <small className="costs__muted">
                        {litres(item.purchase.litres)} · {formatRupiah(item.purchase.amount)}
                        {item.purchase.place ? ` · ${item.purchase.place}` : ''}
                      </small>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
                <td data-label={t('costManagement.fuel.refill')}>
                  {item.refill ? (
                    <>
                      {formatCompanyDateTime(item.refill.at, { language })}
                      <br />
                      <small className="costs__muted">{litres(item.refill.litres)}</small>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
