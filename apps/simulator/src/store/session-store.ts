import type { SqlClient } from './sql-client';

/**
 * Sessions and live-channel tokens, by the SHA-256 of their secret (the secret itself is only
 * ever in the client's cookie or URL). Kept in SQL so logout on one process ends the session for
 * all and a restart keeps people signed in (AUTH-3, STORE-6).
 *
 * STORE-17: on PGlite the process is the database's only user (PGlite opens a data directory in
 * one process; several processes need PostgreSQL, ADR 0063), so every change to a session passes
 * through this object. It then keeps what it read and wrote (`SessionMirror`): a session is
 * looked up without a query, and live-channel tokens live in memory only. A lookup does not wait
 * for the store's one thread, where a transaction of the fleet's writes can hold every statement
 * for a second (ADR 0058). Sign-out, expiry and the purge drop the session from the mirror before
 * their statement is sent, so the next lookup reads the row again, queued behind that statement.
 * On PostgreSQL other processes change the rows too, so every lookup is a query, as before.
 */
export interface SessionRow {
  tokenHash: string;
  userId: number;
  companyId: number;
  createdAt: number;
  expiresAt: number;
}

/** A live-channel token as the mirror keeps it (STORE-17). */
interface WsTokenEntry {
  sessionHash: string;
  userId: number;
  expiresAt: number;
}

/** How many sessions the mirror keeps; the oldest read goes first, and is read again if used. */
const MIRRORED_SESSIONS = 10_000;
/** Above this many live-channel tokens, the expired ones are dropped when another is issued. */
const TOKENS_BEFORE_SWEEP = 256;

class SessionMirror {
  readonly sessions = new Map<string, SessionRow>();
  readonly tokens = new Map<string, WsTokenEntry>();
  /**
   * Counts the changes that drop sessions from the mirror: a read that began before one of them
   * may have read the row as it was, so it does not put the row back.
   */
  epoch = 0;

  keep(row: SessionRow): void {
    this.sessions.delete(row.tokenHash);
    this.sessions.set(row.tokenHash, row);
    if (this.sessions.size > MIRRORED_SESSIONS) {
      const oldest = this.sessions.keys().next();
      if (!oldest.done) this.sessions.delete(oldest.value);
    }
  }

  forget(tokenHash: string): void {
    this.epoch++;
    this.sessions.delete(tokenHash);
  }

  forgetTokensOf(sessionHash: string): void {
    this.dropTokens((token) => token.sessionHash === sessionHash);
  }

  sweepTokens(now: number): void {
    this.dropTokens((token) => token.expiresAt <= now);
  }

  private dropTokens(drop: (token: WsTokenEntry) => boolean): void {
    for (const [hash, token] of this.tokens) if (drop(token)) this.tokens.delete(hash);
  }
}

export class SessionStore {
  /** STORE-17: set on PGlite, where this process is the store's only user. */
  private readonly mirror: SessionMirror | null;

  /**
   * `mirror` (default: on PGlite only) keeps sessions and live-channel tokens in memory
   * (STORE-17); it must stay off wherever another process can change the rows.
   */
  constructor(
    private readonly db: SqlClient,
    options: { mirror?: boolean } = {},
  ) {
    this.mirror = (options.mirror ?? db.kind === 'pglite') ? new SessionMirror() : null;
  }

