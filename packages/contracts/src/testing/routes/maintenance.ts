import { defineRouteFixtures } from '../route-fixtures';

/** A 1×1 PNG: the smallest photo a work order takes (MNT-11). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Far enough ahead that the examples never overlap each other or the seeded work orders. */
let nextDay = 0;
function freshDays(): [string, string] {
  nextDay += 3;
  const start = new Date(
    Date.UTC(2031, 0, 1) + nextDay * 86_400_000 + (Date.now() % 997) * 3 * 86_400_000,
  );
  const day = start.toISOString().slice(0, 10);
  return [day, day];
}

/** The maintenance domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createServicePlan: {
    example: {
      body: () => ({ name: `Servis ${Date.now()}`, vehicle_type_id: 1, every_months: 6 }),
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = { name: 'Uji', vehicle_id: vehicleId, every_km: 10_000 };
        return [own, { ...own, vehicle_id: 987_654_321 }, [vehicleId, 987_654_321]];
      },
    },
  },
  updateServicePlan: { example: { body: () => ({ every_months: 12 }) } },
  createWorkOrder: {
    example: {
      none: 'a work order needs one of the company’s vehicles; the module’s HTTP tests send it',
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const [from, until] = freshDays();
        const own = {
          vehicle_id: vehicleId,
          workshop: 'Bengkel Uji',
          planned_start_on: from,
          planned_end_on: until,
        };
        return [own, { ...own, vehicle_id: 987_654_321 }, [vehicleId, 987_654_321]];
      },
    },
  },
  updateWorkOrder: { example: { body: () => ({ notes: 'Diperiksa ulang' }) } },
  uploadWorkOrderPhoto: {
    example: { body: () => ({ file_name: 'foto.png', data: PNG_1X1 }) },
  },
  listMaintenanceDue: { example: { fromSchema: true } },
});
