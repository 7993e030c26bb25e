import type { TestProject } from 'vitest/node';
import { clearFigures, formatFigures, readFigures } from './figures';
import { removeTempDirs, startGateway, type StartedServer } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The origin of the gateway the files share (simulator mode, simulator controls on, its own
     * data directory): the files that only call the API use it rather than starting their own,
     * which costs about ten seconds each. A file that stops, kills, slows or re-configures a
     * server starts its own.
     */
    sharedGatewayOrigin: string;
  }
}

/**
 * Starts the figures file afresh and the shared gateway; at the end stops it and prints every
 * figure the files recorded.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  clearFigures();
  const gateway: StartedServer = await startGateway({
    backend: 'simulator',
    // The files probe the public tracking routes hundreds of times from one address; their
    // rate limit (TRK-16) has its own tests in the gateway.
    extraEnv: { PUBLIC_TRACKING_RATE_LIMIT_MAX: '100000' },
  });
  project.provide('sharedGatewayOrigin', gateway.origin);
  return async () => {
    await gateway.stop();
    removeTempDirs();
    const figures = readFigures();
    if (figures.length === 0) return;
    process.stdout.write(`\nreliability figures\n${formatFigures(figures)}\n`);
  };
}
