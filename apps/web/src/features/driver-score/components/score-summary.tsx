import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { DriverScore, DriverScoreAggregation } from '@armada/contracts/driver-score';
import { useDriverScoreSummary } from '../api/get-driver-scores';
import { formatCount, formatScore, type DisplayLanguage } from '../utils/score-display';
import type { DriverScoreFilters } from '../utils/score-filters';
import { GradeBadge } from './grade-badge';
import { ScoreBar } from './score-bar';

/** A card without a value (no driver scored in the period). */
const NO_VALUE = '–';

export interface ScoreSummaryProps {
  filters: DriverScoreFilters;
  language: DisplayLanguage;
  onOpenDriver: (driverId: number) => void;
}

/**
 * The period at a glance (docs/rules/shell.md §3, aggregation): average score and grade, the number
 * of drivers, the highest and lowest score, then the top 10 and lowest 10 drivers.
 */
export function ScoreSummary({ filters, language, onOpenDriver }: ScoreSummaryProps) {
  const { t } = useTranslation();
  const summary = useDriverScoreSummary(filters);

  if (summary.isError && !summary.data) {
    return (
      <section className="ds-summary-error" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{t('driverScore.summary.failed')}</span>
        <Button
          type="button"
          size="small"
          outlined
          label={t('driverScore.summary.retry')}
          onClick={() => void summary.refetch()}
        />
      </section>
    );
  }

  const aggregation = summary.data;
  const loading = summary.isPending;

  return (
    <>
      <section
        className="ds-cards"
        aria-label={t('driverScore.summary.label')}
        aria-busy={summary.isFetching}
        data-testid="score-summary"
      >
        <SummaryCard label={t('driverScore.summary.averageScore')} loading={loading}>
          {aggregation && aggregation.totalDriver > 0 ? (
            <span className="ds-card__value-row">
              <span className="ds-card__value">
                {formatScore(aggregation.averageScore, language)}
              </span>
              <GradeBadge grade={aggregation.averageFinalGrade} size="lg" />
            </span>
          ) : (
            <span className="ds-card__value">{NO_VALUE}</span>
          )}
        </SummaryCard>
        <SummaryCard
          label={t('driverScore.summary.totalDrivers')}
          hint={t('driverScore.summary.totalDriversHint')}
          loading={loading}
        >
          <span className="ds-card__value">
            {formatCount(aggregation?.totalDriver ?? 0, language)}
          </span>
        </SummaryCard>
        <SummaryCard label={t('driverScore.summary.best')} loading={loading}>
          <ExtremeDriver driver={aggregation?.top10Drivers[0]} language={language} />
        </SummaryCard>
        <SummaryCard label={t('driverScore.summary.lowest')} loading={loading}>
          <ExtremeDriver driver={aggregation?.lowest10Drivers[0]} language={language} />
        </SummaryCard>
      </section>

      <div className="ds-rankings">
        <RankingList
          title={t('driverScore.ranking.top')}
          icon="pi-arrow-up"
          tone="top"
          rows={aggregation?.top10Drivers}
          loading={loading}
          language={language}
          onOpenDriver={onOpenDriver}
          testId="ranking-top"
        />
        <RankingList
          title={t('driverScore.ranking.lowest')}
          icon="pi-arrow-down"
          tone="lowest"
          rows={aggregation?.lowest10Drivers}
          loading={loading}
          language={language}
          onOpenDriver={onOpenDriver}
          testId="ranking-lowest"
        />
      </div>
    </>
  );
}

function SummaryCard({
  label,
  hint,
  loading,
  children,
}: {
  label: string;
  hint?: string;
  loading: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="ds-card">
      <span className="ds-card__label">{label}</span>
      {loading ? <Skeleton width="6rem" height="2rem" /> : children}
      {hint && <span className="ds-card__hint">{hint}</span>}
    </div>
  );
}

function ExtremeDriver({
  driver,
  language,
}: {
  driver: DriverScore | undefined;
  language: DisplayLanguage;
}) {
  if (!driver) return <span className="ds-card__value">{NO_VALUE}</span>;
  return (
    <span className="ds-card__driver">
      <span className="ds-card__value-row">
        <span className="ds-card__value">{formatScore(driver.score, language)}</span>
        <GradeBadge grade={driver.finalGrade} />
      </span>
      <span className="ds-card__name">{driver.driver.fullname}</span>
    </span>
  );
}

function RankingList({
  title,
  icon,
  tone,
  rows,
  loading,
  language,
  onOpenDriver,
  testId,
}: {
  title: string;
  icon: string;
  tone: 'top' | 'lowest';
  rows: DriverScoreAggregation['top10Drivers'] | undefined;
  loading: boolean;
  language: DisplayLanguage;
  onOpenDriver: (driverId: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={`ds-ranking ds-ranking--${tone}`} data-testid={testId}>
      <h2 className="ds-section-title">
        <i className={`pi ${icon}`} aria-hidden="true" />
        {title}
      </h2>
      {loading ? (
        <div className="ds-ranking__loading">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="2.25rem" />
          ))}
        </div>
      ) : !rows || rows.length === 0 ? (
        <p className="ds-muted">{t('driverScore.ranking.empty')}</p>
      ) : (
        <ol className="ds-ranking__list">
          {rows.map((row, index) => (
            <li key={row.driverId}>
              <button
                type="button"
                className="ds-ranking__item"
                aria-label={t('driverScore.ranking.open', {
                  name: row.driver.fullname,
                  score: formatScore(row.score, language),
                  grade: row.finalGrade,
                })}
                onClick={() => onOpenDriver(row.driverId)}
              >
                <span className="ds-ranking__rank" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="ds-ranking__name">{row.driver.fullname}</span>
                <ScoreBar score={row.score} grade={row.finalGrade} language={language} />
                <GradeBadge grade={row.finalGrade} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
