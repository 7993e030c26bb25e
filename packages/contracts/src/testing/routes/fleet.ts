import { UNKNOWN_RECORD_ID, defineRouteFixtures } from '../route-fixtures';

/** A vehicle as the master data form sends it; the ids are the caller's to fill in. */
const vehicleBody = (depotId: number, typeId = 1) => ({
  license_plate: `B ${1000 + (Date.now() % 9000)} KTR`,
  fleet_category: 'Truk',
  brand: 'Hino',
  model: 'Dutro 130 HD',
  year: 2022,
  vehicle_type_id: typeId,
  box_type_id: null,
  group_ids: [],
  depot_id: depotId,
  driver_id: null,
  fuel_tank_l: 100,
  odometer_km: 12_500,
  device: null,
});

/** A driver as the master data form sends it. */
const driverBody = (vehicleId: number | null = null) => ({
  fullname: 'Agus Kontrak',
  phoneNo: '081234567890',
  licenseType: 'SIM B1 Umum',
  licenseNo: String(100_000_000_000 + (Date.now() % 899_999_999_999)),
  licenseExpiry: '2029-06-30',
  vehicleId,
  userId: null,
});

/** A box type as the master data form sends it. */
const boxBody = () => ({
  name: `Bak Kontrak ${Date.now() % 100000}`,
  weight_capacity: 2500,
  volume_capacity: 9.6,
  length: 4,
  width: 2,
  height: 1.2,
});

/** The fleet domain's master data routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createVehicle: {
    example: { body: () => vehicleBody(1) },
    tenant: {
      // MDF-3: the depot is checked first, so another company's depot answers as an unknown one.
      body: async (owner) => {
        const depot = (await owner.runSubmit()).start_address_id;
        return [
          vehicleBody(depot, UNKNOWN_RECORD_ID),
          vehicleBody(UNKNOWN_RECORD_ID, UNKNOWN_RECORD_ID),
          [depot, UNKNOWN_RECORD_ID],
        ];
      },
    },
  },
  updateVehicle: { example: { body: () => vehicleBody(1) } },
  setVehicleActive: { example: { body: () => ({ is_active: true }) } },
  exportVehicles: { example: { query: { format: 'csv' } } },
  exportMasterData: { example: { query: { resource: 'drivers', format: 'csv' } } },
  importMasterData: {
    example: {
      none: 'the body is a file of the export’s columns; the master-fleet contract test sends one',
    },
    tenant: {
      callerOnly:
        'rows are matched by name or SIM number among the caller’s records only and a plate of another company is refused as unknown (MDF-21, MDF-23, vehicle-master.test.ts)',
    },
  },
  createDriver: {
    example: { body: () => driverBody() },
    tenant: {
      // MDF-13: another company's vehicle is refused like one that does not exist.
      body: async (owner) => {
        const [vehicle = UNKNOWN_RECORD_ID] = (await owner.runSubmit()).vehicle_ids;
        return [driverBody(vehicle), driverBody(UNKNOWN_RECORD_ID), [vehicle, UNKNOWN_RECORD_ID]];
      },
    },
  },
  updateDriver: { example: { body: () => driverBody() } },
  setDriverActive: { example: { body: () => ({ is_active: true }) } },
  createVehicleGroup: {
    example: { body: () => ({ name: `Grup Kontrak ${Date.now() % 100000}` }) },
  },
  updateVehicleGroup: {
    example: { body: () => ({ name: `Grup Kontrak ${Date.now() % 100000}` }) },
  },
  setVehicleGroupActive: { example: { body: () => ({ is_active: true }) } },
  createBoxType: { example: { body: () => boxBody() } },
  updateBoxType: { example: { body: () => boxBody() } },
  setBoxTypeActive: { example: { body: () => ({ is_active: true }) } },
});
