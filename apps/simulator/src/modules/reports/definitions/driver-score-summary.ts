import { defineReport } from './report-definition';

/**
 * RPT-25: each driver's score over the period, computed as the driver score page computes it
 * (DRIVER-8, DRIVER-9): grade, score, scored alerts and kilometres driven.
 */
export const driverScoreSummaryReport = defineReport({
  info: {
    id: 'driver-score-summary',
    category: 'driver',
    permission: 'c1n-report-driver-score:read',
    title: { id: 'Ringkasan skor pengemudi', en: 'Driver score summary' },
    description: {
      id: 'Nilai, skor, jumlah peringatan dan jarak tiap pengemudi pada periode.',
      en: "Each driver's grade, score, alerts and distance over the period.",
    },
    period: 'days',
    filters: ['groups', 'drivers'],
    columns: [
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'grade', type: 'text', label: { id: 'Nilai', en: 'Grade' } },
      { key: 'score', type: 'decimal', label: { id: 'Skor', en: 'Score' } },
      { key: 'alerts', type: 'integer', label: { id: 'Peringatan', en: 'Alerts' } },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
      { key: 'last_sync', type: 'datetime', label: { id: 'Sinkron terakhir', en: 'Last sync' } },
    ],
    default_sort: { key: 'score', order: 'asc' },
    chart: null,
    href: null,
  },
  load: (scope, context) => context.driverScores(scope),
});
