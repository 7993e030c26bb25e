import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  /** How long in-flight requests and the backend may take to finish before a forced exit. */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  /** Injected in tests; default `process.exit`. */
  exit?: (code: number) => void;
  /** Injected in tests; default `process`. */
  emitter?: Pick<NodeJS.Process, 'on' | 'removeListener'>;
}

/**
 * On SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, close the
 * backend (the simulator's onClose hook), then exit 0. A second signal or the timeout exits 1.
 * Returns a function that removes the handlers.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  {
    timeoutMs,
    signals = ['SIGINT', 'SIGTERM'],
    exit = (code) => process.exit(code),
    emitter = process,
  }: GracefulShutdownOptions,
): () => void {
  let closing = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took too long: exiting');
      exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('gateway stopped');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        app.log.error({ err }, 'error while shutting down');
        exit(1);
      },
    );
  };

  const handlers = signals.map((signal) => {
    const handler = () => onSignal(signal);
    emitter.on(signal, handler);
    return { signal, handler };
  });
  return () => {
    for (const { signal, handler } of handlers) emitter.removeListener(signal, handler);
  };
}
