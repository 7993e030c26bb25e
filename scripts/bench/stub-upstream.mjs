#!/usr/bin/env node
// @ts-check
// A stub upstream for `pnpm bench:gateway --upstream stub` (docs/adr/0057-gateway-next-to-nginx.md,
// addendum): answers every GET at once with the same 4.7 kB JSON the bench's path returns from
// the simulator (ten customers), and a sign-in with a session cookie, so that the proxies' CPU
// per call is measured without the simulator's own work competing for the machine's two cores.
//
//   node scripts/bench/stub-upstream.mjs <port>
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 0);

/** Ten customers, about 4.7 kB of JSON, as GET /order/api/web/v1/customer?limit=10 answers. */
const customers = Array.from({ length: 10 }, (_, i) => ({
  id: `c0a8${String(i).padStart(4, '0')}-5f3e-4c1a-9b7d-${String(100000000000 + i)}`,
  name: `Customer ${i + 1} Logistics GmbH`,
  email: `dispatch${i + 1}@customer-${i + 1}.example.com`,
  phone: `+49 30 5550${String(i).padStart(4, '0')}`,
  address: {
    street: `Industriestrasse ${10 + i}`,
    postalCode: `1011${i}`,
    city: 'Berlin',
    country: 'DE',
    latitude: 52.52 + i / 100,
    longitude: 13.405 + i / 100,
  },
  deliveryWindow: { from: '08:00', to: '17:00', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
  createdAt: '2026-01-0' + ((i % 9) + 1) + 'T08:00:00.000Z',
  updatedAt: '2026-02-0' + ((i % 9) + 1) + 'T12:30:00.000Z',
  orderCount: 12 + i * 3,
}));
const BODY = Buffer.from(
  JSON.stringify({ items: customers, total: 240, limit: 10, offset: 0, nextCursor: 'c10' }),
);

const server = createServer((request, response) => {
  request.resume();
  if (request.method === 'POST' && request.url === '/auth/login') {
    request.on('end', () => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'set-cookie': 'armada_session=stub-session; Path=/; HttpOnly; SameSite=Lax',
      });
      response.end('{"user":{"username":"admin"}}');
    });
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': BODY.length,
  });
  response.end(request.method === 'HEAD' ? undefined : BODY);
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `stub upstream on ${typeof address === 'object' && address ? address.port : port}, ${BODY.length} bytes per answer\n`,
  );
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
