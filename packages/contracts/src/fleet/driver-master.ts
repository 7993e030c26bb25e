import Type, { type Static } from 'typebox';

import { SIM_CLASS_LABELS } from '../licences/constants';
import { DriverSchema } from './vehicle';

/**
 * Drivers as master data (docs/rules/master-fleet.md MDF-11 ... MDF-16): what the form sends
 * and the photo's limits. The wire record stays `DriverSchema` (camelCase, as the driver-score
 * and alert screens read it) with the optional fields below.
 */

export const DRIVER_PHOTO_LIMITS = {
  /** Bytes (MDF-15). */
  maxBytes: 2 * 1024 * 1024,
} as const;

export const DRIVER_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type DriverPhotoType = (typeof DRIVER_PHOTO_TYPES)[number];

/** How a SIM class is written on a driver record ("SIM B1 Umum"). */
export const DRIVER_LICENSE_TYPES = Object.values(SIM_CLASS_LABELS);

/** `POST /api/driver` and `PUT /api/driver/:id`. */
export const DriverInputSchema = Type.Object({
  fullname: Type.String({ minLength: 1, maxLength: 100 }),
  /** Indonesian mobile, +62... or 08..., spaces and dashes allowed (MDF-12). */
  phoneNo: Type.String({ pattern: '^(\\+62|0)8[0-9 -]{7,20}$' }),
  licenseType: Type.Enum(DRIVER_LICENSE_TYPES),
  licenseNo: Type.String({ pattern: '^[0-9]{12,16}$' }),
  /** The SIM's expiry day, YYYY-MM-DD; null when unknown. */
  licenseExpiry: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** The vehicle the driver drives (MDF-13); null: none. */
  vehicleId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** The user account the driver signs in with (MDF-14); null: none. */
  userId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type DriverInput = Static<typeof DriverInputSchema>;

/** A driver as master data answers it: the record plus `id` (the same as driverId, MDF-11). */
export const MasterDriverSchema = Type.Object({
  ...DriverSchema.properties,
  id: Type.Integer({ minimum: 1 }),
});
export type MasterDriver = Static<typeof MasterDriverSchema>;

/**
 * A user account of the company a driver can sign in with (MDF-24): who it is and the driver it
 * is linked to, if any.
 */
export const DriverAccountSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  username: Type.String(),
  fullname: Type.String(),
  /** The driver the account is linked to; null: none. */
  driverId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type DriverAccount = Static<typeof DriverAccountSchema>;
