import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompany } from '@/lib/company-time';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DriverScoreCategory } from '@armada/contracts/driver-score';
import { formatDeduction, formatScore, type DisplayLanguage } from '../utils/score-display';
import type { TimelineSeries } from '../utils/score-timeline';

export interface ScoreChartProps {
  series: TimelineSeries;
  /** The categories drawn beside the overall score. */
  shown: readonly DriverScoreCategory[];
  /** One label per bucket (`8–9 Nov 2026`). */
  labels: readonly string[];
  language: DisplayLanguage;
  ariaLabel: string;
}

const HEIGHT = 200;

/**
 * The score over time as a small line chart (the categories' lines are the points they took off) (uPlot, ADR: a canvas chart of ~23 KB gzip loaded
 * only with the driver detail): the overall score and the chosen categories, one point per
 * bucket. The values under the pointer (or the latest bucket) are written out above the chart;
 * the same numbers are in the table under it, for keyboards and screen readers.
 */
export function ScoreChart({ series, shown, labels, language, ariaLabel }: ScoreChartProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  // The chart is rebuilt when what it draws changes (a handful of points: cheap).
  const drawn = JSON.stringify({ series, shown, language });

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const style = getComputedStyle(element);
    const token = (name: string, fallback: string) =>
      style.getPropertyValue(name).trim() || fallback;
    const axisColour = token('--color-text-muted', 'currentColor');
    const gridColour = token('--color-border', 'currentColor');
    const {
      series: { x, overall, categories },
      shown: names,
      language: locale,
    } = JSON.parse(drawn) as {
      series: TimelineSeries;
      shown: DriverScoreCategory[];
      language: DisplayLanguage;
    };
    const index = x.map((_, i) => i);
    const axisLabels = x.map((start) => formatCompany(start * 1000, 'D MMM', { language: locale }));
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: {
        x: { time: false },
        y: { range: (_u, _min, max) => [0, Math.max(100, Math.ceil(max))] },
      },
      axes: [
        {
          stroke: axisColour,
          grid: { show: false },
          ticks: { stroke: gridColour },
          space: 48,
          values: (_u, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (axisLabels[split] ?? '') : '')),
        },
        {
          stroke: axisColour,
          grid: { stroke: gridColour, width: 1 },
          ticks: { show: false },
          size: 36,
        },
      ],
      series: [
        {},
        {
          label: 'overall',
          stroke: token('--ds-series-overall', 'currentColor'),
          width: 2.5,
          points: { show: true, size: 6 },
          spanGaps: false,
        },
        ...names.map((category) => ({
          label: category,
          stroke: token(`--ds-series-${category}`, 'currentColor'),
          width: 1.5,
          dash: [5, 3],
          points: { show: true, size: 4 },
        })),
      ],
      hooks: {
        setCursor: [(u) => setHover(u.cursor.idx ?? null)],
      },
    };
    const data: uPlot.AlignedData = [
      index,
      overall,
      ...names.map((category) => categories[category]),
    ];
    const chart = new uPlot(options, data, element);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [drawn]);

  // The values of the bucket under the pointer, else the latest bucket with a score.
  const latest = lastIndexWithValue(series.overall);
  const at = hover ?? latest;

  return (
    <figure className="ds-chart">
      {at !== null && (
        <figcaption className="ds-chart__readout" aria-live="polite">
          <strong>{labels[at]}</strong>
          <span>
            <span className="ds-swatch ds-swatch--overall" aria-hidden="true" />
            {t('driverScore.detail.chart.overall')}: {value(series.overall[at], language)}
          </span>
          {shown.map((category) => (
            <span key={category}>
              <span className={`ds-swatch ds-swatch--${category}`} aria-hidden="true" />
              {t(`driverScore.categories.${category}`)}:{' '}
              {value(series.categories[category][at], language, true)}
            </span>
          ))}
        </figcaption>
      )}
      <div ref={host} className="ds-chart__canvas" role="img" aria-label={ariaLabel} />
    </figure>
  );
}

function value(
  number: number | null | undefined,
  language: DisplayLanguage,
  deduction = false,
): string {
  if (number === null || number === undefined) return '-';
  return deduction ? formatDeduction(number, language) : formatScore(number, language);
}

function lastIndexWithValue(values: readonly (number | null)[]): number | null {
  for (let index = values.length - 1; index >= 0; index -= 1) {
    if (values[index] !== null && values[index] !== undefined) return index;
  }
  return values.length > 0 ? values.length - 1 : null;
}
