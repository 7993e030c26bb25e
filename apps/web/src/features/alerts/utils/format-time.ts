/** An alert's time as the lists and popups show it: day, month, hours and minutes. */
export function formatAlertTime(createdOn: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(createdOn));
}
