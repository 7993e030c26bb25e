/**
 * What the test suites need of a domain's routes beyond their schemas, declared by the domain in
 * `testing/routes/<domain>.ts` (exporting `routeFixtures`) and assembled by the suites from the
 * file names: request examples for the contract suite, probes and exemptions for the tenant
 * isolation suite. A route the suites cannot exercise without an entry makes a test fail that
 * names it (tests/contract/fixtures.test.ts, tests/reliability/tenant-isolation.test.ts).
 */

/** A valid request for the generic cases of the contract suite. */
export interface RouteExample {
  /** The query a route requires. */
  query?: Record<string, string>;
  /** A valid body; a function, so each call can make unique names. */
  body?: () => unknown;
  /** The schema's minimal value (TypeBox `Value.Create`) is a meaningful request as it is. */
  fromSchema?: true;
  /** Why no generic example can be given (the resource's own tests send its requests). */
  none?: string;
}

/** A route optimization submit made of one company's records (its run's, when given). */
export interface TenantRunSubmit {
  start_address_id: number;
  vehicle_ids: number[];
  delivery_orders: { id: number; priority: string }[];
  [field: string]: unknown;
}

/** One company's records, as the tenant isolation suite reads them for a probe. */
export interface TenantOwner {
  /** The first of its customers' ids. */
  customerId: unknown;
  /** The uuid of the first of its announcements. */
  notificationUuid: unknown;
  runSubmit(runId?: string | number): Promise<TenantRunSubmit>;
}

/** The body with the owner's ids, the same with ids that do not exist, and every id used. */
export type TenantBodyProbe = (
  owner: TenantOwner,
) => Promise<[own: unknown, unknown: unknown, values: (string | number)[]]>;

export interface TenantFixture {
  /** A write naming records in its body (no path parameter): how to probe it. */
  body?: TenantBodyProbe;
  /** A route with a path parameter whose body cannot be made from its schema or example. */
  idRouteBody?: (owner: TenantOwner, params: Record<string, string | number>) => Promise<unknown>;
  /** Answers only the caller's own records and takes nothing naming another's: why. */
  callerOnly?: string;
  /** Its records are the same for every company by design: why. */
  publicByDesign?: string;
  /** Identifiers in its answer no company owns (`path` as the suite prints it): why. */
  sharedIdentifiers?: Record<string, string>;
  /**
   * A list whose records depend on what is asked: the query reading some of the owner's, from
   * the server's now (the `Date` header of its answers, so a pinned clock is followed) and the
   * owner's records (`owner` calls as the owner); the other company asks the same.
   */
  listQuery?: (
    serverNow: number,
    owner: TenantCall,
  ) => Record<string, string> | Promise<Record<string, string>>;
  /**
   * Makes a record of the caller's company for a list no company has one of at start (the suite
   * runs it for both companies before probing): the calls go through `call`.
   */
  records?: (call: TenantCall) => Promise<void>;
  /**
   * The owner's values of the path parameters, for a route whose records no list shows (an
   * export is made by a POST and read by its id): made through `call` as the owner.
   */
  ownerParams?: (call: TenantCall) => Promise<Record<string, string | number>>;
}

/** A call by one company's administrator: its status and JSON answer. */
export type TenantCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface RouteFixture {
  example?: RouteExample;
  tenant?: TenantFixture;
}

/** A domain's fixtures by route id. */
export type RouteFixtures = Readonly<Record<string, RouteFixture>>;

export function defineRouteFixtures<const F extends RouteFixtures>(fixtures: F): F {
  return fixtures;
}

/** A value no company's record has: what the probes send instead of the owner's ids. */
export const UNKNOWN_RECORD_ID = 987_654_321;
