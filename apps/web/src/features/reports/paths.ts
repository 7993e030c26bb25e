/** The report pages: only this feature links to them (README "Adding a module"). */
export const reportPath = {
  path: '/report/:reportId',
  getHref: (id: string) => `/report/${encodeURIComponent(id)}`,
};

export const reportSchedulesPath = {
  path: '/report/schedules',
  getHref: () => '/report/schedules',
};
