import { FALSE_ALERT_REASON_TEXT, type FalseAlertReason } from '@armada/contracts/alerts';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import type { Language } from '@/config/env';

/** Which field an error is about and why; the view writes "<field label> <message>". */
export interface FieldError {
  field: 'reason' | 'others' | 'note';
  rule: 'required' | 'maxLength';
}

export interface FalseAlertForm {
  reason: FalseAlertReason | null;
  others: string;
}

/**
 * The false-alert form (docs/rules/alert-center.md §5): a reason is required; 'others' needs
 * non-empty text (the error names the 'other reasons' field), at most 300 characters.
 */
export function validateFalseAlert(form: FalseAlertForm): FieldError | null {
  if (form.reason === null) return { field: 'reason', rule: 'required' };
  if (form.reason !== 'others') return null;
  const text = form.others.trim();
  if (text === '') return { field: 'others', rule: 'required' };
  if (text.length > SHELL_CONSTANTS.falseAlertReasonMaxLength) {
    return { field: 'others', rule: 'maxLength' };
  }
  return null;
}

/** The reason text recorded for the form's choice, in the interface language. */
export function falseAlertReasonText(form: FalseAlertForm, language: Language): string {
  if (form.reason === 'others') return form.others.trim();
  if (form.reason === null) return '';
  return FALSE_ALERT_REASON_TEXT[form.reason][language];
}

/** A note (docs/rules/alert-center.md §5): required after trimming, at most 255 characters. */
export function validateNote(note: string): FieldError | null {
  const text = note.trim();
  if (text === '') return { field: 'note', rule: 'required' };
  if (text.length > SHELL_CONSTANTS.noteMaxLength) return { field: 'note', rule: 'maxLength' };
  return null;
}
