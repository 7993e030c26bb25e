import { wibYearMonth } from '../../domain/wib-time';

/** Who changed a task when no user did: the moving fleet, the seed. */
export const SYSTEM_ACTOR = 'system';

/** FT-1: `FT/YYMM/nnnnn` after the planned start's month (WIB) and the task's id. */
export function taskNumber(id: number, plannedStartAt: number): string {
  const { year, month } = wibYearMonth(plannedStartAt);
  return `FT/${String(year).slice(2)}${String(month).padStart(2, '0')}/${String(id).padStart(5, '0')}`;
}
