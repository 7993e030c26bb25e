import { defineReport } from './report-definition';

/** RPT-26: the notification log is a page of its own; the catalogue links to it. */
export const notificationLogReport = defineReport({
  info: {
    id: 'notification-log',
    category: 'notifications',
    permission: 'e1j-log-notification:read',
    title: { id: 'Log notifikasi', en: 'Notification log' },
    description: {
      id: 'Siapa membaca, mencatat dan menyelesaikan peringatan, dan kapan.',
      en: 'Who read, noted and resolved alerts, and when.',
    },
    period: 'days',
    filters: [],
    columns: [],
    default_sort: { key: 'created_at', order: 'desc' },
    chart: null,
    href: '/report/notification-log',
  },
});
