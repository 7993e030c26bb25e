import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompany } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import type { PlaybackEngine } from '../engine/playback-engine';
import { chartSeries, type ChartLine, type ChartSeries } from '../utils/chart-series';
import type { PlaybackFormat } from '../utils/format';
import { indexAt } from '../utils/track-data';

export interface TrackChartProps {
  engine: PlaybackEngine;
  format: PlaybackFormat;
  /** The moment under the pointer (null when it leaves), for the map's mark (PLAY-10). */
  onHover: (t: number | null) => void;
}

const HEIGHT = 168;
const COLOURS: Record<ChartLine, [string, string]> = {
  speed: ['--color-primary', '#1f6bd2'],
  fuel: ['--color-success', '#16a34a'],
  temperature: ['--color-accent', '#0891b2'],
  ignition: ['--color-status-idle', '#f59e0b'],
};

/**
 * The chart under the map (PLAY-10, uPlot, ADR 0012): speed always, the fuel level and the box
 * temperature for vehicles with those sensors, the ignition as a band at the bottom; lines can
 * be hidden. Its playhead follows the engine's frames; a click on the chart seeks there, and the
 * pointer's moment is marked on the map and written out above the chart.
 */
export function TrackChart({ engine, format, onHover }: TrackChartProps) {
  const { t, i18n } = useTranslation();
  const { track } = engine;
  const series = useMemo(() => chartSeries(track), [track]);
  const [hidden, setHidden] = useState<ReadonlySet<ChartLine>>(() => new Set());
  const host = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLParagraphElement>(null);
  const onHoverRef = useRef(onHover);
  onHoverRef.current = onHover;
  const formatRef = useRef(format);
  formatRef.current = format;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shownKey = series.lines.filter((line) => !hidden.has(line)).join(',');

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    // jsdom and very old browsers draw no canvas: the readout and the controls still work.
    const probe = document.createElement('canvas').getContext?.('2d');
    if (!probe) return undefined;
    let cancelled = false;
    let dispose = () => {};
    // uPlot reads the screen when it loads: it loads with the first chart, not with the page.
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      dispose = drawChart(UPlot, {
        element,
        head,
        readout,
        engine,
        series,
        shown: new Set(shownKey.split(',') as ChartLine[]),
        t,
        language,
        format: formatRef,
        onHover: onHoverRef,
      });
    });
    return () => {
      cancelled = true;
      dispose();
    };
  }, [engine, series, shownKey, track, t, language]);

  return (
    <figure className="pb-chart" data-testid="pb-chart">
      <div className="pb-chart__legend" role="group" aria-label={t('playback.chart.lines')}>
        {series.lines.map((line) => (
          <label key={line} className={`pb-chart__chip pb-chart__chip--${line}`}>
            <input
              type="checkbox"
              checked={!hidden.has(line)}
              data-testid={`pb-chart-line-${line}`}
              onChange={(event) =>
                setHidden((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.delete(line);
                  else next.add(line);
                  return next;
                })
              }
            />
            <span className="pb-chart__swatch" aria-hidden="true" />
            {t(`playback.chart.${line}`)}
          </label>
        ))}
        <p
          ref={readout}
          className="pb-chart__readout"
          aria-live="off"
          data-testid="pb-chart-readout"
        >
          {t('playback.chart.hint')}
        </p>
      </div>
      <div className="pb-chart__plot">
        <div
          ref={host}
          className="pb-chart__canvas"
          role="img"
          aria-label={t('playback.chart.label', {
            lines: series.lines.map((line) => t(`playback.chart.${line}`)).join(', '),
          })}
        />
        <div ref={head} className="pb-chart__head" aria-hidden="true" />
      </div>
    </figure>
  );
}

interface ChartParts {
  element: HTMLDivElement;
  head: RefObject<HTMLDivElement | null>;
  readout: RefObject<HTMLParagraphElement | null>;
  engine: PlaybackEngine;
  series: ChartSeries;
  shown: ReadonlySet<ChartLine>;
  t: TFunction;
  language: string;
  format: RefObject<PlaybackFormat>;
  onHover: RefObject<(t: number | null) => void>;
}

