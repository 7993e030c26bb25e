import { describe, expect, it } from 'vitest';
import { PRESET_NAME_MAX_LENGTH, presetNameProblem } from './preset-name';

describe('presetNameProblem (docs/rules/shell.md §5 and §8)', () => {
  it('requires a name that is not only spaces', () => {
    expect(presetNameProblem('')).toBe('required');
    expect(presetNameProblem('   ')).toBe('required');
  });

  it('allows exactly 32 characters after trimming and refuses 33', () => {
    expect(PRESET_NAME_MAX_LENGTH).toBe(32);
    expect(presetNameProblem(`  ${'a'.repeat(32)}  `)).toBeNull();
    expect(presetNameProblem('a'.repeat(33))).toBe('tooLong');
  });

  it('refuses the name of another preset, ignoring case and spaces, but not its own', () => {
    const existing = [
      { id: 1, name: 'Jakarta aktif' },
      { id: 2, name: 'Surabaya' },
    ];
    expect(presetNameProblem(' jakarta AKTIF ', existing)).toBe('taken');
    expect(presetNameProblem('Jakarta aktif', existing, 1)).toBeNull();
    expect(presetNameProblem('Bandung', existing)).toBeNull();
  });
});
