import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  controlTowerKpis,
  type ControlTowerBoard,
  type ControlTowerKpis,
} from '@armada/contracts/control-tower';
import type { VehicleLiveStatus } from '@armada/contracts/live';
import { useNumberFormat } from '@/lib/format-number';
import type { PositionsFeed } from '@/lib/live-channel';

export interface KpiBarProps {
  board: ControlTowerBoard;
  feed: PositionsFeed | null;
}

/**
 * CT-11: the day's figures from the board's rows and the vehicles' live states: the same
 * function as the server's, run again on every positions batch (only this bar re-renders).
 */
export function KpiBar({ board, feed }: KpiBarProps) {
  const { t } = useTranslation();
  const { number: formatNumber } = useNumberFormat();
  const [batches, setBatches] = useState(0);
  useEffect(() => feed?.listen(() => setBatches((n) => n + 1)), [feed]);
  const kpis: ControlTowerKpis = useMemo(() => {
    const fromBoard = new Map(board.vehicles.map((v) => [v.id, v.status]));
    return controlTowerKpis(
      board.tasks,
      (id): VehicleLiveStatus | undefined =>
        feed?.store.vehicles.get(id)?.status ?? fromBoard.get(id),
    );
    // `batches` stands for the feed's store, which changes in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [board, feed, batches]);
  const items: { key: keyof ControlTowerKpis; label: string; value: string; tone?: string }[] = [
    {
      key: 'on_time_share',
      label: t('controlTower.kpis.onTime'),
      value:
        kpis.on_time_share === null
          ? t('controlTower.kpis.onTimeNone')
          : `${formatNumber(kpis.on_time_share * 100, { maximumFractionDigits: 1 })} %`,
    },
    {
      key: 'stops_done',
      label: t('controlTower.kpis.stopsDone'),
      value: formatNumber(kpis.stops_done),
    },
    {
      key: 'stops_left',
      label: t('controlTower.kpis.stopsLeft'),
      value: formatNumber(kpis.stops_left),
    },
    {
      key: 'stops_failed',
      label: t('controlTower.kpis.stopsFailed'),
      value: formatNumber(kpis.stops_failed),
      ...(kpis.stops_failed > 0 ? { tone: 'danger' } : {}),
    },
    {
      key: 'vehicles_on_task',
      label: t('controlTower.kpis.vehiclesOnTask'),
      value: formatNumber(kpis.vehicles_on_task),
    },
    {
      key: 'idle_on_task',
      label: t('controlTower.kpis.idleOnTask'),
      value: formatNumber(kpis.idle_on_task),
      ...(kpis.idle_on_task > 0 ? { tone: 'warning' } : {}),
    },
    {
      key: 'offline_on_task',
      label: t('controlTower.kpis.offlineOnTask'),
      value: formatNumber(kpis.offline_on_task),
      ...(kpis.offline_on_task > 0 ? { tone: 'danger' } : {}),
    },
  ];
  return (
    <section className="ct-kpis" aria-label={t('controlTower.kpis.label')} data-testid="ct-kpis">
      {items.map((item) => (
        <div
          key={item.key}
          className={`ct-kpi${item.tone ? ` ct-kpi--${item.tone}` : ''}`}
          data-testid={`ct-kpi-${item.key}`}
        >
          <span className="ct-kpi__value">{item.value}</span>
          <span className="ct-kpi__label">{item.label}</span>
        </div>
      ))}
    </section>
  );
}
