import { describe, expect, it } from 'vitest';
import { emptyRequestForm, toCreateRequest, validateRequestForm } from './request-form';

const filled = {
  ...emptyRequestForm,
  customerId: 3,
  originId: 1,
  destinationId: 2,
  wantedDate: '2026-11-24',
  items: [{ name: 'Semen 50 kg', quantity: '40', unit: 'sak', weight: '2000', volume: '1,6' }],
};

describe('delivery request form (DREQ-7, DREQ-20)', () => {
  it('asks for the customer, origin, destination, day and good items', () => {
    expect(validateRequestForm(emptyRequestForm)).toEqual({
      customerId: 'required',
      originId: 'required',
      destinationId: 'required',
      wantedDate: 'required',
      items: 'badItem',
    });
    expect(validateRequestForm({ ...filled, windowStart: '10:00' })).toEqual({
      windowEnd: 'windowHalf',
    });
    expect(validateRequestForm({ ...filled, destinationMode: 'text' })).toEqual({
      destinationText: 'required',
    });
  });

  it('sends the address or the words, the window and the items as numbers', () => {
    expect(toCreateRequest({ ...filled, windowStart: '09:00', windowEnd: '12:00' })).toEqual({
      requester: { type: 'SALES' },
      customer_id: 3,
      origin_address_id: 1,
      destination_address_id: 2,
      wanted_date: '2026-11-24',
      time_window: { start: '09:00', end: '12:00' },
      items: [{ name: 'Semen 50 kg', quantity: 40, unit: 'sak', weight: 2000, volume: 1.6 }],
      notes: '',
    });
    const words = toCreateRequest({
      ...filled,
      destinationMode: 'text',
      destinationText: ' Proyek baru Jl. Raya Bogor ',
      requesterType: 'CUSTOMER',
      requesterName: 'Bu Sari',
    });
    expect(words).toMatchObject({
      requester: { type: 'CUSTOMER', name: 'Bu Sari' },
      destination_text: 'Proyek baru Jl. Raya Bogor',
    });
    expect(words).not.toHaveProperty('destination_address_id');
  });
});
