import { describe, expect, it } from 'vitest';
import {
  LIST_OPERATORS_BY_TYPE,
  addressList,
  boxTypeList,
  canFilter,
  compareListValues,
  customerList,
  deliveryOrderList,
  filterableFields,
  listField,
  listSortKey,
  savedFilterList,
  sortableFields,
  vehicleList,
  type ListDeclaration,
} from './list-fields';

const lists: ListDeclaration[] = [
  customerList,
  deliveryOrderList,
  addressList,
  vehicleList,
  boxTypeList,
  savedFilterList,
];

describe('list declarations', () => {
  it.each(lists.map((list) => [list.resource, list] as const))(
    '%s searches and sorts by default on declared fields, and has an id',
    (_name, list) => {
      expect(listField(list, 'id')?.type).toBe('number');
      for (const field of list.searchFields) expect(listField(list, field)?.type).toBe('string');
      for (const sort of list.defaultSort) expect(sortableFields(list)).toContain(sort.field);
    },
  );

  it('finds own fields only', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(listField(customerList, name)).toBeUndefined();
      expect(canFilter(customerList, name, 'eq')).toBe(false);
    }
  });

  it('applies operators by field type', () => {
    expect(canFilter(customerList, 'city', 'like')).toBe(true);
    expect(canFilter(customerList, 'city', 'gte')).toBe(false);
    expect(canFilter(customerList, 'created_on', 'gte')).toBe(true);
    expect(canFilter(customerList, 'is_active', 'in')).toBe(false);
    expect(LIST_OPERATORS_BY_TYPE.boolean).toEqual(['eq', 'ne', 'is null', 'is not null']);
    const limited: ListDeclaration = {
      resource: 'x',
      fields: { id: { type: 'number' }, secret: { type: 'string', filterable: false } },
      searchFields: [],
      defaultSort: [],
    };
    expect(filterableFields(limited)).toEqual(['id']);
    expect(sortableFields(limited)).toEqual(['id', 'secret']);
  });
});

describe('the one ordering of list values', () => {
  const sorted = (type: Parameters<typeof compareListValues>[0], values: unknown[], desc = false) =>
    [...values].sort((a, b) => compareListValues(type, a, b, desc ? 'desc' : 'asc'));

  it('orders text in Indonesian collation, ignoring case, digits by number', () => {
    expect(sorted('string', ['gudang 10', 'Gudang 2', 'apel', 'Bandung'])).toEqual([
      'apel',
      'Bandung',
      'Gudang 2',
      'gudang 10',
    ]);
  });

  it('orders numbers and dates by value, booleans false first', () => {
    expect(sorted('number', [10, 9, -1.5, 100])).toEqual([-1.5, 9, 10, 100]);
    expect(
      sorted('date', ['2026-11-20T10:00:00+07:00', '2026-11-20T02:00:00Z', '2026-11-19T23:00:00Z']),
    ).toEqual(['2026-11-19T23:00:00Z', '2026-11-20T02:00:00Z', '2026-11-20T10:00:00+07:00']);
    expect(sorted('boolean', [true, false, true])).toEqual([false, true, true]);
  });

  it('puts missing values last in both directions', () => {
    expect(sorted('number', [null, 2, undefined, 1])).toEqual([1, 2, null, undefined]);
    expect(sorted('number', [null, 2, 1], true)).toEqual([2, 1, null]);
    expect(listSortKey('number', [undefined, 7, 3])).toBe(7);
    expect(listSortKey('boolean', 'true')).toBeNull();
  });
});
