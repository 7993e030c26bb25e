import type { CreateDeliveryRequestRequest } from '@armada/contracts/delivery-requests';

/** What the request form holds: text as typed, so a failed save loses nothing (DREQ-20). */
export interface RequestFormItem {
  name: string;
  quantity: string;
  unit: string;
  weight: string;
  volume: string;
}

export interface RequestFormValues {
  requesterType: 'CUSTOMER' | 'SALES';
  requesterName: string;
  requesterPhone: string;
  customerId: number | null;
  originId: number | null;
  /** 'address': a company address; 'text': the requester's words, resolved on approval. */
  destinationMode: 'address' | 'text';
  destinationId: number | null;
  destinationText: string;
  wantedDate: string | null;
  windowStart: string;
  windowEnd: string;
  notes: string;
  items: RequestFormItem[];
}

export type RequestFormProblem =
  'required' | 'badTime' | 'windowOrder' | 'windowHalf' | 'badItem' | 'noItems';

export type RequestFormErrors = Partial<
  Record<
    | 'requesterName'
    | 'customerId'
    | 'originId'
    | 'destinationId'
    | 'destinationText'
    | 'wantedDate'
    | 'windowStart'
    | 'windowEnd'
    | 'items',
    RequestFormProblem
  >
>;

export const emptyItem: RequestFormItem = {
  name: '',
  quantity: '1',
  unit: '',
  weight: '',
  volume: '',
};

export const emptyRequestForm: RequestFormValues = {
  requesterType: 'SALES',
  requesterName: '',
  requesterPhone: '',
  customerId: null,
  originId: null,
  destinationMode: 'address',
  destinationId: null,
  destinationText: '',
  wantedDate: null,
  windowStart: '',
  windowEnd: '',
  notes: '',
  items: [{ ...emptyItem }],
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NUMBER = /^\d+([.,]\d+)?$/;
const num = (text: string): number => Number(text.trim().replace(',', '.'));
const blank = (text: string) => text.trim() === '';

/** The problems of the form, by field (DLV-20 for the window, DREQ-7 for the rest). */
export function validateRequestForm(values: RequestFormValues): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (values.customerId === null) errors.customerId = 'required';
  if (values.originId === null) errors.originId = 'required';
  if (values.destinationMode === 'address' && values.destinationId === null) {
    errors.destinationId = 'required';
  }
  if (values.destinationMode === 'text' && blank(values.destinationText)) {
    errors.destinationText = 'required';
  }
  if (values.wantedDate === null) errors.wantedDate = 'required';
  const start = values.windowStart.trim();
  const end = values.windowEnd.trim();
  if (start && !TIME.test(start)) errors.windowStart = 'badTime';
  if (end && !TIME.test(end)) errors.windowEnd = 'badTime';
  if (!errors.windowStart && !errors.windowEnd) {
    if ((start === '') !== (end === '')) errors.windowEnd = 'windowHalf';
    else if (start && end && start >= end) errors.windowEnd = 'windowOrder';
  }
  if (values.items.length === 0) errors.items = 'noItems';
  const badItem = values.items.some(
    (item) =>
      blank(item.name) ||
      blank(item.unit) ||
      !/^[1-9]\d*$/.test(item.quantity.trim()) ||
      !NUMBER.test(item.weight.trim() || '0') ||
      !NUMBER.test(item.volume.trim() || '0'),
  );
  if (badItem) errors.items = 'badItem';
  return errors;
}

/** The create body; call only on a form without problems. */
export function toCreateRequest(values: RequestFormValues): CreateDeliveryRequestRequest {
  const start = values.windowStart.trim();
  const end = values.windowEnd.trim();
  const name = values.requesterName.trim();
  const phone = values.requesterPhone.trim();
  return {
    requester: {
      type: values.requesterType,
      ...(name ? { name } : {}),
      ...(phone ? { phone } : {}),
    },
    customer_id: values.customerId ?? 0,
    origin_address_id: values.originId ?? 0,
    ...(values.destinationMode === 'address'
      ? { destination_address_id: values.destinationId ?? 0 }
      : { destination_text: values.destinationText.trim() }),
    wanted_date: values.wantedDate ?? '',
    time_window: start && end ? { start, end } : null,
    items: values.items.map((item) => ({
      name: item.name.trim(),
      quantity: Number(item.quantity.trim()),
      unit: item.unit.trim(),
      weight: num(item.weight || '0'),
      volume: num(item.volume || '0'),
    })),
    notes: values.notes.trim(),
  };
}
