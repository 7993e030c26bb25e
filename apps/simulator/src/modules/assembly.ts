import { COLLECTION_NAMES, type CollectionName } from '../domain/records';
import type { DocumentStore } from '../store/document-store';
import type { Migration } from '../store/migrations';
import type { Services } from '../services/services';
import type { ResolverMap } from '../transport/graphql/old-version-resolvers';
import type { ModuleContext, ModuleLifecycle, SimulatorModule } from './module';
import { MODULES } from './registry';

/** Every module's migrations, by version; two modules claiming one version is an error. */
export function migrationsOf(modules: readonly SimulatorModule[]): Migration[] {
  const byVersion = new Map<number, string>();
  const all: Migration[] = [];
  for (const module of modules) {
    for (const migration of module.migrations ?? []) {
      const owner = byVersion.get(migration.version);
      if (owner !== undefined)
        throw new Error(
          `migration ${migration.version} of ${module.name} is already ${owner}'s: take the next free version`,
        );
      byVersion.set(migration.version, module.name);
      all.push(migration);
    }
  }
  return all.sort((a, b) => a.version - b.version);
}

/** The world's collections and the modules' own, each once. */
export function collectionsOf(modules: readonly SimulatorModule[]): CollectionName[] {
  const names = new Set<CollectionName>(COLLECTION_NAMES);
  for (const module of modules) {
    for (const name of module.collections ?? []) {
      if (names.has(name)) throw new Error(`collection ${name} of ${module.name} exists already`);
      names.add(name);
    }
  }
  return [...names];
}

/**
 * Builds every module's services in registry order. A module sees the services of the modules
 * before it; reading one not built yet throws and names the fix, instead of an undefined later.
 */
export function createServices(
  deps: Omit<ModuleContext, 'services'>,
  modules: readonly SimulatorModule[],
): Services {
  const services = {} as Services;
  let building = '';
  const built = new Proxy(services, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target))
        throw new Error(
          `module ${building} uses services.${key}, which no module before it in modules/registry.ts builds`,
        );
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  for (const module of modules) {
    building = module.name;
    const own = module.services?.({ ...deps, services: built }) ?? {};
    for (const key of Object.keys(own)) {
      if (key in services) throw new Error(`services.${key} of ${module.name} exists already`);
    }
    Object.assign(services, own);
  }
  return services;
}

/** Every module's GraphQL resolvers, merged; two modules answering one field is an error. */
export function resolversOf(modules: readonly SimulatorModule[], services: Services): ResolverMap {
  const merged: ResolverMap = { Query: {}, Mutation: {} };
  for (const module of modules) {
    const own = module.resolvers?.(services);
    if (!own) continue;
    for (const kind of ['Query', 'Mutation'] as const) {
      for (const [field, resolver] of Object.entries(own[kind])) {
        if (field in merged[kind])
          throw new Error(`${kind}.${field} of ${module.name} is answered by another module`);
        merged[kind][field] = resolver;
      }
    }
  }
  return merged;
}

/**
 * The modules' seed steps, then the demo accounts' grants, in registry order (a fresh store is
 * complete before anything starts).
 */
export async function seedModules(
  modules: readonly SimulatorModule[],
  lifecycle: ModuleLifecycle,
): Promise<void> {
  for (const module of modules) await module.seed?.(lifecycle);
  await grantModulePermissions(modules, lifecycle.store);
}

export async function startModules(
  modules: readonly SimulatorModule[],
  lifecycle: ModuleLifecycle,
): Promise<void> {
  for (const module of modules) await module.start?.(lifecycle);
}

/** The modules' scheduled work, in registry order (STORE-14: the leader's part). */
export async function leadModules(
  modules: readonly SimulatorModule[],
  lifecycle: ModuleLifecycle,
): Promise<void> {
  for (const module of modules) await module.lead?.(lifecycle);
}

export async function stopModules(
  modules: readonly SimulatorModule[],
  services: Services,
): Promise<void> {
  for (const module of modules) await module.stop?.(services);
}

/**
 * WORLD-6 for modules: each demo account gets the permissions its role's grants name, stored
 * on the user, so a data directory seeded before the module gains them at the next start.
 */
export async function grantModulePermissions(
  modules: readonly SimulatorModule[],
  store: DocumentStore,
): Promise<number> {
  const wanted = new Map<string, Set<string>>();
  for (const module of modules) {
    for (const [role, permissions] of Object.entries(module.grants ?? {})) {
      const set = wanted.get(role) ?? new Set<string>();
      for (const permission of permissions) set.add(permission);
      wanted.set(role, set);
    }
  }
  if (wanted.size === 0) return 0;
  const changes = store.entries('users').flatMap(({ companyId, record }) => {
    const missing = [...(wanted.get(record.role) ?? [])].filter(
      (permission) => !record.accessRight.includes(permission),
    );
    return missing.length === 0
      ? []
      : [{ companyId, record: { ...record, accessRight: [...record.accessRight, ...missing] } }];
  });
  if (changes.length === 0) return 0;
  await store.write((batch) => {
    for (const { companyId, record } of changes) batch.put('users', companyId, record);
  });
  return changes.length;
}

/** Every migration of the registered modules, in order (store tests migrate with these). */
export const MIGRATIONS: readonly Migration[] = migrationsOf(MODULES);
