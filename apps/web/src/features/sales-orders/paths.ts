/** The sales-order detail page: only this feature links to it (README "Adding a module"). */
export const salesOrderDetailPath = {
  path: '/sales-order/:id',
  getHref: (id: string | number) => `/sales-order/${encodeURIComponent(String(id))}`,
};
