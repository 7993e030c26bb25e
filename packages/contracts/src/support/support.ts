import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';
import {
  SUPPORT_ACTIONS,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_AUTHORS,
  SUPPORT_CATEGORIES,
  SUPPORT_LANGUAGES,
  SUPPORT_LIMITS,
  SUPPORT_TICKET_STATUSES,
} from './constants';

/**
 * Support (docs/rules/support.md): the contact channels and the company's tickets, each with
 * its conversation and the files attached to its messages.
 */

const DateTime = Type.String({ format: 'date-time' });
/** `HH:mm` on the support desk's clock. */
const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

export const SupportCategorySchema = Type.Enum(SUPPORT_CATEGORIES);
export const SupportTicketStatusSchema = Type.Enum(SUPPORT_TICKET_STATUSES);
export const SupportActionSchema = Type.Enum(SUPPORT_ACTIONS);
export const SupportAuthorSchema = Type.Enum(SUPPORT_AUTHORS);
export const SupportLanguageSchema = Type.Enum(SUPPORT_LANGUAGES);

/** SUP-1: how to reach the support desk, and when it answers. */
export const SupportContactSchema = Type.Object(
  {
    /** The WhatsApp number in international form without `+` (the `wa.me` address). */
    whatsapp: Type.String({ pattern: '^[1-9][0-9]{7,14}$' }),
    /** The phone number in international form (`+62...`, the `tel:` address). */
    phone: Type.String({ pattern: '^\\+[1-9][0-9]{7,14}$' }),
    /** How the phone number is written for people (`(021) 5088 1234`). */
    phone_display: Type.String(),
    email: Type.String({ format: 'email' }),
    /** The desk's clock (WIB): the hours below are on it. */
    time_zone: Type.Literal('Asia/Jakarta'),
    /** Office hours by ISO weekday (1 Monday ... 7 Sunday); a day not listed is closed. */
    hours: Type.Array(
      Type.Object({
        days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1 }),
        opens: Time,
        closes: Time,
      }),
    ),
  },
  { $id: 'SupportContact' },
);
export type SupportContact = Static<typeof SupportContactSchema>;

export const SupportAttachmentSchema = Type.Object(
  {
    id: IdSchema,
    file_name: Type.String(),
    content_type: Type.Enum(SUPPORT_ATTACHMENT_TYPES),
    size_bytes: Type.Integer({ minimum: 1 }),
    uploaded_on: DateTime,
  },
  { $id: 'SupportAttachment' },
);
export type SupportAttachment = Static<typeof SupportAttachmentSchema>;

export const SupportMessageSchema = Type.Object(
  {
    id: IdSchema,
    author: SupportAuthorSchema,
    /** The user who wrote it, or the support agent's name. */
    author_name: Type.String(),
    body: Type.String(),
    created_on: DateTime,
    attachments: Type.Array(SupportAttachmentSchema),
  },
  { $id: 'SupportMessage' },
);
export type SupportMessage = Static<typeof SupportMessageSchema>;

export const SupportTicketSchema = Type.Object(
  {
    id: IdSchema,
    category: SupportCategorySchema,
    subject: Type.String(),
    status: SupportTicketStatusSchema,
    /** SUP-11: the language support answers in. */
    language: SupportLanguageSchema,
    created_by: Type.Object({ id: Type.Integer(), name: Type.String() }),
    created_on: DateTime,
    /** The last message or status change. */
    updated_on: DateTime,
    message_count: Type.Integer({ minimum: 1 }),
    /** SUP-13: support's messages the company has not read yet. */
    unread_replies: Type.Integer({ minimum: 0 }),
    resolved_on: Nullable(DateTime),
    closed_on: Nullable(DateTime),
  },
  { $id: 'SupportTicket' },
);
export type SupportTicket = Static<typeof SupportTicketSchema>;

/** A ticket with its conversation, oldest message first (the first is the description). */
export const SupportTicketDetailSchema = Type.Object(
  {
    ...SupportTicketSchema.properties,
    messages: Type.Array(SupportMessageSchema, { minItems: 1 }),
  },
  { $id: 'SupportTicketDetail' },
);
export type SupportTicketDetail = Static<typeof SupportTicketDetailSchema>;

