import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { DriverScore, DriverScoreCategory } from '@armada/contracts/driver-score';
import { rangeDays } from '@/lib/date-range';
import { useDriverScore, useDriverScoreTimeline } from '../api/get-driver-score';
import { periodOf } from '../utils/score-filters';
import {
  busiestCategories,
  categoryRows,
  formatDeduction,
  formatCount,
  formatDateTime,
  formatKm,
  formatRange,
  formatScore,
  type DisplayLanguage,
} from '../utils/score-display';
import { timelineBuckets, timelineSeries } from '../utils/score-timeline';
import { GradeBadge } from './grade-badge';
import { ScoreChart } from './score-chart';
import { DriverAlertList } from './driver-alert-list';
import { formatPhone } from '@/lib/format-phone';

/** The drawer's title element, named by the drawer (one detail is open at a time). */
const DRIVER_DETAIL_TITLE_ID = 'driver-detail-title';

export interface DriverDetailProps {
  driverId: number;
  /** The page's period (valid, whole days). */
  range: { from: string; to: string };
  language: DisplayLanguage;
}

/**
 * One driver's score in the page's period: the score, grade and facts, each category's events
 * and score, the score over time (a small chart with the categories the user picks) and the
 * alerts behind the score, each leading to its notification. Its own chunk, loaded on first open.
 */
export default function DriverDetail({ driverId, range, language }: DriverDetailProps) {
  const { t } = useTranslation();
  const period = useMemo(() => periodOf(range), [range]);
  const query = useDriverScore({ driverId, ...period });

  if (query.isPending) {
    return (
      <div className="ds-detail" aria-busy="true">
        <h2 id={DRIVER_DETAIL_TITLE_ID} className="sr-only">
          {t('driverScore.detail.loading')}
        </h2>
        <Skeleton width="60%" height="1.75rem" />
        <Skeleton height="5rem" />
        <Skeleton height="12rem" />
        <p className="sr-only" role="status">
          {t('driverScore.detail.loading')}
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="ds-detail">
        <h2 id={DRIVER_DETAIL_TITLE_ID} className="ds-detail__title">
          {t('driverScore.detail.failed')}
        </h2>
        <Button
          type="button"
          outlined
          size="small"
          label={t('driverScore.detail.retry')}
          onClick={() => void query.refetch()}
        />
      </div>
    );
  }
  const score = query.data;
  if (!score) {
    return (
      <div className="ds-detail">
        <h2 id={DRIVER_DETAIL_TITLE_ID} className="ds-detail__title">
          {t('driverScore.detail.notFound')}
        </h2>
        <p className="ds-muted">{formatRange(range.from, range.to, language)}</p>
      </div>
    );
  }
  return <DriverDetailBody score={score} range={range} language={language} />;
}

