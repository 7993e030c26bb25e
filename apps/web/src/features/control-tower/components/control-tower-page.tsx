import { useCallback, useMemo } from 'react';
import type { ControlTowerException } from '@armada/contracts/control-tower';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatCompanyDate } from '@/lib/company-time';
import { PageLoader } from '@/components/ui/page-loader';
import { boardQueryOptions } from '../api/control-tower-api';
import { useControlTowerLive, useOnTaskPositions } from '../hooks/use-control-tower-live';
import { BoardTable } from './board-table';
import { ExceptionQueue } from './exception-queue';
import { KpiBar } from './kpi-bar';
import { TowerMap } from './tower-map';
import './control-tower.css';

export interface ControlTowerPageProps {
  /** The signed-in company, whose `control-tower-{id}` messages the page follows (CT-14). */
  companyId: number;
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
}

/**
 * The control tower (docs/rules/control-tower.md): the day's figures, the exception queue first,
 * then the map of the vehicles on task and the board of today's tasks; all kept current by the
 * live channel (CT-14), never by reloading or polling.
 */
export function ControlTowerPage({ companyId, tileUrl, tileAttribution }: ControlTowerPageProps) {
  const { t, i18n } = useTranslation();
  const board = useQuery(boardQueryOptions());
  const merge = useControlTowerLive(companyId);
  const onTask = useMemo(
    () =>
      (board.data?.tasks ?? [])
        .filter((task) => task.status === 'STARTED')
        .map((task) => task.vehicle.id),
    [board.data],
  );
  const feed = useOnTaskPositions(onTask);
  const onChanged = useCallback((exception: ControlTowerException) => merge([exception]), [merge]);

  if (board.isPending) return <PageLoader />;
  if (!board.data)
    return (
      <div className="ct-page" data-testid="ct-page">
        <p role="alert">{t('controlTower.loadError')}</p>
        <button type="button" className="ct-button" onClick={() => void board.refetch()}>
          {t('controlTower.retry')}
        </button>
      </div>
    );
  return (
    <div className="ct-page" data-testid="ct-page">
      <header className="ct-page__header">
        <div>
          <h1 className="ct-page__title">{t('controlTower.title')}</h1>
          <p className="ct-muted">
            {t('controlTower.day', {
              day: formatCompanyDate(`${board.data.day}T12:00:00+07:00`, {
                language: i18n.resolvedLanguage ?? 'id',
              }),
            })}
            {' · '}
            {t('controlTower.intro')}
          </p>
        </div>
      </header>
      <KpiBar board={board.data} feed={feed} />
      <div className="ct-layout">
        <ExceptionQueue onChanged={onChanged} />
        <div className="ct-layout__main">
          <TowerMap
            board={board.data}
            feed={feed}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
          />
          <BoardTable tasks={board.data.tasks} />
        </div>
      </div>
    </div>
  );
}
