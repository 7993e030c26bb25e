import Type from 'typebox';
import {
  ChangeSupportTicketStatusRequestSchema,
  CreateSupportTicketRequestSchema,
  ReplySupportTicketRequestSchema,
  SupportAttachmentParamsSchema,
  SupportAttachmentSchema,
  SupportAttachmentUploadQuerySchema,
  SupportContactSchema,
  SupportSummarySchema,
  SupportTicketDetailSchema,
  SupportTicketListQuerySchema,
  SupportTicketPageSchema,
} from './support';
import { SUPPORT_ATTACHMENT_TYPES, SUPPORT_LIMITS } from './constants';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/support`;
const tickets = `${base}/ticket`;
const tags = ['support'];
const Detail = ItemResponseSchema(SupportTicketDetailSchema);
const File = Type.Unknown({ description: 'The attached file (JPEG, PNG or PDF)' });

/** SUP-1. */
export const getSupportContactRoute = defineRoute({
  id: 'getSupportContact',
  method: 'GET',
  url: `${base}/contact`,
  summary: "The support desk's WhatsApp, phone and e-mail, and its office hours (WIB)",
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(SupportContactSchema) } },
});

/** SUP-10. */
export const listSupportTicketsRoute = defineRoute({
  id: 'listSupportTickets',
  method: 'GET',
  url: tickets,
  summary: "The company's support tickets, latest activity first, by status, category and text",
  tags,
  auth: true,
  schema: {
    querystring: SupportTicketListQuerySchema,
    response: { 200: SupportTicketPageSchema },
  },
});

/** SUP-13: the menu's badge and the status counts. */
export const getSupportSummaryRoute = defineRoute({
  id: 'getSupportSummary',
  method: 'GET',
  url: `${tickets}/summary`,
  summary: "How many of the company's tickets are in each status, and its unread replies",
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(SupportSummarySchema) } },
});

export const getSupportTicketRoute = defineRoute({
  id: 'getSupportTicket',
  method: 'GET',
  url: `${tickets}/:id`,
  summary: 'One ticket with its conversation and attachments',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Detail } },
});

/** SUP-2, SUP-3. */
export const createSupportTicketRoute = defineRoute({
  id: 'createSupportTicket',
  method: 'POST',
  url: tickets,
  summary: 'Open a ticket: category, subject and description (files follow, SUP-9)',
  tags,
  auth: true,
  schema: { body: CreateSupportTicketRequestSchema, response: { 201: Detail } },
});

/** SUP-5. */
export const replySupportTicketRoute = defineRoute({
  id: 'replySupportTicket',
  method: 'POST',
  url: `${tickets}/:id/message`,
  summary: 'Write on a ticket; a waiting or resolved ticket opens again',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: ReplySupportTicketRequestSchema,
    response: { 201: Detail },
  },
});

/** SUP-6 ... SUP-8. */
export const changeSupportTicketStatusRoute = defineRoute({
  id: 'changeSupportTicketStatus',
  method: 'POST',
  url: `${tickets}/:id/status`,
  summary: 'Resolve, reopen or close a ticket (only the transitions its status allows)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: ChangeSupportTicketStatusRequestSchema,
    response: { 200: Detail },
  },
});

/** SUP-13. */
export const markSupportTicketReadRoute = defineRoute({
  id: 'markSupportTicketRead',
  method: 'POST',
  url: `${tickets}/:id/read`,
  summary: "Mark support's replies on a ticket as read by the company",
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Detail } },
});

/** SUP-9. */
export const uploadSupportAttachmentRoute = defineRoute({
  id: 'uploadSupportAttachment',
  method: 'POST',
  url: `${tickets}/:id/attachment`,
  summary:
    `Attach a file to the company's latest message on the ticket: the body is the file itself ` +
    `(${SUPPORT_ATTACHMENT_TYPES.join(', ')}, told by its first bytes, at most ` +
    `${SUPPORT_LIMITS.attachmentMaxBytes / 1024 / 1024} MB)`,
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: SupportAttachmentUploadQuerySchema,
    response: { 201: ItemResponseSchema(SupportAttachmentSchema) },
  },
});

/** SUP-9. */
export const downloadSupportAttachmentRoute = defineRoute({
  id: 'downloadSupportAttachment',
  method: 'GET',
  url: `${tickets}/:id/attachment/:attachmentId`,
  summary: 'An attached file, in the type its first bytes told',
  tags,
  auth: true,
  schema: { params: SupportAttachmentParamsSchema, response: { 200: File } },
});

export const supportRoutes = [
  getSupportContactRoute,
  listSupportTicketsRoute,
  getSupportSummaryRoute,
  getSupportTicketRoute,
  createSupportTicketRoute,
  replySupportTicketRoute,
  changeSupportTicketStatusRoute,
  markSupportTicketReadRoute,
  uploadSupportAttachmentRoute,
  downloadSupportAttachmentRoute,
] as const;

/**
 * Simulator control (CTRL-1, ARMADA_SIM_CONTROLS; SUP-11): the support desk answers the
 * caller's company's open tickets now instead of after its delay. Tests and demos; not in the
 * product's catalogue.
 */
export const answerSupportTicketsNowRoute = defineRoute({
  id: 'answerSupportTicketsNow',
  method: 'POST',
  url: `${API_BASES.main}/simulator/support/answer`,
  summary: "Simulator control: support answers the company's open tickets now",
  tags: ['simulator'],
  auth: true,
  schema: {
    response: {
      200: Type.Object({ data: Type.Object({ answered: Type.Integer({ minimum: 0 }) }) }),
    },
  },
});
