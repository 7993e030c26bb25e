import { useTranslation } from 'react-i18next';
import type { RouteOptimizationRun } from '@armada/contracts/route-optimization';
import { formatKm, formatNumber } from '../utils/format';
import { formatDurationText } from '../components/duration-text';

/**
 * While a run is queued or solving: how long it has run against its time budget and the best
 * plan so far (distance, vehicles, unassigned orders), from the live message or the run.
 */
export function ProgressPanel({ run }: { run: RouteOptimizationRun }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const progress = run.status === 'SOLVING' ? run.progress : null;
  const percent =
    progress && progress.budget_ms > 0
      ? Math.min(100, Math.round((progress.elapsed_ms / progress.budget_ms) * 100))
      : 0;
  const secondsText = (ms: number) =>
    ms < 60_000
      ? t('routeOptimization.units.seconds', { seconds: Math.round(ms / 1000) })
      : formatDurationText(ms / 1000, t);

  return (
    <section className="ro-progress" aria-live="polite" data-testid="ro-progress">
      <h2 className="ro-section-title">
        <i className="pi pi-spin pi-cog" aria-hidden="true" />{' '}
        {t('routeOptimization.progress.title')}
      </h2>
      {!progress ? (
        <p className="ro-muted">{t('routeOptimization.progress.queued')}</p>
      ) : (
        <>
          <div
            className="ro-progress__bar"
            role="progressbar"
            aria-label={t('routeOptimization.progress.label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <dl className="ro-facts">
            <div>
              <dt>{t('routeOptimization.progress.elapsed')}</dt>
              <dd>
                {t('routeOptimization.progress.budget', {
                  elapsed: secondsText(progress.elapsed_ms),
                  budget: secondsText(progress.budget_ms),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('routeOptimization.progress.bestDistance')}</dt>
              <dd>{formatKm(progress.distance_m, language)} km</dd>
            </div>
            <div>
              <dt>{t('routeOptimization.progress.vehicles')}</dt>
              <dd>{formatNumber(progress.used_vehicles, language)}</dd>
            </div>
            <div>
              <dt>{t('routeOptimization.progress.unassigned')}</dt>
              <dd>{formatNumber(progress.unassigned, language)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