function DriverDetailBody({
  score,
  range,
  language,
}: {
  score: DriverScore;
  range: { from: string; to: string };
  language: DisplayLanguage;
}) {
  const { t } = useTranslation();
  // Only the categories with events: the chart's legend lists all twelve.
  const hits = categoryRows(score).filter((row) => row.total > 0);

  return (
    <div className="ds-detail" data-testid="driver-detail-body">
      <header className="ds-detail__header">
        <div>
          <h2 id={DRIVER_DETAIL_TITLE_ID} className="ds-detail__title">
            {score.driver.fullname}
          </h2>
          <p className="ds-muted">
            {formatRange(range.from, range.to, language)}
            {!score.driver.isActive && <span className="ds-tag">{t('driverScore.inactive')}</span>}
          </p>
        </div>
        <div className="ds-detail__score">
          <span className="ds-detail__score-value">{formatScore(score.score, language)}</span>
          <GradeBadge grade={score.finalGrade} size="lg" />
        </div>
      </header>

      <dl className="ds-facts">
        <div>
          <dt>{t('driverScore.detail.facts.totalDriven')}</dt>
          <dd>{formatKm(score.totalDriven, language)}</dd>
        </div>
        <div>
          <dt>{t('driverScore.detail.facts.totalAlert')}</dt>
          <dd>{formatCount(score.totalAlert, language)}</dd>
        </div>
        <div>
          <dt>{t('driverScore.detail.facts.lastSync')}</dt>
          <dd>{formatDateTime(score.lastSync, language)}</dd>
        </div>
        {score.driver.phoneNo && (
          <div>
            <dt>{t('driverScore.detail.facts.phone')}</dt>
            <dd>{formatPhone(score.driver.phoneNo)}</dd>
          </div>
        )}
      </dl>

      <ScoreTimeline score={score} range={range} language={language} />

      <section className="ds-detail__section">
        <h3 className="ds-detail__section-title">{t('driverScore.detail.categoriesTitle')}</h3>
        {hits.length === 0 ? (
          <p className="ds-muted">{t('driverScore.detail.noEvents')}</p>
        ) : (
          <table className="ds-category-table">
            <thead>
              <tr>
                <th scope="col">{t('driverScore.detail.categoryColumn')}</th>
                <th scope="col" className="ds-number">
                  {t('driverScore.detail.eventsColumn')}
                </th>
                <th scope="col" className="ds-number">
                  {t('driverScore.detail.scoreColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {hits.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{t(`driverScore.categories.${row.category}`)}</th>
                  <td className="ds-number">{formatCount(row.total, language)}</td>
                  <td className="ds-number">{formatDeduction(row.score, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <DriverAlertList driverId={score.driverId} range={range} language={language} />
    </div>
  );
}

function ScoreTimeline({
  score,
  range,
  language,
}: {
  score: DriverScore;
  range: { from: string; to: string };
  language: DisplayLanguage;
}) {
  const { t } = useTranslation();
  const buckets = useMemo(() => timelineBuckets(range.from, range.to), [range.from, range.to]);
  const timeline = useDriverScoreTimeline(score.driverId, buckets);
  const [shown, setShown] = useState<DriverScoreCategory[]>(() => busiestCategories(score));
  const series = timelineSeries(buckets, timeline.data ?? []);
  const loading = timeline.isPending;
  const failed = timeline.isError;
  const days = buckets[0] ? rangeDays(buckets[0].from, buckets[0].to) : 1;
  const unit =
    days === 1
      ? t('driverScore.detail.chart.unitDay')
      : t('driverScore.detail.chart.unitDays', { days });
  const labels = buckets.map((bucket) => formatRange(bucket.from, bucket.to, language));

  const toggle = (category: DriverScoreCategory) =>
    setShown((current) =>
      current.includes(category) ? current.filter((c) => c !== category) : [...current, category],
    );

  return (
    <section className="ds-detail__section" data-testid="score-timeline">
      <h3 className="ds-detail__section-title">{t('driverScore.detail.chart.title')}</h3>
      <p className="ds-muted">{t('driverScore.detail.chart.hint', { unit })}</p>
      {loading ? (
        <div className="ds-chart-placeholder" role="status">
          {t('driverScore.detail.chart.loading')}
        </div>
      ) : failed ? null : (
        <ScoreChart
          series={series}
          shown={shown}
          labels={labels}
          language={language}
          ariaLabel={t('driverScore.detail.chart.label', { name: score.driver.fullname })}
        />
      )}
      {failed && (
        <p className="ds-inline-error" role="alert">
          {t('driverScore.detail.chart.failed')}{' '}
          <Button
            type="button"
            link
            size="small"
            label={t('driverScore.detail.chart.retry')}
            onClick={() => void timeline.refetch()}
          />
        </p>
      )}
      <fieldset className="ds-chart-legend">
        <legend className="ds-filters__label">{t('driverScore.detail.chart.choose')}</legend>
        <span className="ds-legend-item ds-legend-item--fixed">
          <span className="ds-swatch ds-swatch--overall" aria-hidden="true" />
          {t('driverScore.detail.chart.overall')}
        </span>
        {categoryRows(score).map((row) => (
          <label key={row.category} className="ds-legend-item">
            <input
              type="checkbox"
              checked={shown.includes(row.category)}
              onChange={() => toggle(row.category)}
            />
            <span className={`ds-swatch ds-swatch--${row.category}`} aria-hidden="true" />
            {t(`driverScore.categories.${row.category}`)}
            {row.total > 0 && (
              <span className="ds-count">({formatCount(row.total, language)})</span>
            )}
          </label>
        ))}
      </fieldset>
      <details className="ds-chart-data">
        <summary>{t('driverScore.detail.chart.table')}</summary>
        <div className="ds-chart-data__scroll">
          <table className="ds-category-table">
            <thead>
              <tr>
                <th scope="col">{t('driverScore.detail.chart.periodColumn')}</th>
                <th scope="col" className="ds-number">
                  {t('driverScore.detail.chart.overall')}
                </th>
                {shown.map((category) => (
                  <th key={category} scope="col" className="ds-number">
                    {t(`driverScore.categories.${category}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className="ds-number">{cell(series.overall[index], language)}</td>
                  {shown.map((category) => (
                    <td key={category} className="ds-number">
                      {cell(series.categories[category][index], language, true)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function cell(
  value: number | null | undefined,
  language: DisplayLanguage,
  deduction = false,
): string {
  if (value === null || value === undefined) return '-';
  return deduction ? formatDeduction(value, language) : formatScore(value, language);
}
