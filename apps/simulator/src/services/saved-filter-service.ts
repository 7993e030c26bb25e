import {
  SAVED_FILTER_LIMITS,
  SERVER_ERROR_REASONS,
  type BulkDeleteResponse,
  type CreateSavedFilterRequest,
  type ItemResponse,
  type ListResponse,
  type SavedFilter,
  type UpdateSavedFilterRequest,
} from '@armada/contracts/shared';
import type { Clock } from '../domain/clock';
import type { SavedFilterRecord } from '../domain/records';
import { toWibIso } from '../domain/wib-time';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { ServiceError } from './service-error';

function toSavedFilter(record: SavedFilterRecord): SavedFilter {
  return {
    id: record.id,
    table_key: record.table_key,
    name: record.name,
    value: record.value,
    created_on: record.created_on,
    updated_on: record.updated_on,
  };
}

/** Filter presets per user and table (docs/rules/shell.md §2, §3, §5; FILTER-1 ... FILTER-4). */
export class SavedFilterService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** FILTER-1: newest first, and the metadata is always one page. */
  list(auth: AuthContext, tableKey: string): ListResponse<SavedFilter> {
    const mine = this.mine(auth, tableKey).sort(
      (a, b) => b.updated_on.localeCompare(a.updated_on) || b.id - a.id,
    );
    return {
      data: { paginated_result: mine.map(toSavedFilter), ids: mine.map((f) => f.id) },
      metadata: { page: 1, total_count: mine.length, total_page: 1 },
    };
  }

  create(auth: AuthContext, body: CreateSavedFilterRequest): Promise<ItemResponse<SavedFilter>> {
    return this.store.write((batch) => {
      const name = body.name.trim();
      this.assertNameFree(auth, body.table_key, name, null);
      if (this.mine(auth, body.table_key).length >= SAVED_FILTER_LIMITS.perTable) {
        throw ServiceError.conflict(
          `You already have ${SAVED_FILTER_LIMITS.perTable} saved filters for this table; delete one first.`,
          {
            reason: SERVER_ERROR_REASONS.savedFilterLimitReached,
            params: { max: SAVED_FILTER_LIMITS.perTable },
          },
        );
      }
      const now = toWibIso(this.clock.now());
      const record: SavedFilterRecord = {
        id: this.store.reserveId('saved_filters'),
        table_key: body.table_key,
        name,
        value: body.value,
        created_on: now,
        updated_on: now,
        user_id: auth.user.id,
      };
      batch.put('saved_filters', auth.company.id, record);
      return { data: toSavedFilter(record) };
    });
  }

  update(
    auth: AuthContext,
    id: number,
    body: UpdateSavedFilterRequest,
  ): Promise<ItemResponse<SavedFilter>> {
    return this.store.write((batch) => {
      const current = this.find(auth, id);
      const next: SavedFilterRecord = { ...current, updated_on: toWibIso(this.clock.now()) };
      if (body.name !== undefined) {
        next.name = body.name.trim();
        this.assertNameFree(auth, current.table_key, next.name, id);
      }
      if (body.value !== undefined) next.value = body.value;
      batch.put('saved_filters', auth.company.id, next);
      return { data: toSavedFilter(next) };
    });
  }

  delete(auth: AuthContext, id: number): Promise<BulkDeleteResponse> {
    return this.store.write((batch) => {
      this.find(auth, id);
      batch.delete('saved_filters', id);
      return { data: { deleted: 1, ids: [id] } };
    });
  }

  private mine(auth: AuthContext, tableKey: string): SavedFilterRecord[] {
    return this.store
      .list('saved_filters', auth.company.id)
      .filter((f) => f.user_id === auth.user.id && f.table_key === tableKey);
  }

  /** Another user's preset is as good as missing: 404, never 403 (no probing). */
  private find(auth: AuthContext, id: number): SavedFilterRecord {
    const record = this.store.get('saved_filters', auth.company.id, id);
    if (!record || record.user_id !== auth.user.id) {
      throw ServiceError.notFound(`Saved filter ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.savedFilterNotFound,
        params: { id },
      });
    }
    return record;
  }

  private assertNameFree(
    auth: AuthContext,
    tableKey: string,
    name: string,
    exceptId: number | null,
  ): void {
    const wanted = name.toLocaleLowerCase('id');
    const taken = this.mine(auth, tableKey).find(
      (f) => f.id !== exceptId && f.name.toLocaleLowerCase('id') === wanted,
    );
    if (taken) {
      throw ServiceError.conflict(
        `A saved filter named "${taken.name}" already exists for this table; change it or pick another name.`,
        {
          reason: SERVER_ERROR_REASONS.savedFilterNameTaken,
          params: { name: taken.name },
          field: 'body.name',
        },
      );
    }
  }
}
