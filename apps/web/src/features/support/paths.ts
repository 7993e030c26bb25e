/** A ticket's page: only this feature links to it (README "Adding a module"). */
export const ticketDetailPath = {
  path: '/company-ticket/:id',
  getHref: (id: number) => `/company-ticket/${id}`,
};

/**
 * The crumb's ticket number (`#000123`, as `ticketNumber` of contracts writes it), here so the
 * first-load bundle, which holds every `feature.ts`, takes no contracts module for it.
 */
export function ticketLabel(id: string | undefined): string {
  return `#${(id ?? '').padStart(6, '0')}`;
}
