/** Two-digit area codes of the big cities (Jakarta, Bandung, Semarang, Surabaya, Medan, ...). */
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);

/** Separators people type inside a number; they carry no meaning. */
const SEPARATORS = /[\s\-().]/g;

/**
 * An Indonesian mobile's subscriber digits (after the 3-digit operator code 8xx), in groups:
 * the first group has 4 digits, or 3 when only 6 are left, so 0812-3456-7890, 0812-3456-789,
 * 0812-345-678 and 0812-3456-78901 read the way they are printed on cards.
 */
function groupSubscriber(digits: string): string {
  if (digits.length <= 5) return digits;
  const head = digits.length === 6 ? 3 : 4;
  return `${digits.slice(0, head)}-${digits.slice(head)}`;
}

/** A landline's local digits: the last four split off once there are seven or more. */
function groupLocal(digits: string): string {
  return digits.length >= 7 ? `${digits.slice(0, -4)}-${digits.slice(-4)}` : digits;
}

/**
 * An Indonesian phone number grouped the way Indonesians write it, keeping the form it was
 * stored in: "+62 812-3456-7890" or "0812-3456-7890" for mobiles, "+62 21 4044-0482" or
 * "021 4044-0482" for landlines. Spaces and dashes in the input are ignored; anything that is
 * not an Indonesian number is shown as stored.
 */
export function formatPhone(phone: string): string {
  const match = /^(\+62|62|0)(\d{7,13})$/.exec(phone.trim().replace(SEPARATORS, ''));
  const prefix = match?.[1];
  const national = match?.[2];
  if (prefix === undefined || national === undefined) return phone;
  const international = prefix !== '0';
  if (national.startsWith('8')) {
    const operator = national.slice(0, 3);
    const grouped = `${operator}-${groupSubscriber(national.slice(3))}`;
    return international ? `+62 ${grouped}` : `0${grouped}`;
  }
  const areaLength = TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3;
  const area = national.slice(0, areaLength);
  const local = groupLocal(national.slice(areaLength));
  return international ? `+62 ${area} ${local}` : `0${area} ${local}`;
}
