import type { Clock } from '../domain/clock';
import type { OldVersionReasonRecord } from '../domain/records';
import { toWibIso } from '../domain/wib-time';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';

/** OLD-1: every reason for switching back is stored, so an acknowledged answer is never lost. */
export class OldVersionService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  record(auth: AuthContext, message: string): Promise<OldVersionReasonRecord> {
    return this.store.write((batch) => {
      const reason: OldVersionReasonRecord = {
        id: this.store.reserveId('old_version_reasons'),
        user_id: auth.user.id,
        message,
        created_on: toWibIso(this.clock.now()),
      };
      batch.put('old_version_reasons', auth.company.id, reason);
      return reason;
    });
  }

  /** The reasons given in one company, oldest first. */
  list(companyId: number): OldVersionReasonRecord[] {
    return [...this.store.list('old_version_reasons', companyId)].sort((a, b) => a.id - b.id);
  }
}
