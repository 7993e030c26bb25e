import { beforeAll, describe, expect, it } from 'vitest';
import {
  SupportAttachmentSchema,
  SupportContactSchema,
  SupportSummarySchema,
  SupportTicketDetailSchema,
  SupportTicketPageSchema,
  changeSupportTicketStatusRoute,
  createSupportTicketRoute,
  downloadSupportAttachmentRoute,
  getSupportContactRoute,
  getSupportSummaryRoute,
  getSupportTicketRoute,
  listSupportTicketsRoute,
  markSupportTicketReadRoute,
  replySupportTicketRoute,
  uploadSupportAttachmentRoute,
  type SupportAttachment,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@armada/contracts/support';
import { ItemResponseSchema, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Support against a running server (docs/rules/support.md): the contact channels, a ticket
 * opened, its file sent as the body and read back, a fake file and a step its status does not
 * allow refused with nothing changed, a reply, resolve and close, and the list and counts. The
 * generic suites cover auth, malformed bodies and tenant isolation; the desk's timing and the
 * unread replies are the simulator's tests, with a stepped clock.
 */

const at = (url: string, id: number, attachmentId = 0) =>
  url.replace(':id', String(id)).replace(':attachmentId', String(attachmentId));
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const Detail = ItemResponseSchema(SupportTicketDetailSchema);

let admin: ApiClient;

beforeAll(() => {
  admin = adminClient();
});

describe('support', () => {
  it('answers the contact channels (SUP-1) and the counts (SUP-13)', async () => {
    const contact = await admin.get(getSupportContactRoute.url);
    expectStatus(contact, 200);
    expectSchema(ItemResponseSchema(SupportContactSchema), contact.body, 'contact');
    const summary = await admin.get(getSupportSummaryRoute.url);
    expectStatus(summary, 200);
    expectSchema(ItemResponseSchema(SupportSummarySchema), summary.body, 'summary');
  });

  it('opens a ticket with a file, refuses what is not allowed, and resolves and closes it', async () => {
    const subject = `Kontrak ${Date.now().toString(36)}`;
    const created = await admin.post<{ data: SupportTicketDetail }>(createSupportTicketRoute.url, {
      category: 'DEVICE',
      subject,
      description: 'Perangkat tidak mengirim posisi.',
    });
    expectStatus(created, 201);
    expectSchema(Detail, created.body, 'created');
    const ticket = created.body.data;
    expect(ticket.status).toBe('OPEN');

    const sent = await admin.request<{ data: SupportAttachment }>(
      'POST',
      at(uploadSupportAttachmentRoute.url, ticket.id),
      {
        query: { file_name: 'surat.pdf' },
        body: PDF,
        headers: { 'content-type': 'application/octet-stream' },
      },
    );
    expectStatus(sent, 201);
    expectSchema(ItemResponseSchema(SupportAttachmentSchema), sent.body, 'attachment');
    expect(sent.body.data.content_type).toBe('application/pdf');
    const file = await admin.get(
      at(downloadSupportAttachmentRoute.url, ticket.id, sent.body.data.id),
    );
    expectStatus(file, 200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.text).toBe(PDF);

    const fake = await admin.request('POST', at(uploadSupportAttachmentRoute.url, ticket.id), {
      query: { file_name: 'foto.png' },
      body: 'MZ this is no image',
      headers: { 'content-type': 'image/png' },
    });
    expectError(fake, 415);
    expect((fake.body as { reason?: string }).reason).toBe(
      SERVER_ERROR_REASONS.supportAttachmentType,
    );

    // SUP-8: an open ticket cannot be closed; nothing changes.
    const refused = await admin.post(at(changeSupportTicketStatusRoute.url, ticket.id), {
      action: 'CLOSE',
    });
    expectError(refused, 409);
    expect((refused.body as { reason?: string }).reason).toBe(
      SERVER_ERROR_REASONS.supportTransitionNotAllowed,
    );
    const read = await admin.get<{ data: SupportTicketDetail }>(
      at(getSupportTicketRoute.url, ticket.id),
    );
    expectStatus(read, 200);
    expectSchema(Detail, read.body, 'read');
    expect(read.body.data.messages[0]?.attachments).toHaveLength(1);
    expect(['OPEN', 'WAITING']).toContain(read.body.data.status);

    const replied = await admin.post(at(replySupportTicketRoute.url, ticket.id), {
      body: 'Sudah kami coba nyalakan ulang.',
    });
    expectStatus(replied, 201);
    expectSchema(Detail, replied.body, 'replied');
    expectStatus(await admin.post(at(markSupportTicketReadRoute.url, ticket.id)), 200);
    for (const action of ['RESOLVE', 'CLOSE']) {
      const changed = await admin.post<{ data: SupportTicketDetail }>(
        at(changeSupportTicketStatusRoute.url, ticket.id),
        { action },
      );
      expectStatus(changed, 200);
    }
    const closed = await admin.post(at(replySupportTicketRoute.url, ticket.id), { body: 'Lagi' });
    expectError(closed, 409);
    expect((closed.body as { reason?: string }).reason).toBe(
      SERVER_ERROR_REASONS.supportTicketClosed,
    );

    const list = await admin.get<SupportTicketPage>(listSupportTicketsRoute.url, {
      query: { status: 'CLOSED', search: subject },
    });
    expectStatus(list, 200);
    expectSchema(SupportTicketPageSchema, list.body, 'list');
    expect(list.body.data.items.map((row) => row.id)).toEqual([ticket.id]);
  });

  it('refuses a ticket without a subject, naming the field', async () => {
    const response = await admin.post(createSupportTicketRoute.url, {
      category: 'OTHER',
      subject: '   ',
      description: 'x',
    });
    expectError(response, 400, ['subject']);
  });
});
