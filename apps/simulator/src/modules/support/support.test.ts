import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { ItemResponse } from '@armada/contracts/shared';
import {
  SUPPORT_AGENT,
  SUPPORT_LIMITS,
  SupportContactSchema,
  SupportSummarySchema,
  SupportTicketDetailSchema,
  SupportTicketPageSchema,
  type SupportAttachment,
  type SupportSummary,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@armada/contracts/support';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/** SUP-1 ... SUP-16 through the REST routes (TEST_NOW: Friday 2026-11-20 10:00 WIB). */

const BASE = '/api/support';
const checkPage = Compile(SupportTicketPageSchema);
const checkDetail = Compile(SupportTicketDetailSchema);
const checkSummary = Compile(SupportSummarySchema);
const checkContact = Compile(SupportContactSchema);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let t: TestSimulator;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  other = await t.login(SECOND_COMPANY_ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: unknown, cookie = admin) =>
  t.as(cookie, {
    method: 'POST',
    url: `${BASE}${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url: `${BASE}${url}` });

async function list(query = '', cookie = admin): Promise<SupportTicketPage['data']> {
  const response = await get(`/ticket${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(checkPage.Check(response.json())).toBe(true);
  return response.json<SupportTicketPage>().data;
}

async function detail(id: number): Promise<SupportTicketDetail> {
  const response = await get(`/ticket/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(checkDetail.Check(response.json<{ data: unknown }>().data)).toBe(true);
  return response.json<ItemResponse<SupportTicketDetail>>().data;
}

async function summary(cookie = admin): Promise<SupportSummary> {
  const response = await get('/ticket/summary', cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(checkSummary.Check(response.json<{ data: unknown }>().data)).toBe(true);
  return response.json<ItemResponse<SupportSummary>>().data;
}

async function open(subject = 'GPS mati', category = 'DEVICE'): Promise<SupportTicketDetail> {
  const response = await post('/ticket', {
    category,
    subject,
    description: 'Perangkat di truk B 9001 ABC tidak mengirim posisi.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ItemResponse<SupportTicketDetail>>().data;
}

function upload(id: number, bytes: Buffer, name = 'foto.png', type = 'image/png') {
  return t.as(admin, {
    method: 'POST',
    url: `${BASE}/ticket/${id}/attachment?file_name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { 'content-type': type },
  });
}

const action = (id: number, name: string) => post(`/ticket/${id}/status`, { action: name });

describe('SUP-1 contact channels', () => {
  it('answers the desk’s WhatsApp, phone, e-mail and WIB office hours', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(checkContact.Check(response.json<{ data: unknown }>().data)).toBe(true);
    expect(response.json<{ data: { time_zone: string } }>().data.time_zone).toBe('Asia/Jakarta');
  });
});

describe('SUP-16 seeded tickets and SUP-13 unread replies', () => {
  it('every company starts with its own four tickets, one reply unread', async () => {
    const own = await list();
    expect(own.total_count).toBe(4);
    const theirs = await list('', other);
    expect(theirs.total_count).toBe(4);
    expect(own.items.map((row) => row.id)).not.toEqual(
      expect.arrayContaining(theirs.items.map((row) => row.id)),
    );
    const counts = await summary();
    expect(counts.unread_replies).toBe(1);
    expect(counts.unread_tickets).toBe(1);
    expect(counts.by_status).toEqual({ OPEN: 1, WAITING: 1, RESOLVED: 1, CLOSED: 1 });
  });
});

describe('SUP-2 ... SUP-8 a ticket’s life', () => {
  it('SUP-2: an empty or over-long subject, an unknown category are refused and nothing is added', async () => {
    const before = (await list()).total_count;
    for (const body of [
      { category: 'DEVICE', subject: '   ', description: 'x' },
      { category: 'DEVICE', subject: 'a'.repeat(SUPPORT_LIMITS.subjectMax + 1), description: 'x' },
      { category: 'DEVICE', subject: 'ok', description: '' },
      { category: 'WEATHER', subject: 'ok', description: 'x' },
    ]) {
      const response = await post('/ticket', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field?: string }>().field).toBeDefined();
    }
    expect((await list()).total_count).toBe(before);
  });

  it('SUP-3, SUP-11, SUP-5: opened, answered after the delay, reopened by a reply', async () => {
    // The seeded open ticket is answered first (SUP-16), so the counts below are this one's.
    t.clock.advance(SUPPORT_AGENT.replyDelayMs);
    expect((await summary()).by_status.OPEN).toBe(0);
    const ticket = await open('Perangkat tidak mengirim posisi');
    expect(ticket.status).toBe('OPEN');
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({ author: 'CUSTOMER', attachments: [] });
    const unread = (await summary()).unread_replies;

    const published = vi.spyOn(t.simulator.services.live, 'publish');
    t.clock.advance(SUPPORT_AGENT.replyDelayMs - 1000);
    expect((await detail(ticket.id)).status).toBe('OPEN');
    t.clock.advance(1000);
    const answered = await detail(ticket.id);
    expect(answered.status).toBe('WAITING');
    expect(answered.messages).toHaveLength(2);
    const reply = answered.messages[1];
    expect(reply?.author).toBe('SUPPORT');
    expect(reply?.body).toContain(`#${String(ticket.id).padStart(6, '0')}`);
    // Dated when it was owed, on the clock.
    expect(Date.parse(reply?.created_on ?? '')).toBe(
      Date.parse(ticket.created_on) + SUPPORT_AGENT.replyDelayMs,
    );
    expect(answered.unread_replies).toBe(1);
    expect((await summary()).unread_replies).toBe(unread + 1);
    // SUP-14: the company is told.
    expect(published).toHaveBeenCalledWith(
      expect.objectContaining({
        type: expect.stringMatching(/^support-reply-1001$/) as unknown as string,
      }),
    );
    published.mockRestore();

    // SUP-13: read.
    const read = await post(`/ticket/${ticket.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json<ItemResponse<SupportTicketDetail>>().data.unread_replies).toBe(0);
    expect((await summary()).unread_replies).toBe(unread);

    // SUP-5: the customer's reply opens it again; support answers again after the delay.
    const replied = await post(`/ticket/${ticket.id}/message`, { body: 'Lampunya menyala.' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json<ItemResponse<SupportTicketDetail>>().data.status).toBe('OPEN');
    t.clock.advance(SUPPORT_AGENT.replyDelayMs);
    const again = await detail(ticket.id);
    expect(again.status).toBe('WAITING');
    expect(again.messages.map((m) => m.author)).toEqual([
      'CUSTOMER',
      'SUPPORT',
      'CUSTOMER',
      'SUPPORT',
    ]);
  });

  it('SUP-6 ... SUP-8: resolve, reopen, close; a transition not allowed changes nothing', async () => {
    const ticket = await open('Tidak bisa masuk');
    // SUP-8: only a resolved ticket closes; SUP-7: only a resolved one reopens.
    for (const name of ['CLOSE', 'REOPEN']) {
      const refused = await action(ticket.id, name);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        reason: 'supportTicket.transitionNotAllowed',
        params: { status: 'OPEN', action: name },
      });
    }
    expect((await detail(ticket.id)).status).toBe('OPEN');
    const resolved = await action(ticket.id, 'RESOLVE');
    expect(resolved.json<ItemResponse<SupportTicketDetail>>().data).toMatchObject({
      status: 'RESOLVED',
      resolved_on: expect.any(String) as unknown as string,
    });
    // SUP-6: nothing is owed on a resolved ticket: the desk does not answer it.
    t.clock.advance(SUPPORT_AGENT.replyDelayMs * 2);
    expect((await detail(ticket.id)).messages).toHaveLength(1);
    expect((await action(ticket.id, 'RESOLVE')).statusCode).toBe(409);
    expect((await action(ticket.id, 'REOPEN')).json()).toMatchObject({
      data: { status: 'OPEN', resolved_on: null },
    });
    await action(ticket.id, 'RESOLVE');
    const closed = await action(ticket.id, 'CLOSE');
    expect(closed.json<ItemResponse<SupportTicketDetail>>().data.status).toBe('CLOSED');
    // SUP-5: a closed ticket takes nothing more.
    const before = await detail(ticket.id);
    const reply = await post(`/ticket/${ticket.id}/message`, { body: 'Masih error' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ reason: 'supportTicket.closed' });
    expect((await upload(ticket.id, PNG)).statusCode).toBe(409);
    expect((await action(ticket.id, 'REOPEN')).statusCode).toBe(409);
    expect(await detail(ticket.id)).toEqual(before);
  });

  it('SUP-5: a reply to a resolved ticket opens it again', async () => {
    const ticket = await open('Laporan kosong', 'REPORT');
    await action(ticket.id, 'RESOLVE');
    const replied = await post(`/ticket/${ticket.id}/message`, { body: 'Ternyata muncul lagi.' });
    expect(replied.json<ItemResponse<SupportTicketDetail>>().data).toMatchObject({
      status: 'OPEN',
      resolved_on: null,
    });
  });

  it('SUP-12: a resolved ticket left alone for seven days is closed', async () => {
    const ticket = await open('Tanya fitur');
    await action(ticket.id, 'RESOLVE');
    t.clock.advance(SUPPORT_AGENT.autoCloseAfterMs - 60_000);
    admin = await t.login('admin');
    expect((await detail(ticket.id)).status).toBe('RESOLVED');
    t.clock.advance(60_000);
    // A week on, the sessions have ended.
    admin = await t.login('admin');
    other = await t.login(SECOND_COMPANY_ADMIN);
    const closed = await detail(ticket.id);
    expect(closed.status).toBe('CLOSED');
    expect(closed.closed_on).not.toBeNull();
  });
});

describe('SUP-9 attachments', () => {
  it('joins the latest message; read back as sent; another company sees none', async () => {
    const ticket = await open('Foto perangkat');
    const sent = await upload(ticket.id, PNG, 'pemasangan.png');
    expect(sent.statusCode, sent.body).toBe(201);
    const file = sent.json<ItemResponse<SupportAttachment>>().data;
    expect(file).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length });
    const pdf = await upload(ticket.id, PDF, 'surat.pdf', 'application/octet-stream');
    expect(pdf.json<ItemResponse<SupportAttachment>>().data.content_type).toBe('application/pdf');
    const shown = await detail(ticket.id);
    expect(shown.messages[0]?.attachments.map((a) => a.file_name)).toEqual([
      'pemasangan.png',
      'surat.pdf',
    ]);
    const read = await get(`/ticket/${ticket.id}/attachment/${file.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.rawPayload).equals(PNG)).toBe(true);
    expect((await get(`/ticket/${ticket.id}/attachment/${file.id}`, other)).statusCode).toBe(404);
    expect((await get(`/ticket/${ticket.id}`, other)).statusCode).toBe(404);
  });

  it('refuses a fake, empty, oversized or sixth file and keeps nothing', async () => {
    const ticket = await open('Lampiran salah');
    const fake = await upload(ticket.id, Buffer.from('MZ not an image at all'), 'foto.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ reason: 'supportAttachment.type' });
    const empty = await upload(ticket.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ reason: 'supportAttachment.empty' });
    const big = Buffer.concat([PNG, Buffer.alloc(SUPPORT_LIMITS.attachmentMaxBytes)]);
    const tooLarge = await upload(ticket.id, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ reason: 'supportAttachment.tooLarge' });
    expect((await detail(ticket.id)).messages[0]?.attachments).toEqual([]);
    for (let i = 0; i < SUPPORT_LIMITS.attachmentsPerMessage; i++) {
      expect((await upload(ticket.id, PNG, `f${i}.png`)).statusCode).toBe(201);
    }
    const sixth = await upload(ticket.id, PNG, 'f6.png');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ reason: 'supportAttachment.limitReached' });
    expect((await detail(ticket.id)).messages[0]?.attachments).toHaveLength(5);
  });
});

