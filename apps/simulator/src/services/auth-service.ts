import { createHash, randomBytes } from 'node:crypto';
import { WS_TOKEN_TTL_SECONDS, type Identity } from '@armada/contracts/auth';
import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import type { Clock } from '../domain/clock';
import type { CompanyRecord, UserRecord } from '../domain/records';
import type { DocumentStore } from '../store/document-store';
import type { SessionStore } from '../store/session-store';
import { verifyPassword } from './password-hash';
import { ServiceError } from './service-error';

/** Who is calling: resolved from the session cookie on every request. */
export interface AuthContext {
  sessionHash: string;
  user: UserRecord;
  company: CompanyRecord;
  /** Set when the caller came with an API key instead of a session (APIK-4). */
  apiKey?: { id: number; scope: 'READ_ONLY' | 'READ_WRITE' };
}

export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export class AuthService {
  constructor(
    private readonly store: DocumentStore,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    readonly sessionTtlMs: number = DEFAULT_SESSION_TTL_MS,
  ) {}

  /** AUTH-1: right password → a new session; anything else → 401 with one clear message. */
  async login(
    username: string,
    password: string,
  ): Promise<{ token: string; identity: Identity; auth: AuthContext }> {
    const wanted = username.trim().toLowerCase();
    const entry = this.store.find('users', (user) => user.username.toLowerCase() === wanted);
    const ok = await verifyPassword(password, entry?.record.passwordHash ?? null);
    const company = entry
      ? this.store.get('companies', entry.companyId, entry.companyId)
      : undefined;
    if (!entry || !ok || !company) {
      throw ServiceError.unauthorized('Wrong username or password.');
    }
    if (!company.company.isActive) {
      throw ServiceError.unauthorized(`The account of ${company.company.name} is not active.`);
    }
    const token = newSecret();
    const now = this.clock.now();
    const tokenHash = sha256(token);
    await this.sessions.create({
      tokenHash,
      userId: entry.record.id,
      companyId: entry.companyId,
      createdAt: now,
      expiresAt: now + this.sessionTtlMs,
    });
    const auth: AuthContext = { sessionHash: tokenHash, user: entry.record, company };
    return { token, identity: this.identity(auth), auth };
  }

  /** AUTH-3: the session ends on the server; the old cookie stops working. */
  async logout(auth: AuthContext): Promise<void> {
    await this.sessions.delete(auth.sessionHash);
  }

  /** AUTH-2: a missing, unknown, ended or expired session is refused. */
  async authenticate(token: string | undefined): Promise<AuthContext> {
    if (!token) throw ServiceError.unauthorized('Sign in first: the request has no session.');
    const session = await this.sessions.find(sha256(token), this.clock.now());
    if (!session) {
      throw ServiceError.unauthorized('Your session has ended or expired; sign in again.');
    }
    return this.contextOf(session.tokenHash, session.userId, session.companyId);
  }

  /**
   * CTRL-2 (simulator controls only): the session, or only its live-channel tokens, stop being
   * valid at the clock's now, without moving the clock; the rows stay, so the next use takes
   * the expired path (AUTH-2, AUTH-5). Answers the new expiry and how many rows changed.
   */
  async expireNow(
    auth: AuthContext,
    what: 'session' | 'ws-tokens',
  ): Promise<{ what: 'session' | 'ws-tokens'; expiresAt: number; expired: number }> {
    const now = this.clock.now();
    const expired =
      what === 'session'
        ? Number(await this.sessions.expireNow(auth.sessionHash, now))
        : await this.sessions.expireWsTokensNow(auth.sessionHash, now);
    return { what, expiresAt: now, expired };
  }

  identity(auth: AuthContext): Identity {
    const { user, company } = auth;
    return {
      userId: user.id,
      username: user.username,
      name: user.fullname,
      email: user.email,
      phoneNo: user.phoneNo,
      companyId: company.id,
      companyName: company.company.name,
      companyVariant: company.variant,
      accessRight: [...user.accessRight],
      featureFlags: { ...company.featureFlags },
      setupNotifCompleted: company.company.setupNotifCompleted,
      newMenuPaths: [...(company.newMenuPaths ?? [])],
      oldVersionAllowed: company.oldVersionAllowed ?? false,
      // COMPANY-6
      timeZone: company.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
    };
  }

  /** AUTH-5: a short-lived, single-use token for the live channel only. */
  async issueWsToken(auth: AuthContext): Promise<string> {
    const token = newSecret();
    const now = this.clock.now();
    await this.sessions.createWsToken(
      {
        tokenHash: sha256(token),
        sessionHash: auth.sessionHash,
        userId: auth.user.id,
        expiresAt: now + WS_TOKEN_TTL_SECONDS * 1000,
      },
      now,
    );
    return token;
  }

  /** AUTH-6: the token is used up; a wrong, used or expired one gives null. */
  async consumeWsToken(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 200) return null;
    const session = await this.sessions.consumeWsToken(sha256(token), this.clock.now());
    if (!session) return null;
    try {
      return this.contextOf(session.tokenHash, session.userId, session.companyId);
    } catch {
      return null;
    }
  }

  private contextOf(sessionHash: string, userId: number, companyId: number): AuthContext {
    const user = this.store.get('users', companyId, userId);
    const company = this.store.get('companies', companyId, companyId);
    if (!user || !company) {
      throw ServiceError.unauthorized('Your account no longer exists; sign in again.');
    }
    return { sessionHash, user, company };
  }
}
