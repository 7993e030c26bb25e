/**
 * Support: the contact channels and the company's tickets (docs/rules/support.md). The names,
 * limits and the ticket's transitions, shared by the simulator, the web and the tests.
 */

/** SUP-2: what a ticket is about. */
export const SUPPORT_CATEGORIES = [
  'ACCOUNT',
  'BILLING',
  'DEVICE',
  'TRACKING',
  'DELIVERY',
  'REPORT',
  'OTHER',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/**
 * SUP-4: OPEN (waiting for support), WAITING (support replied: waiting for you), RESOLVED
 * (settled, may still be reopened), CLOSED (final).
 */
export const SUPPORT_TICKET_STATUSES = ['OPEN', 'WAITING', 'RESOLVED', 'CLOSED'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** SUP-6 ... SUP-8: what the customer may ask of a ticket's status. */
export const SUPPORT_ACTIONS = ['RESOLVE', 'REOPEN', 'CLOSE'] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** Everything that moves a ticket: the customer's actions, both sides' replies, the clock. */
export type SupportEvent = SupportAction | 'CUSTOMER_REPLY' | 'SUPPORT_REPLY' | 'AUTO_CLOSE';

/** Who wrote a message. */
export const SUPPORT_AUTHORS = ['CUSTOMER', 'SUPPORT'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** SUP-9: the attachment types, told by the file's first bytes. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];
/** The file picker's filter (the server decides by the bytes). */
export const SUPPORT_ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The languages a ticket's replies are written in (SUP-11). */
export const SUPPORT_LANGUAGES = ['id', 'en'] as const;
export type SupportLanguage = (typeof SUPPORT_LANGUAGES)[number];

export const SUPPORT_LIMITS = {
  subjectMax: 120,
  /** A description or a reply. */
  bodyMax: 5000,
  fileNameMax: 120,
  /** SUP-9. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** SUP-9: files one message may carry. */
  attachmentsPerMessage: 5,
  searchMax: 80,
  pageMax: 50,
} as const;

/** SUP-11, SUP-12: the simulated support desk's timing, on the simulation's clock. */
export const SUPPORT_AGENT = {
  /** How long after the customer writes the support desk answers. */
  replyDelayMs: 3 * 60_000,
  /** How often the desk looks for tickets to answer or close. */
  checkPeriodMs: 15_000,
  /** A resolved ticket nobody touches is closed after this long. */
  autoCloseAfterMs: 7 * 24 * 3_600_000,
} as const;

/**
 * The ticket's transitions (SUP-4 ... SUP-8, SUP-12): the status an event leads to, or null
 * when the event is not allowed in that status.
 */
const TRANSITIONS: Record<
  SupportEvent,
  Partial<Record<SupportTicketStatus, SupportTicketStatus>>
> = {
  // SUP-5: the customer's reply (re)opens the ticket: support owes an answer again.
  CUSTOMER_REPLY: { OPEN: 'OPEN', WAITING: 'OPEN', RESOLVED: 'OPEN' },
  // SUP-11: support answers an open ticket.
  SUPPORT_REPLY: { OPEN: 'WAITING' },
  // SUP-6.
  RESOLVE: { OPEN: 'RESOLVED', WAITING: 'RESOLVED' },
  // SUP-7.
  REOPEN: { RESOLVED: 'OPEN' },
  // SUP-8.
  CLOSE: { RESOLVED: 'CLOSED' },
  // SUP-12.
  AUTO_CLOSE: { RESOLVED: 'CLOSED' },
};

export function nextSupportStatus(
  from: SupportTicketStatus,
  event: SupportEvent,
): SupportTicketStatus | null {
  return TRANSITIONS[event][from] ?? null;
}

/** The actions the customer may take on a ticket in a status (the buttons the page shows). */
export function allowedSupportActions(status: SupportTicketStatus): SupportAction[] {
  return SUPPORT_ACTIONS.filter((action) => nextSupportStatus(status, action) !== null);
}

/** SUP-5: whether the customer may still write on the ticket. */
export function canReplyToTicket(status: SupportTicketStatus): boolean {
  return nextSupportStatus(status, 'CUSTOMER_REPLY') !== null;
}

/** What a ticket number reads as (`#000123`). */
export function ticketNumber(id: number): string {
  return `#${String(id).padStart(6, '0')}`;
}
