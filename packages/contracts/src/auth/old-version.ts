import Type, { type Static } from 'typebox';
import { GraphqlResultSchema } from '../shared/graphql-result';

/**
 * Switching back to the old product version (docs/rules/alert-center.md §5, §7): a required reason,
 * sent as the `message` of GraphQL `backToOldVersion`.
 */
export const BACK_TO_OLD_VERSION_REASONS = [
  'not-understand-new-version',
  'data-not-updated',
  'used-to-old-version',
  'missing-features',
  'other',
] as const;
export type BackToOldVersionReason = (typeof BACK_TO_OLD_VERSION_REASONS)[number];

export const BACK_TO_OLD_VERSION_MESSAGE_MAX = 500;

export const BackToOldVersionInputSchema = Type.Object(
  {
    message: Type.String({
      minLength: 1,
      maxLength: BACK_TO_OLD_VERSION_MESSAGE_MAX,
      pattern: '\\S',
    }),
  },
  { $id: 'BackToOldVersionInput', additionalProperties: false },
);
export type BackToOldVersionInput = Static<typeof BackToOldVersionInputSchema>;

export const BackToOldVersionResultSchema = GraphqlResultSchema({
  /** Where the browser goes next (the old version's URL). */
  redirectUrl: Type.Union([Type.String(), Type.Null()]),
});
export type BackToOldVersionResult = Static<typeof BackToOldVersionResultSchema>;

/**
 * The message for a chosen reason: the reason's label, or the typed text for 'other'. Null when
 * no reason is chosen or 'other' has no text (the 'Wajib Memilih Alasan' dialog).
 */
export function backToOldVersionMessage(
  reason: BackToOldVersionReason | null,
  otherText: string,
  labelOf: (reason: Exclude<BackToOldVersionReason, 'other'>) => string,
): string | null {
  if (reason === null) return null;
  if (reason === 'other') {
    const text = otherText.trim();
    return text === '' ? null : text.slice(0, BACK_TO_OLD_VERSION_MESSAGE_MAX);
  }
  return labelOf(reason);
}
