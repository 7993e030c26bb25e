import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { companyToday } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import { useCostSummary } from '../api/costs';
import { downloadCsv, formatMonth, formatRupiah, shiftMonth, summaryCsv } from '../utils/format';
import { ListState } from '@/components/ui/list-state';

const CostChart = lazy(() => import('./cost-chart'));

/** COST-8: the charts show six months ending at the month chosen. */
const SPAN = 6;
/** Vehicles shown before "show all". */
const VEHICLE_ROWS = 20;

/** COST-6, COST-7, COST-12: costs per month, cost per km and per delivery, per vehicle. */
export function OverviewPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const thisMonth = companyToday().slice(0, 7);
  const [until, setUntil] = useState(thisMonth);
  const from = shiftMonth(until, -(SPAN - 1));
  const summary = useCostSummary({ from, until });
  const data = summary.data;
  const current = data?.months[data.months.length - 1];
  const [allVehicles, setAllVehicles] = useState(false);
  const monthVehicles = data?.vehicles.filter((v) => v.month === until) ?? [];
  // A fleet of thousands: the dearest first, the rest on request (all of them are in the CSV).
  const vehicles = allVehicles ? monthVehicles : monthVehicles.slice(0, VEHICLE_ROWS);
  const labels = data?.months.map((m) => formatMonth(m.month, language)) ?? [];
  const rupiahOrDash = (value: number | null) => (value === null ? '–' : formatRupiah(value));

  const download = () => {
    if (!data) return;
    const header = [
      'month',
      'plate',
      'fuel',
      'toll',
      'maintenance',
      'other',
      'total',
      'km',
      'deliveries',
      'cost_per_km',
      'cost_per_delivery',
    ].map((key) => t(`costManagement.export.${key}` as 'costManagement.export.month'));
    downloadCsv(
      summaryCsv(data.vehicles, header),
      `${t('costManagement.export.fileName')}-${from}-${until}.csv`,
    );
  };

  return (
    <section className="costs__panel" aria-label={t('costManagement.tabs.overview')}>
      <div className="costs__toolbar">
        <label className="costs__inline-field">
          <span>{t('costManagement.overview.until')}</span>
          <Dropdown
            value={until}
            options={Array.from({ length: 12 }, (_, i) => {
              const month = shiftMonth(thisMonth, -i);
              return { value: month, label: formatMonth(month, language) };
            })}
            aria-label={t('costManagement.overview.until')}
            onChange={(event) => setUntil(String(event.value))}
          />
        </label>
        <div className="costs__toolbar-end">
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            size="small"
            label={t('costManagement.overview.export')}
            disabled={!data || data.vehicles.length === 0}
            onClick={download}
          />
        </div>
      </div>
      <ListState
        block="costs"
        noAccessText={t('costManagement.noAccess')}
        loading={summary.isPending}
        error={summary.isError ? summary.error : null}
        empty={false}
        emptyText=""
        onRetry={() => void summary.refetch()}
      />
      {data && current && (
        <>
          <dl className="costs__figures" data-testid="cost-figures">
            <div>
              <dt>{t('costManagement.overview.total', { month: formatMonth(until, language) })}</dt>
              <dd>{formatRupiah(current.total)}</dd>
            </div>
            <div>
              <dt>{t('costManagement.overview.perKm')}</dt>
              <dd>{rupiahOrDash(current.cost_per_km)}</dd>
            </div>
            <div>
              <dt>{t('costManagement.overview.perDelivery')}</dt>
              <dd>{rupiahOrDash(current.cost_per_delivery)}</dd>
            </div>
            <div>
              <dt>{t('costManagement.overview.km')}</dt>
              <dd>{formatNumber(current.km, language, { maximumFractionDigits: 0 })} km</dd>
            </div>
          </dl>
          {(!data.maintenance_included || !data.distance_included) && (
            <p className="costs__hint" role="note">
              {!data.maintenance_included && t('costManagement.overview.noMaintenance')}{' '}
              {!data.distance_included && t('costManagement.overview.noDistance')}
            </p>
          )}
          <div className="costs__charts">
            <Suspense fallback={<div className="costs__chart costs__chart--loading" />}>
              <CostChart
                kind="bar"
                title={t('costManagement.overview.chartTotal')}
                ariaLabel={t('costManagement.overview.chartTotal')}
                labels={labels}
                values={data.months.map((m) => m.total)}
                format={rupiahOrDash}
              />
              <CostChart
                kind="line"
                title={t('costManagement.overview.chartPerKm')}
                ariaLabel={t('costManagement.overview.chartPerKm')}
                labels={labels}
                values={data.months.map((m) => m.cost_per_km)}
                format={rupiahOrDash}
              />
            </Suspense>
          </div>
          <table className="costs__table costs__table--months">
            <caption className="costs__caption">{t('costManagement.overview.byMonth')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('costManagement.columns.month')}</th>
                <th scope="col" className="costs__num">
                  {t('costManagement.kinds.FUEL')}
                </th>
                <th scope="col" className="costs__num">
                  {t('costManagement.kinds.TOLL')}
                </th>
                <th scope="col" className="costs__num">
                  {t('costManagement.kinds.MAINTENANCE')}
                </th>
                <th scope="col" className="costs__num">
                  {t('costManagement.kinds.OTHER')}
                </th>
                <th scope="col" className="costs__num">
                  {t('costManagement.columns.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" data-label={t('costManagement.columns.month')}>
                    {formatMonth(m.month, language)}
                  </th>
                  <td data-label={t('costManagement.kinds.FUEL')} className="costs__num">
                    {formatRupiah(m.fuel)}
                  </td>
                  <td data-label={t('costManagement.kinds.TOLL')} className="costs__num">
                    {formatRupiah(m.toll)}
                  </td>
                  <td data-label={t('costManagement.kinds.MAINTENANCE')} className="costs__num">
                    {formatRupiah(m.maintenance)}
                  </td>
                  <td data-label={t('costManagement.kinds.OTHER')} className="costs__num">
                    {formatRupiah(m.other)}
                  </td>
                  <td data-label={t('costManagement.columns.total')} className="costs__num">
                    <strong>{formatRupiah(m.total)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="costs__subtitle">
            {t('costManagement.overview.byVehicle', { month: formatMonth(until, language) })}
          </h2>
          {vehicles.length === 0 ? (
            <p className="costs__state">
              <i className="pi pi-inbox" aria-hidden="true" />{' '}
              {t('costManagement.overview.noVehicles')}
            </p>
          ) : (
            <table className="costs__table" data-testid="cost-vehicles">
              <thead>
                <tr>
                  <th scope="col">{t('costManagement.columns.vehicle')}</th>
                  <th scope="col" className="costs__num">
                    {t('costManagement.columns.total')}
                  </th>
                  <th scope="col" className="costs__num">
                    {t('costManagement.columns.km')}
                  </th>
                  <th scope="col" className="costs__num">
                    {t('costManagement.columns.perKm')}
                  </th>
                  <th scope="col" className="costs__num">
                    {t('costManagement.columns.deliveries')}
                  </th>
                  <th scope="col" className="costs__num">
                    {t('costManagement.columns.perDelivery')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {vehicles.map((v) => (
                  <tr key={v.vehicle.id}>
                    <th scope="row" data-label={t('costManagement.columns.vehicle')}>
                      {v.vehicle.license_plate}
                    </th>
                    <td data-label={t('costManagement.columns.total')} className="costs__num">
                      {formatRupiah(v.total)}
                    </td>
                    <td data-label={t('costManagement.columns.km')} className="costs__num">
                      {formatNumber(v.km, language, { maximumFractionDigits: 0 })}
                    </td>
                    <td data-label={t('costManagement.columns.perKm')} className="costs__num">
                      {rupiahOrDash(v.cost_per_km)}
                    </td>
                    <td data-label={t('costManagement.columns.deliveries')} className="costs__num">
                      {v.deliveries}
                    </td>
                    <td data-label={t('costManagement.columns.perDelivery')} className="costs__num">
                      {rupiahOrDash(v.cost_per_delivery)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {!allVehicles && monthVehicles.length > VEHICLE_ROWS && (
            <Button
              type="button"
              text
              className="costs__more"
              label={t('costManagement.overview.showAll', { count: monthVehicles.length })}
              onClick={() => setAllVehicles(true)}
            />
          )}
        </>
      )}
    </section>
  );
}
