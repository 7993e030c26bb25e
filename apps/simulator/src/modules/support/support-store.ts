import type {
  SupportAttachmentType,
  SupportAuthor,
  SupportCategory,
  SupportLanguage,
  SupportTicketStatus,
} from '@armada/contracts/support';
import type { SqlClient, SqlExecutor } from '../../store/sql-client';

/** A ticket as stored, with its message count and unread replies (SUP-13). */
export interface TicketRow {
  id: number;
  companyId: number;
  category: SupportCategory;
  subject: string;
  description: string;
  status: SupportTicketStatus;
  language: SupportLanguage;
  createdById: number;
  createdByName: string;
  createdAt: number;
  updatedAt: number;
  resolvedAt: number | null;
  closedAt: number | null;
  replyDueAt: number | null;
  readAt: number;
  messageCount: number;
  unread: number;
}
export type NewTicket = Omit<TicketRow, 'id' | 'messageCount' | 'unread'>;
export type TicketChange = Partial<
  Pick<TicketRow, 'status' | 'updatedAt' | 'resolvedAt' | 'closedAt' | 'replyDueAt' | 'readAt'>
>;

export interface MessageRow {
  id: number;
  ticketId: number;
  author: SupportAuthor;
  authorName: string;
  body: string;
  createdAt: number;
}

export interface AttachmentRow {
  id: number;
  ticketId: number;
  messageId: number;
  fileName: string;
  contentType: SupportAttachmentType;
  sizeBytes: number;
  storedName: string;
  uploadedAt: number;
}

export interface TicketFilter {
  status?: SupportTicketStatus | undefined;
  category?: SupportCategory | undefined;
  search?: string | undefined;
}

type Db = Record<string, unknown>;
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const TICKET = `t.id, t.company_id, t.category, t.subject, t.description, t.status, t.language,
  t.created_by_id, t.created_by_name, t.created_at, t.updated_at, t.resolved_at, t.closed_at,
  t.reply_due_at, t.read_at,
  (SELECT count(*) FROM support_messages m
    WHERE m.company_id = t.company_id AND m.ticket_id = t.id) AS message_count,
  (SELECT count(*) FROM support_messages m
    WHERE m.company_id = t.company_id AND m.ticket_id = t.id AND m.author = 'SUPPORT'
      AND m.created_at > t.read_at) AS unread`;

function ticketOf(row: Db): TicketRow {
  return {
    id: num(row.id),
    companyId: num(row.company_id),
    category: String(row.category) as SupportCategory,
    subject: String(row.subject),
    description: String(row.description),
    status: String(row.status) as SupportTicketStatus,
    language: String(row.language) as SupportLanguage,
    createdById: num(row.created_by_id),
    createdByName: String(row.created_by_name),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    resolvedAt: numOrNull(row.resolved_at),
    closedAt: numOrNull(row.closed_at),
    replyDueAt: numOrNull(row.reply_due_at),
    readAt: num(row.read_at),
    messageCount: num(row.message_count ?? 0),
    unread: num(row.unread ?? 0),
  };
}

function messageOf(row: Db): MessageRow {
  return {
    id: num(row.id),
    ticketId: num(row.ticket_id),
    author: String(row.author) as SupportAuthor,
    authorName: String(row.author_name),
    body: String(row.body),
    createdAt: num(row.created_at),
  };
}

function attachmentOf(row: Db): AttachmentRow {
  return {
    id: num(row.id),
    ticketId: num(row.ticket_id),
    messageId: num(row.message_id),
    fileName: String(row.file_name),
    contentType: String(row.content_type) as SupportAttachmentType,
    sizeBytes: num(row.size_bytes),
    storedName: String(row.stored_name),
    uploadedAt: num(row.uploaded_at),
  };
}

const COLUMN: Record<keyof TicketChange, string> = {
  status: 'status',
  updatedAt: 'updated_at',
  resolvedAt: 'resolved_at',
  closedAt: 'closed_at',
  replyDueAt: 'reply_due_at',
  readAt: 'read_at',
};

/** The support tables (migrations 47 and 48), queried in SQL. */
export class SupportStore {
  constructor(readonly db: SqlClient) {}

