import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CollectionName } from '../domain/records';
import type { DocumentKey, DocumentStore } from './document-store';
import type { SqlClient, SqlExecutor } from './sql-client';

/**
 * What several simulator processes on one PostgreSQL schema share beyond the tables (ADR 0063,
 * STORE-14 to STORE-16), on PostgreSQL only: PGlite is one process and never builds one.
 *
 * - **Leader** (STORE-14): a session-level `pg_try_advisory_lock` on a connection of its own. Its
 *   holder runs the scheduled work (the moving fleet, the alert engine, the announcements, the
 *   other timed jobs); the others try again every `leaderPollMs` and take over when the lock
 *   frees, which PostgreSQL does when the holder's connection ends (the process died).
 * - **Messages** (STORE-15, STORE-16): `NOTIFY` on a channel of the schema, each carrying the
 *   sender's id so a process skips its own. A body over NOTIFY's 8,000 bytes goes into the table
 *   `process_messages` and the NOTIFY carries its row id; the receiver reads it from there.
 *   Messages are handled one after the other, in the order they arrived.
 */

/** NOTIFY payloads longer than this (bytes) travel as a row of `process_messages`. */
export const NOTIFY_INLINE_MAX = 7_900;

export const PROCESS_BUS_DEFAULTS = {
  /** How often a process that is not the leader tries to take the lead. */
  leaderPollMs: 2_000,
  /** Rows of `process_messages` older than this are deleted (every 200 rows sent). */
  keepRowsMs: 60_000,
  /** A lost LISTEN connection is reopened after this. */
  reconnectMs: 1_000,
} as const;

/** A channel of the processes sharing `schema` (an identifier: 63 bytes at most). */
export function busChannelOf(topic: BusTopic, schema: string): string {
  return `${topic}_${schema}`.slice(0, 63);
}

/** The advisory lock key of the schema's leader (hashed by PostgreSQL's hashtext). */
export function leaderKeyOf(schema: string): string {
  return `armada-simulator-leader:${schema}`;
}

/** `ask` and `answer` carry the questions to the leader and its answers (STORE-18). */
export type BusTopic = 'live' | 'documents' | 'ask' | 'answer';
/** Handles a message's body; `from` is the sending process. */
export type BusHandler = (body: unknown, from: string) => void | Promise<void>;
/** Answers a question of another process; undefined means no answer (the asker falls back). */
export type BusAnswerer = (body: unknown) => unknown;

export interface ProcessBusOptions {
  url: string;
  schema: string;
  /** The simulator's pool (search_path on the schema), for sends and reading stored bodies. */
  db: SqlClient;
  leaderPollMs?: number;
  report: (error: unknown, what: string) => void;
}

/** On the wire: the sender, then the body inline or the row that holds it. */
interface Envelope {
  from: string;
  body?: unknown;
  row?: number;
}

/** A question to the leader (topic `ask`), and the answer to it (topic `answer`). */
interface Question {
  kind: string;
  id: number;
  body: unknown;
}
interface Answer {
  to: string;
  id: number;
  body: unknown;
}

export class ProcessBus {
  /** This process, as the sender of its messages. */
  readonly processId = `sim-${randomUUID()}`;
  private readonly handlers = new Map<string, BusHandler>();
  /** Called after a lost LISTEN connection is back: notices sent meanwhile were missed. */
  private readonly reconnected: (() => void | Promise<void>)[] = [];
  private listener: pg.Client | null = null;
  private lockClient: pg.Client | null = null;
  private leading = false;
  private closed = false;
  /** No more tries to take the lead (the process is stopping). */
  private electing = true;
  private pollTimer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();
  private receiving: Promise<void> = Promise.resolve();
  private rowsSent = 0;
  /** STORE-18: what this process answers when it leads, by kind of question. */
  private readonly answerers = new Map<string, BusAnswerer>();
  /** STORE-18: this process's questions waiting for the leader's answer, by id. */
  private readonly waiting = new Map<number, (body: unknown) => void>();
  private questions = 0;
  /** Messages sent and received, for figures. */
  readonly stats = { sent: 0, received: 0, storedRows: 0 };

  constructor(private readonly options: ProcessBusOptions) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Handles the other processes' messages on `topic` (set before `listen`). */
  on(topic: BusTopic, handler: BusHandler): void {
    this.handlers.set(busChannelOf(topic, this.options.schema), handler);
  }

  /** Runs `catchUp` each time a lost LISTEN connection is open again. */
  onReconnect(catchUp: () => void | Promise<void>): void {
    this.reconnected.push(catchUp);
  }

