import type { SqlClient } from './sql-client';

/**
 * Sessions and live-channel tokens, by the SHA-256 of their secret (the secret itself is only
 * ever in the client's cookie or URL). Kept in SQL so logout on one process ends the session for
 * all and a restart keeps people signed in (AUTH-3, STORE-6).
 */
export interface SessionRow {
  tokenHash: string;
  userId: number;
  companyId: number;
  createdAt: number;
  expiresAt: number;
}

export class SessionStore {
  constructor(private readonly db: SqlClient) {}

  async create(session: SessionRow): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (token_hash, user_id, company_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [session.tokenHash, session.userId, session.companyId, session.createdAt, session.expiresAt],
    );
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
    return {
      tokenHash: row.token_hash,
      userId: Number(row.user_id),
      companyId: Number(row.company_id),
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
    };
  }

  /** Ends a session and every live-channel token issued to it. */
  async delete(tokenHash: string): Promise<boolean> {
    const rows = await this.db.query<{ token_hash: string }>(
      'DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash',
      [tokenHash],
    );
    return rows.length > 0;
  }

  async createWsToken(token: {
    tokenHash: string;
    sessionHash: string;
    userId: number;
    expiresAt: number;
  }): Promise<void> {
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
    const rows = await this.db.query<{ token_hash: string }>(
      'UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 RETURNING token_hash',
      [tokenHash, now],
    );
    return rows.length > 0;
  }

  /** CTRL-2: sets the expiry of every live-channel token of the session to `now`; the count. */
  async expireWsTokensNow(sessionHash: string, now: number): Promise<number> {
    const rows = await this.db.query<{ token_hash: string }>(
      'UPDATE ws_tokens SET expires_at = $2 WHERE session_hash = $1 RETURNING token_hash',
      [sessionHash, now],
    );
    return rows.length;
  }

  async purgeExpired(now: number): Promise<void> {
    await this.db.query('DELETE FROM ws_tokens WHERE expires_at <= $1', [now]);
    await this.db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  }
}