  /** SUP-10: a page, latest activity first, and how many match. */
  async list(
    companyId: number,
    filter: TicketFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const text = filter.search?.trim().toLowerCase() ?? '';
    const needle = text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : null;
    const number = /^#?0*([1-9][0-9]{0,8})$/.exec(text)?.[1];
    const where = `t.company_id = $1
        AND ($2::text IS NULL OR t.status = $2)
        AND ($3::text IS NULL OR t.category = $3)
        AND ($4::text IS NULL OR lower(t.subject || ' ' || t.description) LIKE $4
             OR t.id = $5::integer)`;
    const params = [
      companyId,
      filter.status ?? null,
      filter.category ?? null,
      needle,
      number === undefined ? null : Number(number),
    ];
    const [rows, counted] = await Promise.all([
      this.db.query<Db>(
        `SELECT ${TICKET} FROM support_tickets t WHERE ${where}
          ORDER BY t.updated_at DESC, t.id DESC LIMIT $6 OFFSET $7`,
        [...params, limit, offset],
      ),
      this.db.query<Db>(`SELECT count(*) AS n FROM support_tickets t WHERE ${where}`, params),
    ]);
    return { rows: rows.map(ticketOf), total: num(counted[0]?.n ?? 0) };
  }

  /** SUP-13: tickets per status, and the unread replies with the tickets holding them. */
  async summary(companyId: number): Promise<{
    byStatus: Partial<Record<SupportTicketStatus, number>>;
    unreadReplies: number;
    unreadTickets: number;
  }> {
    const [statuses, unread] = await Promise.all([
      this.db.query<Db>(
        `SELECT status, count(*) AS n FROM support_tickets WHERE company_id = $1 GROUP BY status`,
        [companyId],
      ),
      this.db.query<Db>(
        `SELECT count(*) AS n, count(DISTINCT m.ticket_id) AS tickets
           FROM support_messages m JOIN support_tickets t
             ON t.id = m.ticket_id AND t.company_id = m.company_id
          WHERE m.company_id = $1 AND m.author = 'SUPPORT' AND m.created_at > t.read_at`,
        [companyId],
      ),
    ]);
    return {
      byStatus: Object.fromEntries(
        statuses.map((row) => [String(row.status) as SupportTicketStatus, num(row.n)]),
      ),
      unreadReplies: num(unread[0]?.n ?? 0),
      unreadTickets: num(unread[0]?.tickets ?? 0),
    };
  }

  async get(
    companyId: number,
    id: number,
    tx: SqlExecutor = this.db,
  ): Promise<TicketRow | undefined> {
    const [row] = await tx.query<Db>(
      `SELECT ${TICKET} FROM support_tickets t WHERE t.company_id = $1 AND t.id = $2`,
      [companyId, id],
    );
    return row ? ticketOf(row) : undefined;
  }

