import { LICENSE_PLATE_PATTERN, type DeviceType, type VehicleInput } from '@armada/contracts/fleet';

/**
 * The pure rules of vehicle master data (docs/rules/master-fleet.md), shared by the form's
 * routes and the import: no store, no clock.
 */

const PLATE_PARTS = /^([A-Z]{1,2})\s*([0-9]{1,4})\s*([A-Z]{0,3})$/;
const PLATE = new RegExp(LICENSE_PLATE_PATTERN);

/**
 * MDF-1: a plate as stored: upper case, the region letters, number and suffix letters separated
 * by one space ("b9123kxa" and " B  9123 KXA" are both "B 9123 KXA"); null when it is not an
 * Indonesian plate.
 */
export function normalisePlate(text: string): string | null {
  const squeezed = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const parts = PLATE_PARTS.exec(squeezed);
  if (!parts) return null;
  const plate = [parts[1], parts[2], parts[3]].filter((part) => part).join(' ');
  return PLATE.test(plate) ? plate : null;
}

/** MDF-4: the device types that carry dashcams (ADAS on channel 1, DMS on channel 3). */
export const CAMERA_DEVICE_TYPES: readonly DeviceType[] = ['bsj', 'vss-howen'];

export function supportsCamera(type: DeviceType): boolean {
  return CAMERA_DEVICE_TYPES.includes(type);
}

/** A problem with one field of a vehicle, before any record is read. */
export interface FieldProblem {
  field: keyof VehicleInput | 'device.camera_channels';
  problem: 'plateInvalid' | 'cameraUnsupported';
}

/** MDF-1, MDF-4: what a vehicle's own fields break, in the form's order. */
export function fieldProblems(input: VehicleInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (normalisePlate(input.license_plate) === null)
    problems.push({ field: 'license_plate', problem: 'plateInvalid' });
  if (input.device && input.device.camera_channels.length > 0 && !supportsCamera(input.device.type))
    problems.push({ field: 'device.camera_channels', problem: 'cameraUnsupported' });
  return problems;
}
