import Type, { type Static } from 'typebox';

/**
 * Cargo box types (`GET /api/box-type`; docs/rules/route-optimization.md §3.5). Capacities in kg
 * and cbm.
 */
export const BoxTypeSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  /** Kilograms. */
  weight_capacity: Type.Number({ minimum: 0 }),
  /** Cubic metres. */
  volume_capacity: Type.Number({ minimum: 0 }),
  /** Inside dimensions in metres. */
  length: Type.Number({ minimum: 0 }),
  width: Type.Number({ minimum: 0 }),
  height: Type.Number({ minimum: 0 }),
  is_active: Type.Boolean(),
});
export type BoxType = Static<typeof BoxTypeSchema>;
