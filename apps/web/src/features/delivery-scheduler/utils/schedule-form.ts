import type {
  CreateDeliveryScheduleRequest,
  DeliveryScheduleDetail,
} from '@armada/contracts/delivery-scheduler';

/** What the schedule form holds: text as typed, so a refused save loses nothing (SCH-24). */
export interface ScheduleFormItem {
  name: string;
  quantity: string;
  unit: string;
  weight: string;
  volume: string;
}

export interface ScheduleFormValues {
  name: string;
  customerId: number | null;
  destinationId: number | null;
  originId: number | null;
  patternKind: 'WEEKLY' | 'MONTHLY';
  weekdays: number[];
  monthDays: number[];
  windowStart: string;
  windowEnd: string;
  fromDate: string | null;
  untilDate: string | null;
  skipHolidays: boolean;
  notes: string;
  items: ScheduleFormItem[];
}

export type ScheduleFormProblem =
  'required' | 'badTime' | 'windowOrder' | 'noDays' | 'badItem' | 'noItems' | 'dateOrder';

export type ScheduleFormErrors = Partial<
  Record<
    | 'customerId'
    | 'destinationId'
    | 'originId'
    | 'days'
    | 'windowStart'
    | 'windowEnd'
    | 'fromDate'
    | 'untilDate'
    | 'items',
    ScheduleFormProblem
  >
>;

export const emptyItem: ScheduleFormItem = {
  name: '',
  quantity: '1',
  unit: '',
  weight: '',
  volume: '',
};

export function emptyScheduleForm(fromDate: string): ScheduleFormValues {
  return {
    name: '',
    customerId: null,
    destinationId: null,
    originId: null,
    patternKind: 'WEEKLY',
    weekdays: [],
    monthDays: [],
    windowStart: '08:00',
    windowEnd: '12:00',
    fromDate,
    untilDate: null,
    skipHolidays: true,
    notes: '',
    items: [{ ...emptyItem }],
  };
}

/** The form filled from a stored schedule (edit). */
export function formOfSchedule(schedule: DeliveryScheduleDetail): ScheduleFormValues {
  return {
    name: schedule.name,
    customerId: schedule.customer.id,
    destinationId: schedule.destination_address.id,
    originId: schedule.origin_address.id,
    patternKind: schedule.pattern.kind,
    weekdays: schedule.pattern.kind === 'WEEKLY' ? [...schedule.pattern.weekdays] : [],
    monthDays: schedule.pattern.kind === 'MONTHLY' ? [...schedule.pattern.month_days] : [],
    windowStart: schedule.time_window.start,
    windowEnd: schedule.time_window.end,
    fromDate: schedule.from_date,
    untilDate: schedule.until_date,
    skipHolidays: schedule.skip_holidays,
    notes: schedule.notes,
    items: schedule.items.map((item) => ({
      name: item.name,
      quantity: String(item.quantity),
      unit: item.unit,
      weight: String(item.weight),
      volume: String(item.volume),
    })),
  };
}

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const NUMBER = /^(0|[1-9][0-9]*)([.,][0-9]+)?$/;
const WHOLE = /^[1-9][0-9]*$/;

function numberOf(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

function itemIsValid(item: ScheduleFormItem): boolean {
  return (
    item.name.trim() !== '' &&
    item.unit.trim() !== '' &&
    WHOLE.test(item.quantity.trim()) &&
    NUMBER.test(item.weight.trim()) &&
    NUMBER.test(item.volume.trim())
  );
}

/** The form's own checks, before anything is sent (the server checks again, SCH-9). */
export function validateScheduleForm(values: ScheduleFormValues): ScheduleFormErrors {
  const errors: ScheduleFormErrors = {};
  if (values.customerId === null) errors.customerId = 'required';
  if (values.destinationId === null) errors.destinationId = 'required';
  if (values.originId === null) errors.originId = 'required';
  const days = values.patternKind === 'WEEKLY' ? values.weekdays : values.monthDays;
  if (days.length === 0) errors.days = 'noDays';
  if (!TIME.test(values.windowStart)) errors.windowStart = 'badTime';
  if (!TIME.test(values.windowEnd)) errors.windowEnd = 'badTime';
  else if (!errors.windowStart && values.windowStart >= values.windowEnd) {
    errors.windowEnd = 'windowOrder';
  }
  if (values.fromDate === null) errors.fromDate = 'required';
  if (values.fromDate !== null && values.untilDate !== null && values.untilDate < values.fromDate) {
    errors.untilDate = 'dateOrder';
  }
  if (values.items.length === 0) errors.items = 'noItems';
  else if (!values.items.every(itemIsValid)) errors.items = 'badItem';
  return errors;
}

/** The create (and, whole, the update) body of valid form values. */
export function toScheduleRequest(values: ScheduleFormValues): CreateDeliveryScheduleRequest {
  const name = values.name.trim();
  return {
    ...(name ? { name } : {}),
    customer_id: values.customerId ?? 0,
    origin_address_id: values.originId ?? 0,
    destination_address_id: values.destinationId ?? 0,
    items: values.items.map((item) => ({
      name: item.name.trim(),
      quantity: Number(item.quantity.trim()),
      unit: item.unit.trim(),
      weight: numberOf(item.weight),
      volume: numberOf(item.volume),
    })),
    pattern:
      values.patternKind === 'WEEKLY'
        ? { kind: 'WEEKLY', weekdays: [...values.weekdays].sort((a, b) => a - b) }
        : { kind: 'MONTHLY', month_days: [...values.monthDays].sort((a, b) => a - b) },
    time_window: { start: values.windowStart, end: values.windowEnd },
    from_date: values.fromDate ?? '',
    until_date: values.untilDate,
    skip_holidays: values.skipHolidays,
    notes: values.notes.trim(),
  };
}
