import type { Address } from '@armada/contracts/customers';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import type { Vehicle } from '@armada/contracts/fleet';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  type RouteOptimizationQuota,
  type RouteOptimizationSetting,
} from '@armada/contracts/route-optimization';

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    name: 'Gudang Cakung',
    full_name: 'Jl. Raya Cakung Cilincing No. 8, Cakung, Jakarta Timur, DKI Jakarta 13910',
    district: 'Cakung',
    city: 'Jakarta Timur',
    province: 'DKI Jakarta',
    postal_code: '13910',
    latitude: -6.18,
    longitude: 106.93,
    is_depot: true,
    customer_id: null,
    created_on: '2026-10-01T08:00:00+07:00',
    ...overrides,
  };
}

export function makeDeliveryOrder(overrides: Partial<DeliveryOrder> = {}): DeliveryOrder {
  return {
    id: 11,
    number: 'DO/ALN/2611/00011',
    status: { name: 'CONFIRMED', color: '#2563eb' },
    origin_address: { name: 'Gudang Cakung', id: 1 },
    destination_address: {
      name: 'Toko Sinar Jaya',
      id: 21,
      city: 'Kota Bekasi',
      province: 'Jawa Barat',
    },
    created_on: '2026-11-13T09:30:00+07:00',
    created_by: 'Dewi Lestari',
    shipped_customer: { name: 'PT Sinar Jaya', id: 31 },
    billed_customer: { name: 'PT Sinar Jaya' },
    marketing_user: { name: 'Budi Santoso' },
    load_weight: 120,
    load_volume: 1.5,
    vendor: null,
    ...overrides,
  };
}

export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 41,
    license_plate: 'B 9123 KXA',
    parent_id: null,
    fleet_category: 'Truk',
    brand: 'Hino',
    model: 'Dutro',
    year: 2022,
    vehicle_group: [{ id: 1, name: 'Jakarta Timur' }],
    vehicle_type: { id: 2, type: 'CDD' },
    box_type: { id: 3, name: 'Box CDD', weight_capacity: 5000, volume_capacity: 18 },
    device: null,
    driver: null,
    depot: { id: 1, name: 'Gudang Cakung' },
    position: {
      latitude: -6.18,
      longitude: 106.93,
      speed: 0,
      heading: 0,
      recorded_on: '2026-11-14T09:59:00+07:00',
      status: 'parked',
      seconds_since_report: 60,
    },
    is_active: true,
    ...overrides,
  };
}

export function makeSetting(
  overrides: Partial<RouteOptimizationSetting> = {},
): RouteOptimizationSetting {
  return {
    id: 5,
    number: 'RO/2611/00005',
    status: 'SOLVED',
    start_address: { id: 1, name: 'Gudang Cakung' },
    expected_departure_on: '2026-11-15T08:00:00+07:00',
    expected_arrival_on: '2026-11-15T17:00:00+07:00',
    options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
    ...overrides,
  };
}

export function makeQuota(overrides: Partial<RouteOptimizationQuota> = {}): RouteOptimizationQuota {
  return { usage: 2, limit: 10, remaining: 8, period: 'MONTHLY', ...overrides };
}

export { listOf } from '../../testing/factories';
