import { defineRouteFixtures } from '../route-fixtures';

/** The support domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listSupportTickets: { example: { query: { status: 'WAITING' } } },
  createSupportTicket: {
    example: {
      body: () => ({
        category: 'TRACKING',
        subject: `Uji kontrak ${Date.now()}`,
        description: 'Posisi kendaraan tidak bergerak sejak pagi.',
      }),
    },
    tenant: {
      callerOnly:
        "a new ticket names no record: it is the caller's company's, whoever else reads it gets 404 (SUP-15)",
    },
  },
  replySupportTicket: { example: { body: () => ({ body: 'Terima kasih, sudah kami coba.' }) } },
  changeSupportTicketStatus: { example: { body: () => ({ action: 'RESOLVE' }) } },
  uploadSupportAttachment: { example: { query: { file_name: 'layar.png' } } },
});
