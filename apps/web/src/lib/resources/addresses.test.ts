import type { Address } from '@armada/contracts/customers';
import { describe, expect, it } from 'vitest';
import { addressOption, offeredAddresses } from './addresses';

const address = (id: number, isActive?: boolean): Address =>
  ({
    id,
    name: `Alamat ${id}`,
    ...(isActive === undefined ? {} : { is_active: isActive }),
  }) as Address;

describe('ADDR-15 the addresses a form offers', () => {
  it('leaves out deactivated addresses; records older than the flag count as active', () => {
    const list = [address(1, true), address(2, false), address(3)];
    expect(offeredAddresses(list).map((a) => a.id)).toEqual([1, 3]);
  });

  it('keeps a deactivated address the edited record already names', () => {
    const list = [address(1, true), address(2, false), address(4, false)];
    expect(offeredAddresses(list, [2, null, undefined]).map((a) => a.id)).toEqual([1, 2]);
  });

  it('offers nothing before the list has loaded', () => {
    expect(offeredAddresses(undefined, [1])).toEqual([]);
  });
});

describe('an address as a picker choice', () => {
  it('reads as its name and city, valued by its id', () => {
    const depot = { ...address(9, true), city: 'Bekasi' } as Address;
    expect(addressOption(depot)).toEqual({ label: 'Alamat 9 · Bekasi', value: 9 });
  });
});
