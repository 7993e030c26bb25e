import { SUPPORT_LIMITS } from '@armada/contracts/support';

/** Why the page refuses a picked file before sending it (the server checks its bytes, SUP-9). */
export type FileProblem = 'type' | 'tooLarge' | 'empty' | 'tooMany';

const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;
const TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf', '']);

/**
 * SUP-9 on the page: the picked files a message may carry, and the ones refused with why
 * (a name or type that is not JPEG, PNG or PDF, empty, over 5 MB, or over five per message).
 */
export function checkFiles(
  queued: readonly File[],
  picked: readonly File[],
): { accepted: File[]; refused: { file: File; problem: FileProblem }[] } {
  const accepted: File[] = [];
  const refused: { file: File; problem: FileProblem }[] = [];
  for (const file of picked) {
    let problem: FileProblem | null = null;
    if (!EXTENSIONS.test(file.name) || !TYPES.has(file.type)) problem = 'type';
    else if (file.size === 0) problem = 'empty';
    else if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) problem = 'tooLarge';
    else if (queued.length + accepted.length >= SUPPORT_LIMITS.attachmentsPerMessage)
      problem = 'tooMany';
    if (problem) refused.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** `1,2 MB`, `350 KB` in the language's digits. */
export function fileSize(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'id-ID';
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
}
