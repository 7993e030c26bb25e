import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tags';

describe('tag input rules (docs/rules/route-optimization.md §5)', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['Banten'], '  Jawa Barat ')).toEqual({
      tags: ['Banten', 'Jawa Barat'],
      error: null,
    });
  });
  it('ignores an empty or blank text', () => {
    expect(addTag(['Banten'], '   ')).toEqual({ tags: ['Banten'], error: null });
  });
  it('refuses a duplicate, whatever its case and spaces', () => {
    expect(addTag(['Banten'], ' banten')).toEqual({ tags: ['Banten'], error: 'duplicate' });
  });
  it('removes one chip', () => {
    expect(removeTag(['Banten', 'DKI Jakarta'], 'Banten')).toEqual(['DKI Jakarta']);
  });
});
