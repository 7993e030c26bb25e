import {
  SALES_ORDER_LIMITS,
  type CreateSalesOrderRequest,
  type SalesOrder,
} from '@armada/contracts/sales-orders';

/** One line as the form holds it: text as typed, so a failed save loses nothing (SO-1). */
export interface SalesOrderFormLine {
  name: string;
  quantity: string;
  unit: string;
  price: string;
  weight: string;
  volume: string;
  /** `YYYY-MM-DD` or ''. */
  date: string;
}

export interface SalesOrderFormValues {
  customerId: number | null;
  originId: number | null;
  destinationId: number | null;
  reference: string;
  notes: string;
  lines: SalesOrderFormLine[];
}

export type SalesOrderFormProblem =
  | 'required'
  | 'noLines'
  | 'badName'
  | 'badQuantity'
  | 'badPrice'
  | 'badLoad'
  | 'badDate'
  | 'tooManyDates';

export type SalesOrderFormErrors = Partial<
  Record<'customerId' | 'originId' | 'destinationId' | 'lines', SalesOrderFormProblem>
>;

export const emptyLine = (date = ''): SalesOrderFormLine => ({
  name: '',
  quantity: '1',
  unit: '',
  price: '',
  weight: '',
  volume: '',
  date,
});

export function emptySalesOrderForm(date = ''): SalesOrderFormValues {
  return {
    customerId: null,
    originId: null,
    destinationId: null,
    reference: '',
    notes: '',
    lines: [emptyLine(date)],
  };
}

/** A saved draft as the form holds it (SO-4). */
export function formOf(order: SalesOrder): SalesOrderFormValues {
  return {
    customerId: order.customer.id,
    originId: order.origin_address.id,
    destinationId: order.destination_address.id,
    reference: order.customer_reference,
    notes: order.notes,
    lines: order.items.map((item) => ({
      name: item.name,
      quantity: String(item.quantity),
      unit: item.unit,
      price: String(item.unit_price),
      weight: String(item.weight),
      volume: String(item.volume),
      date: item.delivery_date,
    })),
  };
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+([.,]\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blank = (text: string) => text.trim() === '';
/** Rupiah as typed: digits, with or without dots between thousands ("1.250.000"). */
export function parseRupiah(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^Rp\s*/i, '')
    .replace(/\./g, '');
  return WHOLE.test(plain) ? Number(plain) : null;
}
const decimal = (text: string) => Number((text.trim() || '0').replace(',', '.'));

function realDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** The form's first problem per field (SO-1); the server checks the same again. */
export function validateSalesOrderForm(values: SalesOrderFormValues): SalesOrderFormErrors {
  const errors: SalesOrderFormErrors = {};
  if (values.customerId === null) errors.customerId = 'required';
  if (values.originId === null) errors.originId = 'required';
  if (values.destinationId === null) errors.destinationId = 'required';
  const lineProblem = (line: SalesOrderFormLine): SalesOrderFormProblem | null => {
    if (blank(line.name) || blank(line.unit)) return 'badName';
    const quantity = line.quantity.trim();
    if (!WHOLE.test(quantity) || Number(quantity) < 1) return 'badQuantity';
    if (Number(quantity) > SALES_ORDER_LIMITS.maxQuantity) return 'badQuantity';
    const price = parseRupiah(line.price);
    if (price === null || price > SALES_ORDER_LIMITS.maxUnitPrice) return 'badPrice';
    if (!DECIMAL.test(line.weight.trim() || '0') || !DECIMAL.test(line.volume.trim() || '0'))
      return 'badLoad';
    if (!realDay(line.date)) return 'badDate';
    return null;
  };
  if (values.lines.length === 0) errors.lines = 'noLines';
  for (const line of values.lines) {
    const problem = lineProblem(line);
    if (problem) {
      errors.lines = problem;
      break;
    }
  }
  if (
    !errors.lines &&
    new Set(values.lines.map((l) => l.date)).size > SALES_ORDER_LIMITS.maxDeliveryDates
  )
    errors.lines = 'tooManyDates';
  return errors;
}

/** The body of a create (or a whole edit); call only on a form without problems. */
export function toSalesOrderRequest(values: SalesOrderFormValues): CreateSalesOrderRequest {
  return {
    customer_id: values.customerId ?? 0,
    origin_address_id: values.originId ?? 0,
    destination_address_id: values.destinationId ?? 0,
    customer_reference: values.reference.trim(),
    notes: values.notes.trim(),
    items: values.lines.map((line) => ({
      name: line.name.trim(),
      quantity: Number(line.quantity.trim()),
      unit: line.unit.trim(),
      unit_price: parseRupiah(line.price) ?? 0,
      weight: decimal(line.weight),
      volume: decimal(line.volume),
      delivery_date: line.date,
    })),
  };
}

/** The subtotal the form's lines make so far (lines not yet valid count as 0). */
export function formSubtotal(values: SalesOrderFormValues): number {
  return values.lines.reduce((sum, line) => {
    const quantity = WHOLE.test(line.quantity.trim()) ? Number(line.quantity.trim()) : 0;
    return sum + quantity * (parseRupiah(line.price) ?? 0);
  }, 0);
}
