import type { SupportContact } from '@armada/contracts/support';

/** The desk's clock: WIB, UTC+7 all year (Indonesia keeps no summer time). */
const WIB_OFFSET_MS = 7 * 3_600_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** SUP-1: whether the desk is open at an instant, by its WIB office hours. */
export function isDeskOpen(hours: SupportContact['hours'], at: number): boolean {
  const wib = new Date(at + WIB_OFFSET_MS);
  const weekday = wib.getUTCDay() === 0 ? 7 : wib.getUTCDay();
  const minute = wib.getUTCHours() * 60 + wib.getUTCMinutes();
  return hours.some(
    (slot) =>
      slot.days.includes(weekday) &&
      minute >= minutesOf(slot.opens) &&
      minute < minutesOf(slot.closes),
  );
}

/**
 * The office hours as lines of days and times (`Senin–Jumat`, `08:00–17:00 WIB`), with the
 * weekday names of the language (ISO weekday 1 = Monday); a day not listed is closed.
 */
export function hoursLines(
  hours: SupportContact['hours'],
  dayName: (isoWeekday: number) => string,
): { days: string; time: string }[] {
  return hours.map((slot) => {
    const days = [...slot.days].sort((a, b) => a - b);
    const first = days[0] ?? 1;
    const last = days[days.length - 1] ?? first;
    const consecutive = days.every((day, i) => day === first + i);
    const label =
      days.length === 1
        ? dayName(first)
        : consecutive
          ? `${dayName(first)}–${dayName(last)}`
          : days.map(dayName).join(', ');
    return { days: label, time: `${slot.opens}–${slot.closes} WIB` };
  });
}

/** SUP-1: the WhatsApp chat with the message typed in already. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** SUP-1: an e-mail with its subject and first lines written. */
export function mailtoUrl(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
