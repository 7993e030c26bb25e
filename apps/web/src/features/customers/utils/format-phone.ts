/** Two-digit area codes of the big cities (Jakarta, Bandung, Semarang, Surabaya, Medan, ...). */
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);

/**
 * A stored +62 number grouped the way Indonesians write it: "+62 812-3456-7890" for mobiles,
 * "+62 21 4044-0482" for landlines. Anything else is shown as stored.
 */
export function formatPhone(phone: string): string {
  const match = /^\+62(\d{7,14})$/.exec(phone);
  const rest = match?.[1];
  if (!rest) return phone;
  if (rest.startsWith('8')) {
    return `+62 ${rest.slice(0, 3)}-${rest.slice(3, 7)}-${rest.slice(7)}`.replace(/-$/, '');
  }
  const areaLength = TWO_DIGIT_AREAS.has(rest.slice(0, 2)) ? 2 : 3;
  const area = rest.slice(0, areaLength);
  const local = rest.slice(areaLength);
  const split =
    local.length >= 7 ? `${local.slice(0, local.length - 4)}-${local.slice(-4)}` : local;
  return `+62 ${area} ${split}`;
}
