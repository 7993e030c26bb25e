import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  formatReportDay,
  formatReportValue,
  type ReportChart as ReportChartInfo,
  type ReportChartData,
  type ReportLanguage,
} from '@armada/contracts/reports';
import { companyTimeZone } from '@/lib/company-time';
import { everyDay } from '../utils/chart-days';

export interface ReportChartProps {
  chart: ReportChartInfo;
  data: ReportChartData;
  /** The period (company days): a day chart shows every day of it, a day with no row as 0. */
  from: string;
  to: string;
  language: ReportLanguage;
  ariaLabel: string;
}

const HEIGHT = 220;

const axisFormats = new Map<string, Intl.NumberFormat>();

/**
 * A y-axis value in the language, compact from 10,000 on: `1,5`, `2.500`, `250 rb`, `16 jt`
 * (`1.5`, `2,500`, `250K`, `16M`).
 */
function axisNumber(value: number, language: ReportLanguage): string {
  const compact = Math.abs(value) >= 10_000;
  const key = `${language}|${compact}`;
  let format = axisFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID', {
      maximumFractionDigits: compact ? 1 : 2,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    axisFormats.set(key, format);
  }
  return format.format(value);
}

/** Draws bars as uPlot paths (its own `bars` builder). */
const bars = uPlot.paths.bars?.({ size: [0.7, 48] });

/**
 * A report's chart over the whole result (RPT-3): bars or a line per series, one point per day
 * or name (uPlot, the chart library the app already has: ADR 0012). The value under the pointer,
 * else the last one, is written above it; the numbers are also in the table.
 */
export default function ReportChart({
  chart,
  data: answered,
  from,
  to,
  language,
  ariaLabel,
}: ReportChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const data = chart.x === 'date' ? everyDay(answered, from, to) : answered;
  const drawn = JSON.stringify({ chart, data });

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const { chart: info, data: points } = JSON.parse(drawn) as ReportChartProps;
    const style = getComputedStyle(element);
    const token = (name: string, fallback: string) =>
      style.getPropertyValue(name).trim() || fallback;
    const axis = token('--color-text-muted', 'currentColor');
    const grid = token('--color-border', 'currentColor');
    const accent = token('--color-primary', '#1f4e79');
    // One colour per series: the first is the app's accent.
    const palette = [accent, '#e07b00', '#6b7280', '#2e7d32'];
    const labels = points.x.map((x) => (info.x === 'date' ? formatReportDay(x).slice(0, 5) : x));
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 260),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        {
          stroke: axis,
          grid: { show: false },
          ticks: { stroke: grid },
          space: 44,
          values: (_u, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
        },
        {
          stroke: axis,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          size: 48,
          // Compact (`16 jt`, `16M`): a Rupiah axis in millions fits its 48 px.
          values: (_u, splits) => splits.map((split) => axisNumber(split, language)),
        },
      ],
      series: [
        {},
        ...info.series.map((series, i) => ({
          label: series.label[language],
          stroke: palette[i % palette.length] ?? accent,
          fill:
            info.kind === 'bar'
              ? `${palette[i % palette.length] ?? accent}cc`
              : info.series.length === 1
                ? `${accent}22`
                : undefined,
          width: info.kind === 'bar' ? 0 : 2,
          ...(info.kind === 'bar' && bars ? { paths: bars, points: { show: false } } : {}),
        })),
      ],
      hooks: { setCursor: [(u) => setHover(u.cursor.idx ?? null)] },
    };
    const uplot = new uPlot(
      options,
      [points.x.map((_, i) => i), ...points.series.map((s) => s.values)],
      element,
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() =>
            uplot.setSize({ width: Math.max(element.clientWidth, 260), height: HEIGHT }),
          );
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      uplot.destroy();
    };
  }, [drawn, language]);

  const at = hover ?? (data.x.length > 0 ? data.x.length - 1 : null);
  const zone = companyTimeZone();
  return (
    <figure className="reports__chart">
      <figcaption className="reports__chart-caption">
        <strong>{chart.title[language]}</strong>
        {at !== null && (
          <span aria-live="polite">
            {chart.x === 'date' ? formatReportDay(data.x[at] ?? '') : data.x[at]}:{' '}
            {chart.series
              .map(
                (series, i) =>
                  `${series.label[language]} ${formatReportValue(series.type, data.series[i]?.values[at] ?? null, language, zone)}`,
              )
              .join(' · ')}
          </span>
        )}
      </figcaption>
      <div ref={host} className="reports__chart-canvas" role="img" aria-label={ariaLabel} />
    </figure>
  );
}
