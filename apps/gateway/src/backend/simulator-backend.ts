import type { FastifyInstance } from 'fastify';
import type { Simulator, SimulatorOptions } from '@armada/simulator';

/**
 * The public interface, plus what the real simulator also offers and the gateway uses when
 * present: a store check for /readyz and a description of its world for the start-up log.
 */
export type MountableSimulator = Simulator & {
  isReady?: () => Promise<boolean>;
  world?: { seed: number; storage: string; location: string; seededNow: boolean };
};

export type CreateSimulator = (options: SimulatorOptions) => Promise<MountableSimulator>;

export interface SimulatorBackendOptions {
  createSimulator: CreateSimulator;
  options: SimulatorOptions;
  /** Told once the simulator's routes are mounted. */
  onMounted: (simulator: MountableSimulator) => void;
}

/**
 * `ARMADA_BACKEND=simulator`: the simulator's plugin is mounted in-process at the same paths
 * the real services use. It is encapsulated (its own error handler, websocket support, GraphQL),
 * so the gateway adds nothing to its routes but the root hooks (headers, request id, login rate
 * limit) it inherits. The simulator is closed after the server has stopped taking requests.
 */
export async function simulatorBackend(
  app: FastifyInstance,
  { createSimulator, options, onMounted }: SimulatorBackendOptions,
): Promise<void> {
  const simulator = await createSimulator(options);
  try {
    await app.register(simulator.plugin);
  } catch (error) {
    await simulator.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    await simulator.close();
  });
  if (simulator.world) {
    const { seed, storage, location, seededNow } = simulator.world;
    app.log.info({ seed, storage, location, seededNow }, 'simulator mounted');
  }
  onMounted(simulator);
}
