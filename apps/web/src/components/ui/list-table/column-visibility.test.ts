import { describe, expect, it } from 'vitest';
import {
  chooseColumn,
  parseColumnChoice,
  readColumnChoice,
  tableColumnsStorageKey,
  visibleColumnKeys,
  writeColumnChoice,
} from './column-visibility';

/** The customer list's rules: status and created off a laptop, email off a tablet. */
const COLUMNS = [
  { key: 'code' },
  { key: 'name' },
  { key: 'email', defaultHiddenBelow: 1024 },
  { key: 'is_active', defaultHiddenBelow: 1440 },
  { key: 'created_on', defaultHiddenBelow: 1440 },
];

describe('visibleColumnKeys', () => {
  it('shows every column on a wide screen when nothing is saved', () => {
    expect(visibleColumnKeys(COLUMNS, null, 1920)).toEqual([
      'code',
      'name',
      'email',
      'is_active',
      'created_on',
    ]);
    expect(visibleColumnKeys(COLUMNS, null, 1440)).toHaveLength(5);
  });

  it('hides lower-priority columns below their width when nothing is saved', () => {
    expect(visibleColumnKeys(COLUMNS, null, 1439)).toEqual(['code', 'name', 'email']);
    expect(visibleColumnKeys(COLUMNS, null, 1366)).toEqual(['code', 'name', 'email']);
    expect(visibleColumnKeys(COLUMNS, null, 1023)).toEqual(['code', 'name']);
    expect(visibleColumnKeys(COLUMNS, null, 390)).toEqual(['code', 'name']);
  });

  it("follows the user's choice whatever the width", () => {
    const choice = { code: true, name: true, email: false, is_active: false, created_on: true };
    expect(visibleColumnKeys(COLUMNS, choice, 390)).toEqual(['code', 'name', 'created_on']);
    expect(visibleColumnKeys(COLUMNS, choice, 1920)).toEqual(['code', 'name', 'created_on']);
  });

  it('gives a column the choice does not name (added later) its default, and ignores unknown keys', () => {
    const choice = { code: false, name: true, gone: true };
    expect(visibleColumnKeys(COLUMNS, choice, 1366)).toEqual(['name', 'email']);
  });

  it('always shows at least one column', () => {
    const none = { code: false, name: false, email: false, is_active: false, created_on: false };
    expect(visibleColumnKeys(COLUMNS, none, 1920)).toEqual(['code']);
    expect(visibleColumnKeys([{ key: 'only', defaultHiddenBelow: 2000 }], null, 800)).toEqual([
      'only',
    ]);
    expect(visibleColumnKeys([], null, 800)).toEqual([]);
  });
});

describe('chooseColumn', () => {
  it('keeps every column as it is on screen, with the one change', () => {
    const visible = visibleColumnKeys(COLUMNS, null, 1366);
    expect(chooseColumn(COLUMNS, visible, 'created_on', true)).toEqual({
      code: true,
      name: true,
      email: true,
      is_active: false,
      created_on: true,
    });
  });

  it('refuses to hide the last column', () => {
    expect(chooseColumn(COLUMNS, ['name'], 'name', false)).toBeNull();
    expect(chooseColumn(COLUMNS, ['name'], 'code', true)).toMatchObject({ code: true });
  });
});

describe('stored choice', () => {
  it('is kept per user and table', () => {
    expect(tableColumnsStorageKey(7, 'master.customers')).toBe(
      'armada.table-columns.7.master.customers',
    );
    const key = tableColumnsStorageKey(7, 'master.customers');
    writeColumnChoice(key, { code: true, email: false });
    expect(readColumnChoice(key)).toEqual({ code: true, email: false });
    expect(readColumnChoice(tableColumnsStorageKey(8, 'master.customers'))).toBeNull();
    writeColumnChoice(key, null);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('reads a broken or foreign value as no choice, and drops values that are not booleans', () => {
    expect(parseColumnChoice(null)).toBeNull();
    expect(parseColumnChoice('not json')).toBeNull();
    expect(parseColumnChoice('["code"]')).toBeNull();
    expect(parseColumnChoice('{}')).toBeNull();
    expect(parseColumnChoice('{"code":"yes"}')).toBeNull();
    expect(parseColumnChoice('{"code":false,"name":1,"email":true}')).toEqual({
      code: false,
      email: true,
    });
  });
});
