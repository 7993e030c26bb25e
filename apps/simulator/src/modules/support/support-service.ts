import {
  SUPPORT_AGENT,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_LIMITS,
  SUPPORT_PERMISSIONS,
  canReplyToTicket,
  nextSupportStatus,
  type ChangeSupportTicketStatusRequest,
  type CreateSupportTicketRequest,
  type SupportAction,
  type SupportAttachment,
  type SupportContact,
  type SupportReplyLive,
  type SupportSummary,
  type SupportTicket,
  type SupportTicketDetail,
  type SupportTicketListQuery,
  type SupportTicketPage,
  type SupportTicketStatus,
} from '@armada/contracts/support';
import { SERVER_ERROR_REASONS, type ItemResponse } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import { sniffScanType, type ScanFiles } from '../licences/scan-files';
import { agentOf, supportReply } from './support-replies';
import type {
  AttachmentRow,
  MessageRow,
  SupportStore,
  TicketChange,
  TicketRow,
} from './support-store';

const R = SERVER_ERROR_REASONS;
const DEFAULT_PAGE_SIZE = 20;

export interface SupportServiceDeps {
  tickets: SupportStore;
  files: ScanFiles;
  clock: Clock;
  /** SUP-1: the support desk's channels (the simulator's configuration). */
  contact: SupportContact;
  /** SUP-14: support answered a ticket of the company. */
  onReply?: (companyId: number, payload: SupportReplyLive) => void;
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Ticket ${id} not found.`, {
    reason: R.supportTicketNotFound,
    params: { id },
  });
}

function attachmentNotFound(id: number): ServiceError {
  return ServiceError.notFound(`Attachment ${id} not found.`, {
    reason: R.supportAttachmentNotFound,
    params: { id },
  });
}

/** SUP-9: a body over the limit (also the 413 of the upload's own body limit). */
export function attachmentTooLarge(): ServiceError {
  const max = SUPPORT_LIMITS.attachmentMaxBytes;
  return new ServiceError(413, 'PAYLOAD_TOO_LARGE', `An attachment may be at most ${max} bytes.`, {
    reason: R.supportAttachmentTooLarge,
    params: { max },
    field: 'body',
  });
}

function notAllowed(status: SupportTicketStatus, action: string): ServiceError {
  return ServiceError.conflict(`A ${status} ticket cannot take ${action}.`, {
    reason: R.supportTransitionNotAllowed,
    params: { status, action },
  });
}

function closed(id: number): ServiceError {
  return ServiceError.conflict(`Ticket ${id} is closed: open a new ticket.`, {
    reason: R.supportTicketClosed,
    params: { id },
  });
}

const iso = (at: number | null) => (at === null ? null : toWibIso(at));

function ticketWire(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    language: row.language,
    created_by: { id: row.createdById, name: row.createdByName },
    created_on: toWibIso(row.createdAt),
    updated_on: toWibIso(row.updatedAt),
    message_count: Math.max(1, row.messageCount),
    unread_replies: row.unread,
    resolved_on: iso(row.resolvedAt),
    closed_on: iso(row.closedAt),
  };
}

function attachmentWire(row: AttachmentRow): SupportAttachment {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_on: toWibIso(row.uploadedAt),
  };
}

/**
 * Support (docs/rules/support.md): the contact channels, the company's tickets and their
 * conversation (SUP-2 ... SUP-10, SUP-13), and the simulated support desk that answers them on
 * the clock (SUP-11, SUP-12).
 */
export class SupportService {
  constructor(private readonly deps: SupportServiceDeps) {}

  /** SUP-1. */
  contact(auth: AuthContext): ItemResponse<SupportContact> {
    requireAny(auth, SUPPORT_PERMISSIONS.contact, 'read the support contacts');
    return { data: this.deps.contact };
  }

  /** SUP-10. */
  async list(auth: AuthContext, query: SupportTicketListQuery): Promise<SupportTicketPage> {
    const companyId = this.readable(auth);
    await this.settle(companyId);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    const { rows, total } = await this.deps.tickets.list(
      companyId,
      { status: query.status, category: query.category, search: query.search },
      (page - 1) * limit,
      limit,
    );
    return {
      data: {
        items: rows.map(ticketWire),
        total_count: total,
        page,
        total_page: Math.ceil(total / limit),
      },
    };
  }

  /** SUP-13. */
  async summary(auth: AuthContext): Promise<ItemResponse<SupportSummary>> {
    const companyId = this.readable(auth);
    await this.settle(companyId);
    return { data: await this.summaryOf(companyId) };
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<SupportTicketDetail>> {
    const companyId = this.readable(auth);
    await this.settle(companyId);
    return { data: await this.detail(companyId, id) };
  }

  /** SUP-2, SUP-3: a new ticket is OPEN, its description the first message. */
  async create(
    auth: AuthContext,
    body: CreateSupportTicketRequest,
  ): Promise<ItemResponse<SupportTicketDetail>> {
    const companyId = this.writable(auth);
    const now = this.deps.clock.now();
    const subject = body.subject.trim();
    const description = body.description.trim();
    const id = await this.deps.tickets.db.transaction(async (tx) => {
      const ticketId = await this.deps.tickets.insertTicket(
        {
          companyId,
          category: body.category,
          subject,
          description,
          status: 'OPEN',
          language: body.language ?? 'id',
          createdById: auth.user.id,
          createdByName: auth.user.fullname,
          createdAt: now,
          updatedAt: now,
          resolvedAt: null,
          closedAt: null,
          replyDueAt: now + SUPPORT_AGENT.replyDelayMs,
          readAt: now,
        },
        tx,
      );
      await this.deps.tickets.insertMessage(
        companyId,
        {
          ticketId,
          author: 'CUSTOMER',
          authorName: auth.user.fullname,
          body: description,
          createdAt: now,
        },
        tx,
      );
      return ticketId;
    });
    return { data: await this.detail(companyId, id) };
  }

  /** SUP-5: the company writes; a waiting or resolved ticket opens again, a closed one refuses. */
  async reply(
    auth: AuthContext,
    id: number,
    text: string,
  ): Promise<ItemResponse<SupportTicketDetail>> {
    const companyId = this.writable(auth);
    await this.settle(companyId);
    const ticket = await this.ticket(companyId, id);
    const next = nextSupportStatus(ticket.status, 'CUSTOMER_REPLY');
    if (next === null) throw closed(id);
    const now = this.deps.clock.now();
    const changed = await this.deps.tickets.db.transaction(async (tx) => {
      const ok = await this.deps.tickets.update(
        companyId,
        id,
        ticket.status,
        {
          status: next,
          updatedAt: now,
          resolvedAt: null,
          // SUP-11: support owes an answer from this message on (an owed one keeps its time).
          replyDueAt: ticket.replyDueAt ?? now + SUPPORT_AGENT.replyDelayMs,
          // Writing on the ticket is reading it.
          readAt: Math.max(now, ticket.readAt),
        },
        tx,
      );
      if (!ok) return false;
      await this.deps.tickets.insertMessage(
        companyId,
        {
          ticketId: id,
          author: 'CUSTOMER',
          authorName: auth.user.fullname,
          body: text.trim(),
          createdAt: now,
        },
        tx,
      );
      return true;
    });
    if (!changed) return this.reply(auth, id, text);
    return { data: await this.detail(companyId, id) };
  }

  /** SUP-6 ... SUP-8. */
  async changeStatus(
    auth: AuthContext,
    id: number,
    body: ChangeSupportTicketStatusRequest,
  ): Promise<ItemResponse<SupportTicketDetail>> {
    const companyId = this.writable(auth);
    await this.settle(companyId);
    const ticket = await this.ticket(companyId, id);
    const action: SupportAction = body.action;
    const next = nextSupportStatus(ticket.status, action);
    if (next === null) throw notAllowed(ticket.status, action);
    const now = this.deps.clock.now();
    const change: TicketChange = { status: next, updatedAt: now };
    if (action === 'RESOLVE') Object.assign(change, { resolvedAt: now, replyDueAt: null });
    // SUP-7: a reopened ticket is support's to answer again.
    if (action === 'REOPEN')
      Object.assign(change, { resolvedAt: null, replyDueAt: now + SUPPORT_AGENT.replyDelayMs });
    if (action === 'CLOSE') Object.assign(change, { closedAt: now, replyDueAt: null });
    const ok = await this.deps.tickets.update(companyId, id, ticket.status, change);
    if (!ok) return this.changeStatus(auth, id, body);
    return { data: await this.detail(companyId, id) };
  }

  /** SUP-13: every reply so far is read. */
  async markRead(auth: AuthContext, id: number): Promise<ItemResponse<SupportTicketDetail>> {
    const companyId = this.readable(auth);
    await this.settle(companyId);
    const ticket = await this.ticket(companyId, id);
    const now = this.deps.clock.now();
    if (now > ticket.readAt) {
      await this.deps.tickets.update(companyId, id, ticket.status, { readAt: now });
    }
    return { data: await this.detail(companyId, id) };
  }

  /**
   * SUP-9: a JPEG, PNG or PDF (by its first bytes) of at most 5 MB joins the company's latest
   * message on a ticket that is not closed, at most five per message.
   */
  async upload(
    auth: AuthContext,
    id: number,
    fileName: string,
    bytes: Uint8Array,
  ): Promise<ItemResponse<SupportAttachment>> {
    const companyId = this.writable(auth);
    const ticket = await this.ticket(companyId, id);
    if (!canReplyToTicket(ticket.status)) throw closed(id);
    if (bytes.length === 0) {
      throw ServiceError.validation('The file is empty.', {
        reason: R.supportAttachmentEmpty,
        field: 'body',
      });
    }
    if (bytes.length > SUPPORT_LIMITS.attachmentMaxBytes) throw attachmentTooLarge();
    const type = sniffScanType(bytes);
    if (!type) {
      throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or PDF files.', {
        reason: R.supportAttachmentType,
        params: { types: SUPPORT_ATTACHMENT_TYPES.join(', ') },
        field: 'body',
      });
    }
    const message = await this.deps.tickets.latestCustomerMessage(companyId, id);
    if (!message) throw notFound(id);
    if (message.files >= SUPPORT_LIMITS.attachmentsPerMessage) {
      throw ServiceError.conflict('This message carries the most files it may.', {
        reason: R.supportAttachmentLimitReached,
        params: { max: SUPPORT_LIMITS.attachmentsPerMessage },
      });
    }
    const storedName = await this.deps.files.write(companyId, id, type, bytes);
    try {
      const row = await this.deps.tickets.insertAttachment(companyId, {
        ticketId: id,
        messageId: message.id,
        fileName: fileName.trim() || 'lampiran',
        contentType: type,
        sizeBytes: bytes.length,
        storedName,
        uploadedAt: this.deps.clock.now(),
      });
      return { data: attachmentWire(row) };
    } catch (error) {
      await this.deps.files.remove([storedName]);
      throw error;
    }
  }

  /** SUP-9: a file as it was sent, in the type its bytes told. */
  async file(
    auth: AuthContext,
    id: number,
    attachmentId: number,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    const companyId = this.readable(auth);
    await this.ticket(companyId, id);
    const row = await this.deps.tickets.attachment(companyId, id, attachmentId);
    if (!row) throw attachmentNotFound(attachmentId);
    const bytes = await this.deps.files.read(row.storedName);
    if (!bytes) throw attachmentNotFound(attachmentId);
    return { fileName: row.fileName, contentType: row.contentType, bytes };
  }

  /**
   * SUP-11, SUP-12: the desk answers every ticket whose answer is owed by `at`, dated when it
   * was owed, and closes resolved tickets left alone for seven days; of one company or all.
   * Answers how many tickets it answered.
   */
  async settle(companyId?: number, at = this.deps.clock.now()): Promise<number> {
    let answered = 0;
    for (const ticket of await this.deps.tickets.due(at, companyId)) {
      if (await this.answer(ticket, ticket.replyDueAt ?? at)) answered += 1;
    }
    for (const ticket of await this.deps.tickets.staleResolved(
      at - SUPPORT_AGENT.autoCloseAfterMs,
      companyId,
    )) {
      const closedAt = (ticket.resolvedAt ?? at) + SUPPORT_AGENT.autoCloseAfterMs;
      await this.deps.tickets.update(ticket.companyId, ticket.id, 'RESOLVED', {
        status: 'CLOSED',
        closedAt,
        updatedAt: closedAt,
      });
    }
    return answered;
  }

  /** CTRL-1: the desk answers the company's open tickets now (tests, demos). */
  async answerNow(auth: AuthContext): Promise<{ data: { answered: number } }> {
    const companyId = this.writable(auth);
    const now = this.deps.clock.now();
    let answered = await this.settle(companyId, now);
    const { rows } = await this.deps.tickets.list(companyId, { status: 'OPEN' }, 0, 500);
    for (const ticket of rows) {
      const fresh = await this.deps.tickets.get(companyId, ticket.id);
      if (fresh?.status === 'OPEN' && (await this.answer(fresh, now))) answered += 1;
    }
    return { data: { answered } };
  }

  /** SUP-14: seeded tickets for a company that has none (SUP-16). */
  async seedCompany(
    companyId: number,
    customer: { id: number; name: string },
    tickets: readonly SeedTicket[],
  ): Promise<number> {
    if (await this.deps.tickets.hasTickets(companyId)) return 0;
    for (const seed of tickets) {
      await this.deps.tickets.db.transaction(async (tx) => {
        const id = await this.deps.tickets.insertTicket(
          {
            companyId,
            category: seed.category,
            subject: seed.subject,
            description: seed.messages[0]?.body ?? seed.subject,
            status: seed.status,
            language: 'id',
            createdById: customer.id,
            createdByName: customer.name,
            createdAt: seed.messages[0]?.at ?? seed.updatedAt,
            updatedAt: seed.updatedAt,
            resolvedAt: seed.resolvedAt ?? null,
            closedAt: seed.closedAt ?? null,
            replyDueAt: seed.replyDueAt ?? null,
            readAt: seed.readAt,
          },
          tx,
        );
        for (const message of seed.messages) {
          await this.deps.tickets.insertMessage(
            companyId,
            {
              ticketId: id,
              author: message.author,
              authorName: message.author === 'SUPPORT' ? agentOf(id) : customer.name,
              body: message.body,
              createdAt: message.at,
            },
            tx,
          );
        }
      });
    }
    return tickets.length;
  }

  private async answer(ticket: TicketRow, at: number): Promise<boolean> {
    const next = nextSupportStatus(ticket.status, 'SUPPORT_REPLY');
    if (next === null) {
      // Nothing owed any more (resolved or closed meanwhile).
      await this.deps.tickets.update(ticket.companyId, ticket.id, ticket.status, {
        replyDueAt: null,
      });
      return false;
    }
    const messages = await this.deps.tickets.messages(ticket.companyId, ticket.id);
    const answered = messages.filter((message) => message.author === 'SUPPORT').length;
    const when = Math.max(at, messages.at(-1)?.createdAt ?? at);
    const ok = await this.deps.tickets.db.transaction(async (tx) => {
      const changed = await this.deps.tickets.update(
        ticket.companyId,
        ticket.id,
        ticket.status,
        { status: next, updatedAt: when, replyDueAt: null },
        tx,
      );
      if (!changed) return false;
      await this.deps.tickets.insertMessage(
        ticket.companyId,
        {
          ticketId: ticket.id,
          author: 'SUPPORT',
          authorName: agentOf(ticket.id),
          body: supportReply({
            id: ticket.id,
            category: ticket.category,
            language: ticket.language,
            customerName: ticket.createdByName,
            answered,
          }),
          createdAt: when,
        },
        tx,
      );
      return true;
    });
    if (ok && this.deps.onReply) {
      const summary = await this.summaryOf(ticket.companyId);
      this.deps.onReply(ticket.companyId, {
        ticket_id: ticket.id,
        status: next,
        unread_replies: summary.unread_replies,
      });
    }
    return ok;
  }

  private async summaryOf(companyId: number): Promise<SupportSummary> {
    const counts = await this.deps.tickets.summary(companyId);
    return {
      unread_replies: counts.unreadReplies,
      unread_tickets: counts.unreadTickets,
      by_status: {
        OPEN: counts.byStatus.OPEN ?? 0,
        WAITING: counts.byStatus.WAITING ?? 0,
        RESOLVED: counts.byStatus.RESOLVED ?? 0,
        CLOSED: counts.byStatus.CLOSED ?? 0,
      },
    };
  }

  private readable(auth: AuthContext): number {
    requireAny(auth, SUPPORT_PERMISSIONS.read, 'read support tickets');
    return auth.company.id;
  }

  private writable(auth: AuthContext): number {
    requireAny(auth, SUPPORT_PERMISSIONS.write, 'write support tickets');
    return auth.company.id;
  }

  private async ticket(companyId: number, id: number): Promise<TicketRow> {
    const ticket = await this.deps.tickets.get(companyId, id);
    if (!ticket) throw notFound(id);
    return ticket;
  }

  private async detail(companyId: number, id: number): Promise<SupportTicketDetail> {
    const ticket = await this.ticket(companyId, id);
    const [messages, attachments] = await Promise.all([
      this.deps.tickets.messages(companyId, id),
      this.deps.tickets.attachments(companyId, id),
    ]);
    return {
      ...ticketWire(ticket),
      messages: messages.map((message: MessageRow) => ({
        id: message.id,
        author: message.author,
        author_name: message.authorName,
        body: message.body,
        created_on: toWibIso(message.createdAt),
        attachments: attachments
          .filter((attachment) => attachment.messageId === message.id)
          .map(attachmentWire),
      })),
    };
  }
}

/** One seeded ticket (seed-support.ts). */
export interface SeedTicket {
  category: TicketRow['category'];
  subject: string;
  status: SupportTicketStatus;
  updatedAt: number;
  readAt: number;
  replyDueAt?: number;
  resolvedAt?: number;
  closedAt?: number;
  messages: { author: 'CUSTOMER' | 'SUPPORT'; body: string; at: number }[];
}