/** Draws the chart into `element` and follows the engine; answers how to take it down. */
function drawChart(
  UPlot: typeof uPlot,
  { element, head, readout, engine, series, shown, t, language, format, onHover }: ChartParts,
): () => void {
  const { track } = engine;
  const style = getComputedStyle(element);
  const colour = (line: ChartLine) =>
    style.getPropertyValue(COLOURS[line][0]).trim() || COLOURS[line][1];
  const muted = style.getPropertyValue('--color-text-muted').trim() || 'currentColor';
  const grid = style.getPropertyValue('--color-border').trim() || '#e2e8f0';
  const zone = track.timeZone;
  const severalDays = track.durationS > 36 * 3600;
  const unit = {
    speed: t('playback.chart.unitSpeed'),
    fuel: '%',
    temperature: '°C',
  };

  const lineSeries: uPlot.Series[] = [
    {},
    {
      label: t('playback.chart.speed'),
      scale: 'speed',
      stroke: colour('speed'),
      width: 1.5,
      fill: `${colour('speed')}1f`,
      show: shown.has('speed'),
      points: { show: false },
    },
  ];
  const data: uPlot.AlignedData = [series.x, series.speed];
  if (series.fuel) {
    lineSeries.push({
      label: t('playback.chart.fuel'),
      scale: 'fuel',
      stroke: colour('fuel'),
      width: 1.5,
      show: shown.has('fuel'),
      points: { show: false },
    });
    data.push(series.fuel);
  }
  if (series.temperature) {
    lineSeries.push({
      label: t('playback.chart.temperature'),
      scale: 'temperature',
      stroke: colour('temperature'),
      width: 1.5,
      show: shown.has('temperature'),
      points: { show: false },
    });
    data.push(series.temperature);
  }
  lineSeries.push({
    label: t('playback.chart.ignition'),
    scale: 'ignition',
    stroke: colour('ignition'),
    fill: `${colour('ignition')}40`,
    width: 1,
    show: shown.has('ignition'),
    paths: UPlot.paths.stepped?.({ align: 1 }),
    points: { show: false },
  });
  data.push(series.ignition);

  const axis = (scale: keyof typeof unit, side: 1 | 3, show: boolean): uPlot.Axis => ({
    scale,
    side,
    show,
    stroke: muted,
    grid: { show: scale === 'speed', stroke: grid, width: 1 },
    ticks: { show: false },
    size: 44,
    values: (_u, splits) =>
      splits.map(
        (v) =>
          `${formatNumber(v, language, { maximumFractionDigits: 1 })}${scale === 'speed' ? '' : unit[scale]}`,
      ),
  });

  const options: uPlot.Options = {
    width: Math.max(element.clientWidth, 240),
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false }, y: false },
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1e3), zone),
    scales: {
      x: { time: true, range: [track.fromMs / 1000, track.toMs / 1000] },
      speed: { range: (_u, _min, max) => [0, Math.max(60, Math.ceil((max || 0) / 20) * 20)] },
      fuel: { range: [0, 100] },
      temperature: { auto: true },
      // The band takes the bottom sixth of the chart.
      ignition: { range: [0, 6] },
    },
    axes: [
      {
        stroke: muted,
        grid: { show: false },
        ticks: { stroke: grid },
        space: 64,
        values: (_u, splits) =>
          splits.map((s) =>
            formatCompany(s * 1000, severalDays ? 'D MMM' : 'HH:mm', { language, zone }),
          ),
      },
      axis('speed', 3, true),
      axis('fuel', 1, series.fuel !== null && shown.has('fuel')),
      axis(
        'temperature',
        1,
        series.temperature !== null &&
          shown.has('temperature') &&
          !(series.fuel && shown.has('fuel')),
      ),
    ],
    series: lineSeries,
    hooks: {
      setCursor: [
        (u) => {
          const left = u.cursor.left ?? -1;
          if (left < 0) {
            onHover.current(null);
            if (readout.current) {
              readout.current.dataset.hover = '';
              readout.current.textContent = t('playback.chart.hint');
            }
            return;
          }
          const moment = u.posToVal(left, 'x') - track.fromMs / 1000;
          onHover.current(moment);
          writeReadout(moment);
        },
      ],
    },
  };

  const writeReadout = (moment: number) => {
    const out = readout.current;
    if (!out) return;
    const i = Math.max(0, indexAt(track.time, track.count, moment));
    const f = format.current;
    const parts = [f.time(moment), f.speed(track.speed[i] ?? 0)];
    const fuel = track.fuel?.[i];
    if (fuel !== undefined && !Number.isNaN(fuel))
      parts.push(t('playback.chart.fuelValue', { value: f.number(fuel, 1) }));
    const temperature = track.temperature?.[i];
    if (temperature !== undefined && !Number.isNaN(temperature))
      parts.push(t('playback.chart.temperatureValue', { value: f.number(temperature, 1) }));
    parts.push(track.ignition[i] ? t('playback.chart.engineOn') : t('playback.chart.engineOff'));
    out.textContent = parts.join(' · ');
    out.dataset.hover = 'true';
  };

  const chart = new UPlot(options, data, element);
  const over = chart.over;
  const onClick = (event: MouseEvent) => {
    const box = over.getBoundingClientRect();
    const moment = chart.posToVal(event.clientX - box.left, 'x') - track.fromMs / 1000;
    engine.seek(moment);
  };
  const onLeave = () => onHover.current(null);
  over.addEventListener('click', onClick);
  over.addEventListener('mouseleave', onLeave);

  // The playhead: a line over the plot, moved by the frames.
  // The plot's box is read when it is laid out, never in a frame (a read after a write would
  // make the browser lay the page out again every frame).
  let offset = 0;
  let lastX = Number.NaN;
  const measure = () => {
    const playhead = head.current;
    if (!playhead) return;
    offset = over.offsetLeft;
    playhead.style.top = `${over.offsetTop}px`;
    playhead.style.height = `${over.clientHeight}px`;
  };
  const place = (time: number) => {
    const playhead = head.current;
    if (!playhead) return;
    const x = Math.round((offset + chart.valToPos(track.fromMs / 1000 + time, 'x')) * 2) / 2;
    if (x === lastX) return;
    lastX = x;
    playhead.style.transform = `translateX(${x}px)`;
  };
  measure();
  const stop = engine.addFrameSink((time) => place(time));
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT });
          measure();
          lastX = Number.NaN;
          place(engine.time);
        });
  observer?.observe(element);
  return () => {
    stop();
    observer?.disconnect();
    over.removeEventListener('click', onClick);
    over.removeEventListener('mouseleave', onLeave);
    chart.destroy();
  };
}
