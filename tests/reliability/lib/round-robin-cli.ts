import { startRoundRobin } from './round-robin';

/**
 * The test's round-robin balancer as a process, for the `scale-out` profile of
 * docker-compose.yml (not a product feature: any load balancer does):
 * `BALANCER_TARGETS=http://gateway:8080,http://gateway-2:8080 BALANCER_PORT=8080
 *  pnpm exec tsx tests/reliability/lib/round-robin-cli.ts`.
 */
const targets = (process.env.BALANCER_TARGETS ?? '')
  .split(',')
  .map((target) => target.trim())
  .filter((target) => target !== '');
const port = Number(process.env.BALANCER_PORT ?? '8080');
const host = process.env.HOST ?? '0.0.0.0';
if (targets.length === 0 || !Number.isInteger(port) || port < 1 || port > 65_535) {
  process.stderr.write(
    'BALANCER_TARGETS must list the gateway origins (comma-separated) and BALANCER_PORT a port\n',
  );
  process.exit(2);
}
const balancer = await startRoundRobin(targets, port, host);
process.stdout.write(`round-robin balancer on ${balancer.origin} over ${targets.join(', ')}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void balancer.close().then(() => process.exit(0));
  });
}
