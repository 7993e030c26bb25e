import type {
  Address,
  BoxType,
  Customer,
  DeliveryOrder,
  SavedFilter,
  Vehicle,
} from '@armada/contracts';
import type { ListSpec } from '../engine/list-engine';

/**
 * What clients may filter, sort and search on, per collection. Filters on undeclared fields
 * are refused (LIST-3), so this is also the documentation of each list endpoint.
 */
export const customerListSpec: ListSpec<Customer> = {
  resource: 'customer',
  fields: {
    id: { type: 'number' },
    code: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string' },
    source: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    city: { type: 'string' },
    province: { type: 'string' },
    npwp: { type: 'string' },
    contact_person: { type: 'string' },
    is_active: { type: 'boolean' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name', 'code', 'email', 'phone', 'city', 'contact_person', 'npwp'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  idOf: (c) => c.id,
};

/** Spec 03 section 7.1: fixed filters plus created_on, load, customer and destination filters. */
export const deliveryOrderListSpec: ListSpec<DeliveryOrder> = {
  resource: 'delivery-order',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    'status.name': { type: 'string' },
    'origin_address.id': { type: 'number' },
    'origin_address.name': { type: 'string' },
    'destination_address.id': { type: 'number' },
    'destination_address.name': { type: 'string' },
    'destination_address.city': { type: 'string' },
    'destination_address.province': { type: 'string' },
    created_on: { type: 'date' },
    created_by: { type: 'string' },
    'shipped_customer.id': { type: 'number' },
    'shipped_customer.name': { type: 'string' },
    'billed_customer.name': { type: 'string' },
    'marketing_user.name': { type: 'string' },
    load_weight: { type: 'number' },
    load_volume: { type: 'number' },
    'vendor.id': { type: 'number' },
  },
  searchFields: [
    'number',
    'origin_address.name',
    'destination_address.name',
    'destination_address.city',
    'shipped_customer.name',
    'billed_customer.name',
    'created_by',
    'marketing_user.name',
  ],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
  idOf: (o) => o.id,
};

export const addressListSpec: ListSpec<Address> = {
  resource: 'address',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    full_name: { type: 'string' },
    district: { type: 'string' },
    city: { type: 'string' },
    province: { type: 'string' },
    postal_code: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    is_depot: { type: 'boolean' },
    customer_id: { type: 'number' },
    created_on: { type: 'date' },
  },
  searchFields: ['name', 'full_name', 'city', 'district'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  idOf: (a) => a.id,
};

/** Spec 03 section 3.5 and 7.4: group, type and box filters, capacity ranges. */
export const vehicleListSpec: ListSpec<Vehicle> = {
  resource: 'vehicle',
  fields: {
    id: { type: 'number' },
    license_plate: { type: 'string' },
    parent_id: { type: 'number' },
    fleet_category: { type: 'string' },
    brand: { type: 'string' },
    model: { type: 'string' },
    year: { type: 'number' },
    'vehicle_group.id': { type: 'number' },
    'vehicle_group.name': { type: 'string' },
    'vehicle_type.id': { type: 'number' },
    'vehicle_type.type': { type: 'string' },
    'box_type.id': { type: 'number' },
    'box_type.name': { type: 'string' },
    'box_type.weight_capacity': { type: 'number' },
    'box_type.volume_capacity': { type: 'number' },
    'device.type': { type: 'string' },
    'device.imei': { type: 'string' },
    'driver.id': { type: 'number' },
    'driver.fullname': { type: 'string' },
    'depot.id': { type: 'number' },
    is_active: { type: 'boolean' },
  },
  searchFields: [
    'license_plate',
    'vehicle_type.type',
    'box_type.name',
    'driver.fullname',
    'vehicle_group.name',
  ],
  defaultSort: [{ field: 'license_plate', order: 'asc' }],
  idOf: (v) => v.id,
};

export const boxTypeListSpec: ListSpec<BoxType> = {
  resource: 'box-type',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    weight_capacity: { type: 'number' },
    volume_capacity: { type: 'number' },
    is_active: { type: 'boolean' },
  },
  searchFields: ['name'],
  defaultSort: [{ field: 'weight_capacity', order: 'asc' }],
  idOf: (b) => b.id,
};

export const savedFilterListSpec: ListSpec<SavedFilter> = {
  resource: 'saved-filter',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name'],
  defaultSort: [{ field: 'updated_on', order: 'desc' }],
  idOf: (s) => s.id,
};
