import {
  INTEGRATION_PERMISSIONS,
  type CreateIntegrationRequestBody,
  type IntegrationRequest,
} from '@armada/contracts/integrations';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import type { IntegrationStore, RequestRow } from './integration-store';

/**
 * INT-2: requests for the integrations Armada does not run yet (fuel cards, e-toll, ERP). A
 * request is recorded and listed; nothing connects to anything.
 */
export class IntegrationRequestService {
  constructor(
    private readonly deps: {
      store: IntegrationStore;
      clock: Clock;
      iso: (companyId: number, at: number) => string;
    },
  ) {}

  async list(auth: AuthContext): Promise<{ data: IntegrationRequest[] }> {
    requireAny(auth, [INTEGRATION_PERMISSIONS.read], 'read integration requests');
    const rows = await this.deps.store.requests(auth.company.id);
    return { data: rows.map((row) => this.wire(row)) };
  }

  /** INT-2: recorded with who asked and when; asking again adds another (a new note). */
  async create(
    auth: AuthContext,
    body: CreateIntegrationRequestBody,
  ): Promise<{ data: IntegrationRequest }> {
    requireAny(auth, [INTEGRATION_PERMISSIONS.manage], 'ask for integrations');
    const row = await this.deps.store.addRequest({
      companyId: auth.company.id,
      integration: body.integration,
      note: body.note?.trim() ?? '',
      contact: body.contact?.trim() ?? '',
      requestedAt: this.deps.clock.now(),
      requestedById: auth.user.id,
      requestedByName: auth.user.fullname,
    });
    return { data: this.wire(row) };
  }

  private wire(row: RequestRow): IntegrationRequest {
    return {
      id: row.id,
      integration: row.integration as IntegrationRequest['integration'],
      note: row.note,
      contact: row.contact,
      requested_on: this.deps.iso(row.companyId, row.requestedAt),
      requested_by:
        row.requestedById === null
          ? null
          : { id: row.requestedById, name: row.requestedByName ?? '' },
    };
  }
}
