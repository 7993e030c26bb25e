import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactNumber } from '@/lib/format-number';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface CostChartProps {
  title: string;
  /** One label per point (the months). */
  labels: readonly string[];
  /** One value per label; null where there is none (no kilometre driven). */
  values: readonly (number | null)[];
  kind: 'bar' | 'line';
  format: (value: number | null) => string;
  ariaLabel: string;
}

const HEIGHT = 200;
const bars = uPlot.paths.bars?.({ size: [0.6, 56] });

/**
 * COST-12: one series per month (uPlot, the chart library the app already has: ADR 0012). The
 * value under the pointer, else the last month's, is written above it; the figures are also in
 * the tables beside it.
 */
export default function CostChart({
  title,
  labels,
  values,
  kind,
  format,
  ariaLabel,
}: CostChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const [hover, setHover] = useState<number | null>(null);
  const drawn = JSON.stringify({ labels, values, kind });

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const points = JSON.parse(drawn) as Pick<CostChartProps, 'labels' | 'values' | 'kind'>;
    const style = getComputedStyle(element);
    const token = (name: string, fallback: string) =>
      style.getPropertyValue(name).trim() || fallback;
    const axis = token('--color-text-muted', 'currentColor');
    const grid = token('--color-border', 'currentColor');
    const accent = token('--color-primary', '#1f4e79');
    const compact = { format: (value: number) => formatCompactNumber(value, language) };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        {
          stroke: axis,
          grid: { show: false },
          ticks: { stroke: grid },
          space: 40,
          values: (_u, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (points.labels[split] ?? '') : '')),
        },
        {
          stroke: axis,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          size: 52,
          values: (_u, splits) => splits.map((split) => compact.format(split)),
        },
      ],
      series: [
        {},
        {
          label: title,
          stroke: accent,
          fill: points.kind === 'bar' ? `${accent}cc` : `${accent}22`,
          width: points.kind === 'bar' ? 0 : 2,
          ...(points.kind === 'bar' && bars ? { paths: bars, points: { show: false } } : {}),
        },
      ],
      hooks: { setCursor: [(u) => setHover(u.cursor.idx ?? null)] },
    };
    const plot = new uPlot(options, [points.labels.map((_, i) => i), [...points.values]], element);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() =>
            plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
          );
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [drawn, title, language]);

  const at = hover ?? (labels.length > 0 ? labels.length - 1 : null);
  return (
    <figure className="costs__chart">
      <figcaption className="costs__chart-caption">
        <strong>{title}</strong>
        {at !== null && (
          <span aria-live="polite">
            {labels[at]}: {format(values[at] ?? null)}
          </span>
        )}
      </figcaption>
      <div ref={host} className="costs__chart-canvas" role="img" aria-label={ariaLabel} />
    </figure>
  );
}