  /**
   * STORE-18: while this process leads, answers the other processes' questions of `kind` (set
   * before `listen`). The answer goes back on the bus; an answerer that throws or answers
   * undefined sends nothing, and the asker falls back after its wait.
   */
  answer(kind: string, answerer: BusAnswerer): void {
    this.answerers.set(kind, answerer);
  }

  /**
   * STORE-18: asks the leader; answers what it answered, or undefined when this process leads
   * (nobody else to ask), the bus is closed, or no answer came within `waitMs`.
   */
  ask(kind: string, body: unknown, waitMs: number): Promise<unknown> {
    if (this.closed || this.leading || !this.listener) return Promise.resolve(undefined);
    const id = ++this.questions;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(undefined);
      }, waitMs);
      timer.unref();
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(answer);
      });
      this.send('ask', { kind, id, body } satisfies Question);
    });
  }

  private questionAsked(from: string, question: Partial<Question> | null): void {
    if (!this.leading || !question || typeof question.kind !== 'string') return;
    if (!Number.isSafeInteger(question.id)) return;
    const answerer = this.answerers.get(question.kind);
    if (!answerer) return;
    let body: unknown;
    try {
      body = answerer(question.body);
    } catch (error) {
      this.options.report(error, `process bus question ${question.kind}`);
      return;
    }
    if (body === undefined) return;
    this.send('answer', { to: from, id: question.id as number, body } satisfies Answer);
  }

  private answerCame(answer: Partial<Answer> | null): void {
    if (!answer || answer.to !== this.processId || typeof answer.id !== 'number') return;
    this.waiting.get(answer.id)?.(answer.body);
  }

  /** Opens the LISTEN connection for every topic with a handler. */
  async listen(): Promise<void> {
    this.handlers.set(busChannelOf('ask', this.options.schema), (body, from) =>
      this.questionAsked(from, body as Partial<Question> | null),
    );
    this.handlers.set(busChannelOf('answer', this.options.schema), (body) =>
      this.answerCame(body as Partial<Answer> | null),
    );
    await this.openListener();
  }

  private async openListener(again = false): Promise<void> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({
      connectionString: this.options.url,
      // Names the process, so an operator (or a test) can tell the connections apart.
      application_name: `armada-simulator-bus ${this.processId}`.slice(0, 63),
    });
    client.on('notification', (notification) => {
      const handler = this.handlers.get(notification.channel);
      if (handler) this.received(handler, notification.payload);
    });
    client.on('error', (error) => {
      this.options.report(error, 'process bus');
      if (this.listener !== client) return;
      this.listener = null;
      void client.end().catch(() => undefined);
      this.reopenSoon();
    });
    try {
      await client.connect();
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    if (again) {
      for (const catchUp of this.reconnected) {
        this.receiving = this.receiving
          .then(catchUp)
          .catch((error: unknown) => this.options.report(error, 'process bus catch-up'));
      }
    }
  }

  /** Reopens the LISTEN connection after a moment, and again until it is open. */
  private reopenSoon(): void {
    const retry = setTimeout(() => {
      if (this.closed || this.listener) return;
      this.openListener(true).catch((failed: unknown) => {
        this.options.report(failed, 'process bus');
        this.reopenSoon();
      });
    }, PROCESS_BUS_DEFAULTS.reconnectMs);
    retry.unref();
  }

  /** The NOTIFY text of `body` from this process, or null when it is too long to go inline. */
  inline(body: unknown): string | null {
    const text = JSON.stringify({ from: this.processId, body } satisfies Envelope);
    return Buffer.byteLength(text) <= NOTIFY_INLINE_MAX ? text : null;
  }

  /**
   * Sends `body` to the other processes, after everything sent before it. With `tx`, inside that
   * transaction: PostgreSQL delivers it when (and only if) the transaction commits.
   */
  send(topic: BusTopic, body: unknown): void {
    if (this.closed) return;
    this.sending = this.sending
      .then(() => this.sendNow(this.options.db, topic, body))
      .catch((error: unknown) => this.options.report(error, 'process bus send'));
  }

  /** `send`, answering once this body has gone (or failed and been reported). */
  sent(topic: BusTopic, body: unknown): Promise<void> {
    this.send(topic, body);
    return this.sending;
  }

  /** Sends in `tx` (delivered at its commit); long bodies are stored in the same transaction. */
  async sendIn(tx: SqlExecutor, topic: BusTopic, body: unknown): Promise<void> {
    await this.sendNow(tx, topic, body);
  }

  private async sendNow(sql: SqlExecutor, topic: BusTopic, body: unknown): Promise<void> {
    const channel = busChannelOf(topic, this.options.schema);
    const text = this.inline(body);
    this.stats.sent++;
    if (text !== null) {
      await sql.query('SELECT pg_notify($1, $2)', [channel, text]);
      return;
    }
    this.stats.storedRows++;
    await sql.query(
      `WITH stored AS (INSERT INTO process_messages (sender, body, created_at)
                       VALUES ($2, $3, $4) RETURNING id)
       SELECT pg_notify($1, json_build_object('from', $2::text, 'row', id)::text) FROM stored`,
      [channel, this.processId, JSON.stringify(body), Date.now()],
    );
    if (++this.rowsSent % 200 === 0) {
      await sql.query('DELETE FROM process_messages WHERE created_at < $1', [
        Date.now() - PROCESS_BUS_DEFAULTS.keepRowsMs,
      ]);
    }
  }

  private received(handler: BusHandler, payload: string | undefined): void {
    if (payload === undefined) return;
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(payload) as Partial<Envelope>;
    } catch {
      return;
    }
    const { from, row } = envelope;
    if (from === this.processId || typeof from !== 'string') return;
    this.stats.received++;
    this.receiving = this.receiving
      .then(async () => {
        let body = envelope.body;
        if (typeof row === 'number') {
          const [stored] = await this.options.db.query<{ body: string }>(
            'SELECT body FROM process_messages WHERE id = $1',
            [row],
          );
          if (!stored) return;
          body = JSON.parse(stored.body) as unknown;
        }
        await handler(body, from);
      })
      .catch((error: unknown) => this.options.report(error, 'process bus receive'));
  }

  /**
   * Tries to take the lead now and then every `leaderPollMs` until it does; `lead` runs once,
   * when it does. Answers whether this process leads after the first try. `lost` is called if
   * the lock's connection fails while this process leads: it can no longer know whether another
   * took over, so it must stop its scheduled work (the server exits, STORE-14).
   */
  async elect(lead: () => Promise<void>, lost: (error: unknown) => void): Promise<boolean> {
    const attempt = async (): Promise<void> => {
      this.pollTimer = null;
      if (this.closed || this.leading || !this.electing) return;
      try {
        const client = this.lockClient ?? (await this.lockConnection(lost));
        const [row] = (
          await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
            leaderKeyOf(this.options.schema),
          ])
        ).rows;
        if (row?.ok && !this.closed && !this.electing) {
          // Stopping meanwhile: the lock goes with the connection at close.
          return;
        }
        if (row?.ok && !this.closed) {
          this.leading = true;
          await lead();
          return;
        }
      } catch (error) {
        this.options.report(error, 'leader election');
      }
      if (!this.closed && this.electing) {
        this.pollTimer = setTimeout(
          () => void attempt(),
          this.options.leaderPollMs ?? PROCESS_BUS_DEFAULTS.leaderPollMs,
        );
        this.pollTimer.unref();
      }
    };
    await attempt();
    return this.leading;
  }

  private async lockConnection(lost: (error: unknown) => void): Promise<pg.Client> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({
      connectionString: this.options.url,
      application_name: 'armada-simulator-leader',
    });
    client.on('error', (error) => {
      if (this.lockClient === client) this.lockClient = null;
      void client.end().catch(() => undefined);
      if (this.leading && !this.closed) {
        this.leading = false;
        lost(error);
      }
    });
    await client.connect();
    this.lockClient = client;
    return client;
  }

  /**
   * Tries no more to take the lead (a stopping process must not start the timed work); a lead
   * already held is kept until `close`, after the work has stopped.
   */
  stopElecting(): void {
    this.electing = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Ends both connections (the lead, if held, is released); waits for sends under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    for (const settle of [...this.waiting.values()]) settle(undefined);
    await this.sending;
    await this.receiving;
    const clients = [this.listener, this.lockClient];
    this.listener = null;
    this.lockClient = null;
    this.leading = false;
    await Promise.all(clients.map((client) => client?.end().catch(() => undefined)));
  }
}

/**
 * STORE-16: the documents kept in each process's memory stay a coherent cache. Every write's
 * transaction also NOTIFYs the (collection, id) of what it put or deleted, delivered only if it
 * commits; the other processes read those rows again (`DocumentStore.refresh`).
 */
export function shareDocuments(bus: ProcessBus, store: DocumentStore): void {
  store.announceWrites((tx, keys) => bus.sendIn(tx, 'documents', { keys }));
  bus.on('documents', async (body) => {
    const keys = (body as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(keys)) return;
    const valid = keys.filter(
      (key): key is DocumentKey =>
        Array.isArray(key) &&
        key.length === 2 &&
        typeof key[0] === 'string' &&
        Number.isSafeInteger(key[1]),
    );
    await store.refresh(valid.map(([collection, id]) => [collection as CollectionName, id]));
  });
  // Notices sent while this process was not listening are lost: read every record again.
  bus.onReconnect(async () => {
    await store.refreshAll();
  });
}
