/** Input clean-up shared by the services: what operators type, stored the way it is read. */

/** Trimmed text; empty becomes null. */
export function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed;
}

/** Indonesian phone numbers as +62...: spaces and dashes dropped, a leading 0 or 62 made +62. */
export function normalisePhone(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const digits = value.replace(/[\s-]/g, '');
  if (digits === '') return null;
  if (digits.startsWith('+62')) return digits;
  if (digits.startsWith('62')) return `+${digits}`;
  if (digits.startsWith('0')) return `+62${digits.slice(1)}`;
  return digits;
}

export function normaliseEmail(value: string | null | undefined): string | null {
  const text = cleanText(value);
  return text === null ? null : text.toLowerCase();
}
