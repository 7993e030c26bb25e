import { beforeAll, describe, expect, it } from 'vitest';
import {
  LicenceDocumentSchema,
  LicenceHoldersSchema,
  LicenceScanSchema,
  createLicenceDocumentRoute,
  deleteLicenceDocumentRoute,
  downloadLicenceScanRoute,
  getLicenceDocumentRoute,
  listLicenceHoldersRoute,
  uploadLicenceScanRoute,
  type LicenceDocument,
  type LicenceHolders,
  type LicenceScan,
} from '@armada/contracts/licences';
import { ItemResponseSchema, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Licences and documents against a running server (docs/rules/licences.md): a document made
 * for one of the company's vehicles, its scan sent as the body and read back, a file that is not
 * what its name says refused, an expiry before the issue refused, and the document removed. The
 * generic suites cover auth, malformed bodies, lists and tenant isolation; the windows and the
 * reminders are the simulator's tests, with a stepped clock.
 */

const at = (url: string, id: number, scanId = 0) =>
  url.replace(':id', String(id)).replace(':scanId', String(scanId));
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

let admin: ApiClient;
let vehicleId: number;

beforeAll(async () => {
  admin = adminClient();
  const holders = await admin.get<LicenceHolders>(listLicenceHoldersRoute.url);
  expectStatus(holders, 200);
  expectSchema(LicenceHoldersSchema, holders.body, 'holders');
  const vehicle = holders.body.data.vehicles.find((v) => v.needs_kir);
  if (!vehicle) throw new Error('the company has no vehicle that takes a KIR');
  vehicleId = vehicle.id;
});

describe('licence documents', () => {
  it('adds a KIR six months on, keeps its scan and removes both', async () => {
    const created = await admin.post<{ data: LicenceDocument }>(createLicenceDocumentRoute.url, {
      kind: 'KIR',
      vehicle_id: vehicleId,
      number: `KIR-KONTRAK-${Date.now().toString(36)}`,
      issued_on: '2026-03-31',
    });
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(LicenceDocumentSchema), created.body, 'created');
    const doc = created.body.data;
    expect(doc.expires_on).toBe('2026-09-30');

    const scan = await admin.request<{ data: LicenceScan }>(
      'POST',
      at(uploadLicenceScanRoute.url, doc.id),
      {
        query: { file_name: 'kir.pdf' },
        body: PDF,
        headers: { 'content-type': 'application/pdf' },
      },
    );
    expectStatus(scan, 201);
    expectSchema(ItemResponseSchema(LicenceScanSchema), scan.body, 'scan');
    const file = await admin.get(at(downloadLicenceScanRoute.url, doc.id, scan.body.data.id));
    expectStatus(file, 200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.text).toBe(PDF);

    const fake = await admin.request('POST', at(uploadLicenceScanRoute.url, doc.id), {
      query: { file_name: 'kir.pdf' },
      body: 'MZ this is no PDF',
      headers: { 'content-type': 'application/pdf' },
    });
    expectError(fake, 415);
    expect((fake.body as { reason?: string }).reason).toBe(SERVER_ERROR_REASONS.licenceScanType);

    expectStatus(await admin.delete(at(deleteLicenceDocumentRoute.url, doc.id)), 200);
    expectError(await admin.get(at(getLicenceDocumentRoute.url, doc.id)), 404);
  });

  it('refuses an expiry before the issue day, naming the field', async () => {
    const response = await admin.post(createLicenceDocumentRoute.url, {
      kind: 'INSURANCE',
      vehicle_id: vehicleId,
      number: 'POL-KONTRAK',
      issued_on: '2026-03-01',
      expires_on: '2026-02-01',
    });
    expectError(response, 400, ['expires_on']);
    expect((response.body as { reason?: string }).reason).toBe(
      SERVER_ERROR_REASONS.licenceExpiryBeforeIssue,
    );
  });
});