  async messages(companyId: number, ticketId: number): Promise<MessageRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT id, ticket_id, author, author_name, body, created_at FROM support_messages
        WHERE company_id = $1 AND ticket_id = $2 ORDER BY created_at, id`,
      [companyId, ticketId],
    );
    return rows.map(messageOf);
  }

  async attachments(companyId: number, ticketId: number): Promise<AttachmentRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT * FROM support_attachments WHERE company_id = $1 AND ticket_id = $2
        ORDER BY message_id, id`,
      [companyId, ticketId],
    );
    return rows.map(attachmentOf);
  }

  async attachment(
    companyId: number,
    ticketId: number,
    id: number,
  ): Promise<AttachmentRow | undefined> {
    const [row] = await this.db.query<Db>(
      `SELECT * FROM support_attachments WHERE company_id = $1 AND ticket_id = $2 AND id = $3`,
      [companyId, ticketId, id],
    );
    return row ? attachmentOf(row) : undefined;
  }

  /** SUP-9: the company's latest message on the ticket, and how many files it carries. */
  async latestCustomerMessage(
    companyId: number,
    ticketId: number,
  ): Promise<{ id: number; files: number } | undefined> {
    const [row] = await this.db.query<Db>(
      `SELECT m.id, (SELECT count(*) FROM support_attachments a
                      WHERE a.company_id = m.company_id AND a.message_id = m.id) AS files
         FROM support_messages m
        WHERE m.company_id = $1 AND m.ticket_id = $2 AND m.author = 'CUSTOMER'
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
      [companyId, ticketId],
    );
    return row ? { id: num(row.id), files: num(row.files) } : undefined;
  }

  async insertTicket(ticket: NewTicket, tx: SqlExecutor = this.db): Promise<number> {
    const [row] = await tx.query<Db>(
      `INSERT INTO support_tickets (company_id, category, subject, description, status, language,
         created_by_id, created_by_name, created_at, updated_at, resolved_at, closed_at,
         reply_due_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        ticket.companyId,
        ticket.category,
        ticket.subject,
        ticket.description,
        ticket.status,
        ticket.language,
        ticket.createdById,
        ticket.createdByName,
        ticket.createdAt,
        ticket.updatedAt,
        ticket.resolvedAt,
        ticket.closedAt,
        ticket.replyDueAt,
        ticket.readAt,
      ],
    );
    if (!row) throw new Error('support ticket insert returned no row');
    return num(row.id);
  }

  async insertMessage(
    companyId: number,
    message: Omit<MessageRow, 'id'>,
    tx: SqlExecutor = this.db,
  ): Promise<number> {
    const [row] = await tx.query<Db>(
      `INSERT INTO support_messages (company_id, ticket_id, author, author_name, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        companyId,
        message.ticketId,
        message.author,
        message.authorName,
        message.body,
        message.createdAt,
      ],
    );
    if (!row) throw new Error('support message insert returned no row');
    return num(row.id);
  }

  async insertAttachment(
    companyId: number,
    attachment: Omit<AttachmentRow, 'id'>,
  ): Promise<AttachmentRow> {
    const [row] = await this.db.query<Db>(
      `INSERT INTO support_attachments (company_id, ticket_id, message_id, file_name, content_type,
         size_bytes, stored_name, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        companyId,
        attachment.ticketId,
        attachment.messageId,
        attachment.fileName,
        attachment.contentType,
        attachment.sizeBytes,
        attachment.storedName,
        attachment.uploadedAt,
      ],
    );
    if (!row) throw new Error('support attachment insert returned no row');
    return attachmentOf(row);
  }

  /**
   * Changes a ticket only while it is still in `from` (a concurrent change in between makes
   * this answer false and change nothing).
   */
  async update(
    companyId: number,
    id: number,
    from: SupportTicketStatus,
    change: TicketChange,
    tx: SqlExecutor = this.db,
  ): Promise<boolean> {
    const entries = Object.entries(change) as [keyof TicketChange, unknown][];
    if (entries.length === 0) return true;
    const sets = entries.map(([key], i) => `${COLUMN[key]} = $${i + 4}`);
    const rows = await tx.query<Db>(
      `UPDATE support_tickets SET ${sets.join(', ')}
        WHERE company_id = $1 AND id = $2 AND status = $3 RETURNING id`,
      [companyId, id, from, ...entries.map(([, value]) => value)],
    );
    return rows.length === 1;
  }

  /** SUP-11: the tickets whose answer is owed by `at` (of one company, or all). */
  async due(at: number, companyId?: number): Promise<TicketRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT ${TICKET} FROM support_tickets t
        WHERE t.reply_due_at IS NOT NULL AND t.reply_due_at <= $1
          AND ($2::integer IS NULL OR t.company_id = $2)
        ORDER BY t.reply_due_at, t.id LIMIT 500`,
      [at, companyId ?? null],
    );
    return rows.map(ticketOf);
  }

  /** SUP-12: resolved tickets untouched since `before`. */
  async staleResolved(before: number, companyId?: number): Promise<TicketRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT ${TICKET} FROM support_tickets t
        WHERE t.status = 'RESOLVED' AND t.resolved_at <= $1
          AND ($2::integer IS NULL OR t.company_id = $2)
        ORDER BY t.resolved_at, t.id LIMIT 500`,
      [before, companyId ?? null],
    );
    return rows.map(ticketOf);
  }

  async hasTickets(companyId: number): Promise<boolean> {
    const rows = await this.db.query<Db>(
      `SELECT 1 FROM support_tickets WHERE company_id = $1 LIMIT 1`,
      [companyId],
    );
    return rows.length > 0;
  }
}
