/** Legal-form words that say nothing about which company it is. */
const LEGAL_FORMS = new Set([
  'PT',
  'CV',
  'TBK',
  'UD',
  'PD',
  'FA',
  'FIRMA',
  'KOPERASI',
  'PERSERO',
  'PERUM',
]);

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A check character over the code, so a mistyped code is noticed when it is read out. */
function checkCharacter(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += (i + 1) * text.charCodeAt(i);
  return BASE36[sum % 36] ?? '0';
}

/**
 * The company's referral code: up to three initials of its name (legal forms left out), its id
 * in base 36 and a check character, e.g. "PT Armada Logistik Nusantara" (1001) -> "ALN-00RT" +
 * check. Stable for a company, readable over the phone, and the same for every user of it.
 */
export function referralCode(companyId: number, companyName: string): string {
  const words = companyName
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word));
  const initials = words
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .padEnd(3, 'X');
  const id = companyId.toString(36).toUpperCase().padStart(4, '0');
  const body = `${initials}-${id}`;
  return `${body}${checkCharacter(body)}`;
}
