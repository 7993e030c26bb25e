import { SUPPORT_AGENT } from '@armada/contracts/support';
import type { DocumentStore } from '../../store/document-store';
import type { SeedTicket, SupportService } from './support-service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SUP-16: the tickets a company starts with, dated back from the world's now: one support has
 * answered and the company has not read yet (the menu's badge), one still waiting for support's
 * first answer (the desk answers it a few minutes after start, SUP-11), one resolved and one
 * closed.
 */
export function seededTickets(now: number): SeedTicket[] {
  const asked = now - 2 * MINUTE;
  return [
    {
      category: 'TRACKING',
      subject: 'Posisi kendaraan tidak diperbarui sejak pagi',
      status: 'WAITING',
      updatedAt: now - 20 * HOUR,
      readAt: now - 22 * HOUR,
      messages: [
        {
          author: 'CUSTOMER',
          body: 'Sejak pukul 07.00 posisi salah satu truk kami di peta tidak bergerak, padahal kendaraan sedang jalan ke Bekasi.',
          at: now - 22 * HOUR,
        },
        {
          author: 'SUPPORT',
          body: 'Terima kasih laporannya. Perangkat GPS kendaraan tersebut terakhir mengirim data pukul 06.52. Mohon cek apakah kabel daya perangkat terpasang dan lampu indikatornya menyala, lalu kabari kami hasilnya.',
          at: now - 20 * HOUR,
        },
      ],
    },
    {
      category: 'REPORT',
      subject: 'Laporan jarak tempuh bulanan tidak bisa diunduh',
      status: 'OPEN',
      updatedAt: asked,
      readAt: asked,
      replyDueAt: asked + SUPPORT_AGENT.replyDelayMs,
      messages: [
        {
          author: 'CUSTOMER',
          body: 'Saat mengunduh laporan jarak tempuh bulan lalu dalam format XLSX, proses berhenti di 90%.',
          at: asked,
        },
      ],
    },
    {
      category: 'BILLING',
      subject: 'Faktur langganan bulan ini belum diterima',
      status: 'RESOLVED',
      updatedAt: now - 2 * DAY,
      readAt: now - 2 * DAY,
      resolvedAt: now - 2 * DAY,
      messages: [
        {
          author: 'CUSTOMER',
          body: 'Kami belum menerima faktur langganan Armada untuk bulan ini di e-mail keuangan.',
          at: now - 3 * DAY,
        },
        {
          author: 'SUPPORT',
          body: 'Faktur sudah kami kirim ulang ke e-mail keuangan perusahaan Anda. Mohon cek juga folder spam.',
          at: now - 3 * DAY + 2 * HOUR,
        },
        { author: 'CUSTOMER', body: 'Sudah kami terima, terima kasih.', at: now - 2 * DAY },
      ],
    },
    {
      category: 'ACCOUNT',
      subject: 'Tambah pengguna untuk admin gudang',
      status: 'CLOSED',
      updatedAt: now - 12 * DAY,
      readAt: now - 12 * DAY,
      resolvedAt: now - 14 * DAY,
      closedAt: now - 12 * DAY,
      messages: [
        {
          author: 'CUSTOMER',
          body: 'Mohon bantuan menambahkan akun untuk admin gudang Cakung dengan akses pengiriman saja.',
          at: now - 15 * DAY,
        },
        {
          author: 'SUPPORT',
          body: 'Akun sudah kami buat dan undangannya terkirim ke e-mail yang Anda sebutkan.',
          at: now - 14 * DAY - 20 * HOUR,
        },
      ],
    },
  ];
}

/** Seeds every company that has no tickets yet, as written by its first administrator. */
export async function seedSupport(
  support: SupportService,
  store: DocumentStore,
  now: number,
): Promise<void> {
  for (const { record: company } of store.entries('companies')) {
    const users = store.list('users', company.id);
    const customer = users.find((user) => user.role === 'admin') ?? users[0];
    if (!customer) continue;
    await support.seedCompany(
      company.id,
      { id: customer.id, name: customer.fullname },
      seededTickets(now),
    );
  }
}
