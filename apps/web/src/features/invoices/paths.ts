/** The invoice detail page: only this feature links to it (README "Adding a module"). */
export const invoiceDetailPath = {
  path: '/invoice/:id',
  getHref: (id: string | number) => `/invoice/${encodeURIComponent(String(id))}`,
};
