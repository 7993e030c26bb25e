/** The schedule detail page: only this feature links to it (README "Adding a module"). */
export const scheduleDetailPath = {
  path: '/delivery-scheduler/:id',
  getHref: (id: string | number) => `/delivery-scheduler/${encodeURIComponent(String(id))}`,
};
