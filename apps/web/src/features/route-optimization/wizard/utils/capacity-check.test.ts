import { describe, expect, it } from 'vitest';
import { checkCapacity } from './capacity-check';

const order = (id: number, weight: number) => ({ id, number: `DO/${id}`, weight });
const vehicle = (id: number, capacity: number | null) => ({ id, plate: `B ${id}`, capacity });

describe('checkCapacity (RO-74)', () => {
  it('says nothing when the orders fit the vehicles', () => {
    expect(checkCapacity([order(1, 300), order(2, 400)], [vehicle(1, 800)])).toBeNull();
  });

  it('warns when the total weight is above what the vehicles carry together', () => {
    const orders = Array.from({ length: 10 }, (_, i) => order(i + 1, 700));
    expect(checkCapacity(orders, [vehicle(1, 800)])).toEqual({
      totalWeight: 7000,
      totalCapacity: 800,
      overTotal: true,
      tooHeavy: [],
    });
  });

  it('names an order heavier than every vehicle, even when the total fits', () => {
    expect(
      checkCapacity([order(1, 900), order(2, 100)], [vehicle(1, 800), vehicle(2, 600)]),
    ).toEqual({
      totalWeight: 1000,
      totalCapacity: 1400,
      overTotal: false,
      tooHeavy: [order(1, 900)],
    });
  });

  it('says nothing without orders or vehicles, or with a vehicle of unknown capacity', () => {
    expect(checkCapacity([], [vehicle(1, 800)])).toBeNull();
    expect(checkCapacity([order(1, 5000)], [])).toBeNull();
    expect(checkCapacity([order(1, 5000)], [vehicle(1, 800), vehicle(2, null)])).toBeNull();
  });
});
