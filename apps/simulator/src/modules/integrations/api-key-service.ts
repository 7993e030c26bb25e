import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  INTEGRATION_ERROR_REASONS as R,
  INTEGRATION_PERMISSIONS,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@armada/contracts/integrations';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { ApiKeyRow, IntegrationStore } from './integration-store';
import { requireSession } from './webhook-service';

const READ = [INTEGRATION_PERMISSIONS.read];
const MANAGE = [INTEGRATION_PERMISSIONS.manage];
/** APIK-4: what a read-only key may do. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** `armk_` and 43 base64url characters: 256 random bits. */
const KEY_PATTERN = /^armk_[A-Za-z0-9_-]{43}$/;

/**
 * APIK-2: only the SHA-256 of a key is stored. A key is 256 random bits, so it cannot be
 * guessed or found from its hash by trying (unlike a password, it needs no slow, salted hash);
 * a plain hash lets a request be matched with one indexed lookup (ADR 0052).
 */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** APIK-4: the key a request carries, from `Authorization: Bearer` or `X-Api-Key`; else null. */
export function apiKeyOfHeaders(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const direct = first(headers['x-api-key'])?.trim();
  if (direct?.startsWith(API_KEY_LIMITS.prefix)) return direct;
  const authorization = first(headers.authorization)?.trim() ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (match?.[1]?.startsWith(API_KEY_LIMITS.prefix)) return match[1];
  return null;
}

/** API keys for the REST API (APIK-1 ... APIK-6). */
export class ApiKeyService {
  /** APIK-5: when each key's last use was last written (at most once a minute). */
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly deps: {
      store: IntegrationStore;
      docs: DocumentStore;
      clock: Clock;
      iso: (companyId: number, at: number) => string;
      onError?: (error: unknown, what: string) => void;
    },
  ) {}

  /** APIK-4: the key a request carries, if any (the session hook asks). */
  keyOf(headers: Record<string, string | string[] | undefined>): string | null {
    return apiKeyOfHeaders(headers);
  }

  async list(auth: AuthContext): Promise<{ data: ApiKey[] }> {
    requireAny(auth, READ, 'read API keys');
    const rows = await this.deps.store.apiKeys(auth.company.id);
    return { data: rows.map((row) => this.wire(row)) };
  }

  /** APIK-1, APIK-2: the key is in this answer only. */
  async create(auth: AuthContext, body: CreateApiKeyRequest): Promise<{ data: CreatedApiKey }> {
    requireAny(auth, MANAGE, 'make API keys');
    requireSession(auth);
    const key = `${API_KEY_LIMITS.prefix}${randomBytes(32).toString('base64url')}`;
    const row = await this.deps.store.addApiKey(
      {
        companyId: auth.company.id,
        userId: auth.user.id,
        name: body.name.trim(),
        scope: body.scope,
        keyHash: apiKeyHash(key),
        keyPrefix: key.slice(0, API_KEY_LIMITS.prefix.length + API_KEY_LIMITS.shownChars),
        createdAt: this.deps.clock.now(),
        createdByName: auth.user.fullname,
      },
      API_KEY_LIMITS.maxActive,
    );
    if (!row)
      throw ServiceError.conflict(
        `A company has at most ${API_KEY_LIMITS.maxActive} active API keys; revoke one first.`,
        { reason: R.apiKeyTooMany, params: { max: API_KEY_LIMITS.maxActive } },
      );
    return { data: { ...this.wire(row), key } };
  }

  /** APIK-3: revoked for good; revoking again answers the same record. */
  async revoke(auth: AuthContext, id: number): Promise<{ data: ApiKey }> {
    requireAny(auth, MANAGE, 'revoke API keys');
    requireSession(auth);
    const row = await this.deps.store.revokeApiKey(auth.company.id, id, this.deps.clock.now());
    if (!row)
      throw ServiceError.notFound(`API key ${id} not found.`, {
        reason: R.apiKeyNotFound,
        params: { id },
      });
    return { data: this.wire(row) };
  }

  /**
   * APIK-4: the caller a key stands for: the user who made it, in their company, with the
   * key's scope; a read-only key may only read (GET, HEAD). Unknown, revoked or orphaned
   * keys are 401.
   */
  async authenticate(key: string, method: string): Promise<AuthContext> {
    const row = KEY_PATTERN.test(key) ? await this.deps.store.apiKeyByHash(apiKeyHash(key)) : null;
    if (!row) throw ServiceError.unauthorized('The API key is not valid or was revoked.');
    const user = this.deps.docs.get('users', row.companyId, row.userId);
    const company = this.deps.docs.get('companies', row.companyId, row.companyId);
    if (!user || !company || !company.company.isActive)
      throw ServiceError.unauthorized('The API key belongs to an account that no longer exists.');
    if (row.scope === 'READ_ONLY' && !READ_METHODS.has(method.toUpperCase()))
      throw new ServiceError(
        403,
        'FORBIDDEN',
        'This API key is read-only: it may only read (GET).',
        {
          reason: R.apiKeyReadOnly,
        },
      );
    this.touch(row.id);
    return {
      sessionHash: `api-key:${row.id}`,
      user,
      company,
      apiKey: { id: row.id, scope: row.scope },
    };
  }

  /** APIK-5: the last-used time, written at most once a minute per key, off the request. */
  private touch(id: number): void {
    const now = this.deps.clock.now();
    const last = this.touched.get(id);
    if (last !== undefined && now - last < API_KEY_LIMITS.lastUsedEveryMs) return;
    this.touched.set(id, now);
    this.deps.store
      .touchApiKey(id, now)
      .catch((error: unknown) => this.deps.onError?.(error, `API key ${id} last use`));
  }

  private wire(row: ApiKeyRow): ApiKey {
    const iso = (at: number | null) => (at === null ? null : this.deps.iso(row.companyId, at));
    return {
      id: row.id,
      name: row.name,
      scope: row.scope,
      key_prefix: row.keyPrefix,
      created_on: this.deps.iso(row.companyId, row.createdAt),
      created_by: { id: row.userId, name: row.createdByName ?? '' },
      last_used_on: iso(row.lastUsedAt),
      revoked_on: iso(row.revokedAt),
    };
  }
}