describe('SUP-10 the list', () => {
  it('filters by status, category and text, and pages', async () => {
    const made = await open('Rute optimasi lambat sekali', 'DELIVERY');
    const byText = await list('?search=optimasi%20lambat');
    expect(byText.items.map((row) => row.id)).toEqual([made.id]);
    const byNumber = await list(`?search=%23${String(made.id).padStart(6, '0')}`);
    expect(byNumber.items.map((row) => row.id)).toEqual([made.id]);
    const delivery = await list('?category=DELIVERY&status=OPEN');
    expect(delivery.items.every((row) => row.category === 'DELIVERY')).toBe(true);
    expect(delivery.items.map((row) => row.id)).toContain(made.id);
    const closed = await list('?status=CLOSED');
    expect(closed.items.every((row) => row.status === 'CLOSED')).toBe(true);
    const paged = await list('?limit=2&page=2');
    expect(paged.items).toHaveLength(2);
    expect(paged.total_page).toBe(Math.ceil(paged.total_count / 2));
    expect((await get('?status=LOST')).statusCode).toBe(404);
    expect((await get('/ticket?status=LOST')).statusCode).toBe(400);
  });
});

describe('SUP-15 permissions', () => {
  it('the driver account may not read or open tickets', async () => {
    const driver = await t.login('driver');
    expect((await get('/ticket', driver)).statusCode).toBe(403);
    expect(
      (await post('/ticket', { category: 'OTHER', subject: 'x', description: 'y' }, driver))
        .statusCode,
    ).toBe(403);
  });
});
