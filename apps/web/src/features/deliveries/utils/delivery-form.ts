import type {
  CreateDeliveryOrderRequest,
  DeliveryOrderDetail,
  UpdateDeliveryOrderRequest,
} from '@armada/contracts/delivery-orders';

/** What the order form holds: text as typed, so a failed save loses nothing (DLV-23). */
export interface DeliveryFormItem {
  name: string;
  quantity: string;
  unit: string;
  weight: string;
  volume: string;
}

export interface DeliveryFormValues {
  customerId: number | null;
  originId: number | null;
  destinationId: number | null;
  plannedDate: string | null;
  windowStart: string;
  windowEnd: string;
  weight: string;
  volume: string;
  notes: string;
  items: DeliveryFormItem[];
  confirm: boolean;
}

export type DeliveryFormProblem =
  'required' | 'badTime' | 'windowOrder' | 'windowHalf' | 'badNumber' | 'itemName';

export type DeliveryFormErrors = Partial<
  Record<
    | 'customerId'
    | 'originId'
    | 'destinationId'
    | 'windowStart'
    | 'windowEnd'
    | 'weight'
    | 'volume'
    | 'items',
    DeliveryFormProblem
  >
>;

export const emptyDeliveryForm: DeliveryFormValues = {
  customerId: null,
  originId: null,
  destinationId: null,
  plannedDate: null,
  windowStart: '',
  windowEnd: '',
  weight: '',
  volume: '',
  notes: '',
  items: [],
  confirm: true,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NUMBER = /^\d+([.,]\d+)?$/;
const num = (text: string): number => Number(text.trim().replace(',', '.'));
const blank = (text: string) => text.trim() === '';

export function deliveryToForm(order: DeliveryOrderDetail): DeliveryFormValues {
  return {
    customerId: order.shipped_customer.id,
    originId: order.origin_address.id,
    destinationId: order.destination_address.id,
    plannedDate: order.planned_date,
    windowStart: order.time_window?.start ?? '',
    windowEnd: order.time_window?.end ?? '',
    weight: String(order.load_weight),
    volume: String(order.load_volume),
    notes: order.notes,
    items: order.items.map((item) => ({
      name: item.name,
      quantity: String(item.quantity),
      unit: item.unit,
      weight: String(item.weight),
      volume: String(item.volume),
    })),
    confirm: false,
  };
}

/** The problems of the form, by field (DLV-20 for the window). */
export function validateDeliveryForm(values: DeliveryFormValues): DeliveryFormErrors {
  const errors: DeliveryFormErrors = {};
  if (values.customerId === null) errors.customerId = 'required';
  if (values.originId === null) errors.originId = 'required';
  if (values.destinationId === null) errors.destinationId = 'required';
  const start = values.windowStart.trim();
  const end = values.windowEnd.trim();
  if (start && !TIME.test(start)) errors.windowStart = 'badTime';
  if (end && !TIME.test(end)) errors.windowEnd = 'badTime';
  if (!errors.windowStart && !errors.windowEnd) {
    if ((start === '') !== (end === '')) errors.windowEnd = 'windowHalf';
    else if (start && end && start >= end) errors.windowEnd = 'windowOrder';
  }
  if (values.items.length === 0) {
    if (!blank(values.weight) && !NUMBER.test(values.weight.trim())) errors.weight = 'badNumber';
    if (!blank(values.volume) && !NUMBER.test(values.volume.trim())) errors.volume = 'badNumber';
  }
  const badItem = values.items.some(
    (item) =>
      blank(item.name) ||
      blank(item.unit) ||
      !/^[1-9]\d*$/.test(item.quantity.trim()) ||
      !NUMBER.test(item.weight.trim() || '0') ||
      !NUMBER.test(item.volume.trim() || '0'),
  );
  if (badItem) errors.items = 'itemName';
  return errors;
}

function shared(values: DeliveryFormValues) {
  const start = values.windowStart.trim();
  const end = values.windowEnd.trim();
  return {
    planned_date: values.plannedDate,
    time_window: start && end ? { start, end } : null,
    notes: values.notes.trim(),
    items: values.items.map((item) => ({
      name: item.name.trim(),
      quantity: Number(item.quantity.trim()),
      unit: item.unit.trim(),
      weight: num(item.weight || '0'),
      volume: num(item.volume || '0'),
    })),
    ...(values.items.length === 0
      ? {
          load_weight: blank(values.weight) ? 0 : num(values.weight),
          load_volume: blank(values.volume) ? 0 : num(values.volume),
        }
      : {}),
  };
}

/** The create body; call only on a form without problems. */
export function toCreateRequest(values: DeliveryFormValues): CreateDeliveryOrderRequest {
  return {
    shipped_customer_id: values.customerId ?? 0,
    origin_address_id: values.originId ?? 0,
    destination_address_id: values.destinationId ?? 0,
    ...shared(values),
    confirm: values.confirm,
  };
}

/** The edit body: every field of the form (the server keeps the status). */
export function toUpdateRequest(values: DeliveryFormValues): UpdateDeliveryOrderRequest {
  return {
    shipped_customer_id: values.customerId ?? 0,
    origin_address_id: values.originId ?? 0,
    destination_address_id: values.destinationId ?? 0,
    ...shared(values),
  };
}
