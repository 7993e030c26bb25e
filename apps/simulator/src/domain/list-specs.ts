import type { Address, Customer } from '@armada/contracts/customers';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import type { BoxType, Vehicle } from '@armada/contracts/fleet';
import {
  addressList,
  boxTypeList,
  customerList,
  deliveryOrderList,
  savedFilterList,
  vehicleList,
  type SavedFilter,
} from '@armada/contracts/shared';
import type { ListSpec } from '../engine/list-engine';

/**
 * The list declarations of contracts (`list-fields.ts`: what clients may filter, sort and search
 * on), with how the simulator reads an item's id. Filters on undeclared fields are refused
 * (LIST-3), so the declarations are also the documentation of each list endpoint.
 */
export const customerListSpec: ListSpec<Customer> = { ...customerList, idOf: (c) => c.id };

export const deliveryOrderListSpec: ListSpec<DeliveryOrder> = {
  ...deliveryOrderList,
  idOf: (o) => o.id,
};

export const addressListSpec: ListSpec<Address> = { ...addressList, idOf: (a) => a.id };

export const vehicleListSpec: ListSpec<Vehicle> = { ...vehicleList, idOf: (v) => v.id };

export const boxTypeListSpec: ListSpec<BoxType> = { ...boxTypeList, idOf: (b) => b.id };

export const savedFilterListSpec: ListSpec<SavedFilter> = {
  ...savedFilterList,
  idOf: (s) => s.id,
};
