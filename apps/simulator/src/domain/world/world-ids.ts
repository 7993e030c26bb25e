import { SHELL_CONSTANTS } from '@armada/contracts/shared';

/**
 * The world's fixed identities, apart from the generator: the simulator needs them on every
 * start, the generator (and @faker-js/faker behind it) only when the store must be seeded.
 */

/** Bump when the generator changes shape: a store seeded by another version is reseeded. */
export const WORLD_VERSION = 4;
export const DEFAULT_SEED = 20_260_101;
export const DEMO_COMPANY_ID = 1001;
/** The branded-tracker company the web treats differently (contracts, docs/rules/shell.md §9). */
export const BRANDED_COMPANY_ID = SHELL_CONSTANTS.brandedCompanyId;

/** The demo company's fleet sizes ARMADA_SIM_VEHICLES allows (WORLD-7). */
export const FLEET_SIZE_RANGE = { min: 1, max: 50_000 } as const;
