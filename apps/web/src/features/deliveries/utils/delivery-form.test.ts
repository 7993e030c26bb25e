import { describe, expect, it } from 'vitest';
import {
  emptyDeliveryForm,
  toCreateRequest,
  validateDeliveryForm,
  type DeliveryFormValues,
} from './delivery-form';

const filled: DeliveryFormValues = {
  ...emptyDeliveryForm,
  customerId: 4,
  originId: 1,
  destinationId: 9,
  plannedDate: '2026-11-25',
  windowStart: '08:00',
  windowEnd: '12:00',
  weight: '120,5',
  volume: '0.4',
};

describe('delivery order form (DLV-20, DLV-23)', () => {
  it('needs a customer and both addresses', () => {
    expect(validateDeliveryForm(emptyDeliveryForm)).toEqual({
      customerId: 'required',
      originId: 'required',
      destinationId: 'required',
    });
    expect(validateDeliveryForm(filled)).toEqual({});
  });

  it('checks the window: HH:MM, both or neither, start before end', () => {
    expect(validateDeliveryForm({ ...filled, windowStart: '8:00' }).windowStart).toBe('badTime');
    expect(validateDeliveryForm({ ...filled, windowEnd: '' }).windowEnd).toBe('windowHalf');
    expect(validateDeliveryForm({ ...filled, windowEnd: '07:00' }).windowEnd).toBe('windowOrder');
  });

  it('checks item lines', () => {
    const items = [{ name: 'Semen', quantity: '0', unit: 'sak', weight: '50', volume: '' }];
    expect(validateDeliveryForm({ ...filled, items }).items).toBe('itemName');
  });

  it('builds the create body with decimal commas read as points', () => {
    expect(toCreateRequest(filled)).toEqual({
      shipped_customer_id: 4,
      origin_address_id: 1,
      destination_address_id: 9,
      planned_date: '2026-11-25',
      time_window: { start: '08:00', end: '12:00' },
      notes: '',
      items: [],
      load_weight: 120.5,
      load_volume: 0.4,
      confirm: true,
    });
  });
});
