import { SAVED_FILTER_LIMITS, type SavedFilter } from '@armada/contracts/shared';

/** Why a preset name cannot be saved; null when it can (docs/rules/shell.md §5 and §8). */
export type PresetNameProblem = 'required' | 'tooLong' | 'taken';

export const PRESET_NAME_MAX_LENGTH = SAVED_FILTER_LIMITS.nameMax;

/** Names are compared the way the server does: trimmed and case-insensitive (Indonesian rules). */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('id') === b.trim().toLocaleLowerCase('id');
}

/**
 * Required, trimmed, at most 32 characters, and not the name of another preset of the same
 * table (`exceptId`: the preset being renamed keeps its own name).
 */
export function presetNameProblem(
  name: string,
  existing: readonly Pick<SavedFilter, 'id' | 'name'>[] = [],
  exceptId: number | null = null,
): PresetNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > PRESET_NAME_MAX_LENGTH) return 'tooLong';
  if (existing.some((preset) => preset.id !== exceptId && sameName(preset.name, trimmed))) {
    return 'taken';
  }
  return null;
}
