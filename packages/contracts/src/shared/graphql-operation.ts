import type { TSchema } from 'typebox';

/**
 * One GraphQL root field with the TypeBox schemas of its arguments and its result, so the
 * simulator validates arguments and answers from contracts and the contract suite checks live
 * answers, the same way REST routes do with `defineRoute`.
 */
export interface GraphqlOperation {
  /** Root field name, e.g. `rawAlerts`. */
  field: string;
  kind: 'query' | 'mutation';
  /** The client's operation name, e.g. `RawAlerts` (spec name where the spec has one). */
  operationName: string;
  /** The arguments object, e.g. `{ filter: RawAlertsFilter }`. */
  args: TSchema;
  result: TSchema;
  /** The rules section that asks for it, e.g. 'docs/rules/alert-center.md §7'. */
  spec: string;
}

export function defineGraphqlOperation<const O extends GraphqlOperation>(operation: O): O {
  return operation;
}
