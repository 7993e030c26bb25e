import type { ReportChartData } from '@armada/contracts/reports';

const DAY_MS = 86_400_000;

/** The chart's points on every day of the period (at most a year of days). */
export function everyDay(data: ReportChartData, from: string, to: string): ReportChartData {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!(end >= start) || end - start > 370 * DAY_MS) return data;
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  const index = new Map(data.x.map((x, i) => [x, i]));
  return {
    x: days,
    series: data.series.map((series) => ({
      key: series.key,
      values: days.map((day) => {
        const i = index.get(day);
        return i === undefined ? 0 : (series.values[i] ?? 0);
      }),
    })),
  };
}
