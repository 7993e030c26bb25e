// Typed access to the servers of scripts/lib/servers.mjs (the ones npm test and the benchmarks
// start): the standalone simulator and the gateway in either mode, each a child process on a
// free loopback port with its own data directory.
export {
  startGateway,
  startSimulator,
  makeTempDir,
  removeTempDirs,
  upstreamEnv,
} from '../../../scripts/lib/servers.mjs';
export { freePort, stopProcess, waitForOk } from '../../../scripts/lib/processes.mjs';
export type { StartedServer } from '../../../scripts/lib/servers.mjs';
