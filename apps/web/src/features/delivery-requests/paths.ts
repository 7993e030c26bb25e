/** The request detail page: only this feature links to it (README "Adding a module"). */
export const deliveryRequestDetailPath = {
  path: '/delivery-request/:id',
  getHref: (id: string | number) => `/delivery-request/${encodeURIComponent(String(id))}`,
};