/** SUP-10: the list's filters, newest activity first. */
export const SupportTicketListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SUPPORT_LIMITS.pageMax })),
    status: Type.Optional(SupportTicketStatusSchema),
    category: Type.Optional(SupportCategorySchema),
    /** The subject, the description or the number containing the text. */
    search: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.searchMax })),
  },
  { $id: 'SupportTicketListQuery', additionalProperties: false },
);
export type SupportTicketListQuery = Static<typeof SupportTicketListQuerySchema>;

export const SupportTicketPageSchema = Type.Object(
  {
    data: Type.Object({
      items: Type.Array(SupportTicketSchema),
      total_count: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      total_page: Type.Integer({ minimum: 0 }),
    }),
  },
  { $id: 'SupportTicketPage' },
);
export type SupportTicketPage = Static<typeof SupportTicketPageSchema>;

/** SUP-13: the counts of the company's tickets by status and its unread replies (the badge). */
export const SupportSummarySchema = Type.Object(
  {
    unread_replies: Type.Integer({ minimum: 0 }),
    /** Tickets with at least one unread reply. */
    unread_tickets: Type.Integer({ minimum: 0 }),
    by_status: Type.Object({
      OPEN: Type.Integer({ minimum: 0 }),
      WAITING: Type.Integer({ minimum: 0 }),
      RESOLVED: Type.Integer({ minimum: 0 }),
      CLOSED: Type.Integer({ minimum: 0 }),
    }),
  },
  { $id: 'SupportSummary' },
);
export type SupportSummary = Static<typeof SupportSummarySchema>;

/** Text with something besides spaces in it (SUP-2). */
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const CreateSupportTicketRequestSchema = Type.Object(
  {
    category: SupportCategorySchema,
    subject: Text(SUPPORT_LIMITS.subjectMax),
    description: Text(SUPPORT_LIMITS.bodyMax),
    /** SUP-11: the language the user writes in; support answers in it. Default Indonesian. */
    language: Type.Optional(SupportLanguageSchema),
  },
  { $id: 'CreateSupportTicketRequest', additionalProperties: false },
);
export type CreateSupportTicketRequest = Static<typeof CreateSupportTicketRequestSchema>;

export const ReplySupportTicketRequestSchema = Type.Object(
  { body: Text(SUPPORT_LIMITS.bodyMax) },
  { $id: 'ReplySupportTicketRequest', additionalProperties: false },
);
export type ReplySupportTicketRequest = Static<typeof ReplySupportTicketRequestSchema>;

export const ChangeSupportTicketStatusRequestSchema = Type.Object(
  { action: SupportActionSchema },
  { $id: 'ChangeSupportTicketStatusRequest', additionalProperties: false },
);
export type ChangeSupportTicketStatusRequest = Static<
  typeof ChangeSupportTicketStatusRequestSchema
>;

export const SupportAttachmentUploadQuerySchema = Type.Object(
  {
    /** The file's name as the user picked it (shown and used on download). */
    file_name: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.fileNameMax }),
  },
  { $id: 'SupportAttachmentUploadQuery', additionalProperties: false },
);
export type SupportAttachmentUploadQuery = Static<typeof SupportAttachmentUploadQuerySchema>;

export const SupportAttachmentParamsSchema = Type.Object(
  { id: IdSchema, attachmentId: IdSchema },
  { $id: 'SupportAttachmentParams' },
);
export type SupportAttachmentParams = Static<typeof SupportAttachmentParamsSchema>;

/** SUP-14: support answered one of the company's tickets. */
export const SupportReplyLiveSchema = Type.Object(
  {
    ticket_id: IdSchema,
    status: SupportTicketStatusSchema,
    /** The company's unread replies after this one (the badge). */
    unread_replies: Type.Integer({ minimum: 0 }),
  },
  { $id: 'SupportReplyLive' },
);
export type SupportReplyLive = Static<typeof SupportReplyLiveSchema>;
