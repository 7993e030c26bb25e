import { useQuery } from '@tanstack/react-query';
import type { FleetDirectory } from '@armada/contracts/live';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';

const byPlate = (directory: FleetDirectory): FleetDirectory['vehicles'] =>
  [...directory.vehicles].sort((a, b) => a.license_plate.localeCompare(b.license_plate));

/**
 * The company's vehicles for the vehicle filter (plate, driver), by plate: the same call and
 * cache entry as the live view's list (`GET /api/live/fleet`, the shared vehicles resource).
 */
export function useVehicleOptions() {
  return useQuery({ ...fleetDirectoryQueryOptions(), select: byPlate });
}
