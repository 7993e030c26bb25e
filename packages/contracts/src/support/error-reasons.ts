// The server error reasons of support (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const SUPPORT_ERROR_REASONS = {
  /** params: id. */
  supportTicketNotFound: 'supportTicket.notFound',
  /** params: id. */
  supportAttachmentNotFound: 'supportAttachment.notFound',
  /** SUP-4 ... SUP-8: the action is not allowed in the ticket's status; params: status, action. */
  supportTransitionNotAllowed: 'supportTicket.transitionNotAllowed',
  /** SUP-5: a closed ticket takes no more messages or files. */
  supportTicketClosed: 'supportTicket.closed',
  /** SUP-9: not a JPEG, PNG or PDF by its first bytes; params: types. */
  supportAttachmentType: 'supportAttachment.type',
  /** SUP-9; params: max (bytes). */
  supportAttachmentTooLarge: 'supportAttachment.tooLarge',
  /** SUP-9. */
  supportAttachmentEmpty: 'supportAttachment.empty',
  /** SUP-9: the message already carries the most files; params: max. */
  supportAttachmentLimitReached: 'supportAttachment.limitReached',
} as const;
