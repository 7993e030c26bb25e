/** Two-digit area codes of the big cities (Jakarta, Bandung, Semarang, Surabaya, Medan, ...). */
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);

/** Separators people type inside a number; they carry no meaning. */
const SEPARATORS = /[\s\-().]/g;

/** The digits after the country code or trunk 0 of an Indonesian number; undefined otherwise. */
function nationalDigits(phone: string): string | undefined {
  return /^(?:\+62|62|0)(\d{7,13})$/.exec(phone.trim().replace(SEPARATORS, ''))?.[1];
}

/**
 * An Indonesian mobile's subscriber digits (after the 3-digit operator code 8xx), in groups:
 * the first group has 4 digits, or 3 when only 6 are left, so 812-3456-7890, 812-3456-789,
 * 812-345-678 and 812-3456-78901 read the way they are printed on cards.
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
 * The one phone formatter of the app: an Indonesian number always in its international form,
 * grouped the way Indonesians write it, whether it was stored as 0812..., 62812... or +62812...:
 * "+62 812-3456-7890" for mobiles, "+62 21 4044-0482" for landlines. One form everywhere, so the
 * same driver's number reads the same on every screen and works from abroad. Spaces, dashes and
 * brackets in the input are ignored; anything that is not an Indonesian number is shown as
 * stored.
 */
export function formatPhone(phone: string): string {
  const national = nationalDigits(phone);
  if (national === undefined) return phone;
  if (national.startsWith('8')) {
    return `+62 ${national.slice(0, 3)}-${groupSubscriber(national.slice(3))}`;
  }
  const areaLength = TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3;
  return `+62 ${national.slice(0, areaLength)} ${groupLocal(national.slice(areaLength))}`;
}

/** A `tel:` link target for a stored number: digits with the country code, nothing else. */
export function phoneHref(phone: string): string {
  const national = nationalDigits(phone);
  return `tel:${national === undefined ? phone.trim().replace(SEPARATORS, '') : `+62${national}`}`;
}