  async create(session: SessionRow): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (token_hash, user_id, company_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [session.tokenHash, session.userId, session.companyId, session.createdAt, session.expiresAt],
    );
    this.mirror?.keep({ ...session });
  }

  /**
   * The live session, or null if unknown, ended or expired. Read-only: a refused request
   * writes nothing, and an expired row is refused the same way on every use (AUTH-2); expired
   * rows are purged at start (like the rows of sessions nobody comes back to).
   */
  async find(tokenHash: string, now: number): Promise<SessionRow | null> {
    const session = await this.row(tokenHash);
    return session && session.expiresAt > now ? session : null;
  }

  /** The stored row of a session, expired or not (null once ended or purged). */
  async row(tokenHash: string): Promise<SessionRow | null> {
    const mirror = this.mirror;
    const kept = mirror?.sessions.get(tokenHash);
    if (kept) return { ...kept };
    const epoch = mirror?.epoch;
    const rows = await this.db.query<{
      token_hash: string;
      user_id: number;
      company_id: number;
      created_at: string | number;
      expires_at: string | number;
    }>(
      'SELECT token_hash, user_id, company_id, created_at, expires_at FROM sessions WHERE token_hash = $1',
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    const session: SessionRow = {
      tokenHash: row.token_hash,
      userId: Number(row.user_id),
      companyId: Number(row.company_id),
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
    };
    // A sign-out or expiry sent meanwhile may have changed the row after this read.
    if (mirror && mirror.epoch === epoch) mirror.keep({ ...session });
    return session;
  }

  /** Ends a session and every live-channel token issued to it. */
  async delete(tokenHash: string): Promise<boolean> {
    this.mirror?.forget(tokenHash);
    this.mirror?.forgetTokensOf(tokenHash);
    const rows = await this.db.query<{ token_hash: string }>(
      'DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash',
      [tokenHash],
    );
    return rows.length > 0;
  }

  /** `now` (the clock's) lets the mirror drop the tokens expired by then. */
  async createWsToken(
    token: {
      tokenHash: string;
      sessionHash: string;
      userId: number;
      expiresAt: number;
    },
    now?: number,
  ): Promise<void> {
    if (this.mirror) {
      const { tokens } = this.mirror;
      if (now !== undefined && tokens.size >= TOKENS_BEFORE_SWEEP) this.mirror.sweepTokens(now);
      tokens.set(token.tokenHash, {
        sessionHash: token.sessionHash,
        userId: token.userId,
        expiresAt: token.expiresAt,
      });
      return;
    }
    await this.db.query(
      'INSERT INTO ws_tokens (token_hash, session_hash, user_id, expires_at) VALUES ($1, $2, $3, $4)',
      [token.tokenHash, token.sessionHash, token.userId, token.expiresAt],
    );
  }

  /**
   * Uses up a live-channel token: it works once, before it expires, while its session lives.
   * Returns the session it was issued to.
   */
  async consumeWsToken(tokenHash: string, now: number): Promise<SessionRow | null> {
    if (this.mirror) {
      const token = this.mirror.tokens.get(tokenHash);
      this.mirror.tokens.delete(tokenHash);
      if (!token || token.expiresAt <= now) return null;
      return this.find(token.sessionHash, now);
    }
    const rows = await this.db.query<{ session_hash: string; expires_at: string | number }>(
      'DELETE FROM ws_tokens WHERE token_hash = $1 RETURNING session_hash, expires_at',
      [tokenHash],
    );
    const row = rows[0];
    if (!row || Number(row.expires_at) <= now) return null;
    return this.find(row.session_hash, now);
  }

  /**
   * CTRL-2: sets the session's expiry to `now` (the row stays, so the next lookup takes the
   * expired path). Returns whether the session was there.
   */
  async expireNow(tokenHash: string, now: number): Promise<boolean> {
    this.mirror?.forget(tokenHash);
    const rows = await this.db.query<{ token_hash: string }>(
      'UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 RETURNING token_hash',
      [tokenHash, now],
    );
    return rows.length > 0;
  }

  /** CTRL-2: sets the expiry of every live-channel token of the session to `now`; the count. */
  async expireWsTokensNow(sessionHash: string, now: number): Promise<number> {
    if (this.mirror) {
      let count = 0;
      for (const token of this.mirror.tokens.values()) {
        if (token.sessionHash !== sessionHash) continue;
        token.expiresAt = now;
        count++;
      }
      return count;
    }
    const rows = await this.db.query<{ token_hash: string }>(
      'UPDATE ws_tokens SET expires_at = $2 WHERE session_hash = $1 RETURNING token_hash',
      [sessionHash, now],
    );
    return rows.length;
  }

  /**
   * Deletes expired sessions and live-channel tokens (at start). With the mirror, tokens are
   * never rows, so any row left by an older version is deleted.
   */
  async purgeExpired(now: number): Promise<void> {
    if (this.mirror) {
      this.mirror.epoch++;
      this.mirror.sessions.clear();
      this.mirror.sweepTokens(now);
      await this.db.query('DELETE FROM ws_tokens');
    } else {
      await this.db.query('DELETE FROM ws_tokens WHERE expires_at <= $1', [now]);
    }
    await this.db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  }
}
