import {
  ticketNumber,
  type SupportCategory,
  type SupportLanguage,
} from '@armada/contracts/support';

/**
 * SUP-11: what the simulated support desk writes. The agent and the words follow from the
 * ticket alone (its id, category, language and how many answers it had), so a world answers
 * the same way every time.
 */

const AGENTS = ['Rina', 'Bayu', 'Sari', 'Dimas'] as const;

/** The agent who handles a ticket, always the same for it. */
export function agentOf(ticketId: number): string {
  return `${AGENTS[ticketId % AGENTS.length] ?? 'Rina'} · Armada Support`;
}

const TEAM: Record<SupportLanguage, Record<SupportCategory, string>> = {
  id: {
    ACCOUNT: 'Mohon pastikan nama pengguna yang dimaksud dan peran yang diinginkan.',
    BILLING: 'Mohon lampirkan nomor faktur atau bukti transfer bila ada.',
    DEVICE:
      'Mohon cek apakah lampu indikator perangkat menyala dan kirim foto posisi pemasangannya.',
    TRACKING:
      'Kami sedang memeriksa data GPS kendaraan tersebut. Mohon sebutkan nomor polisi dan perkiraan jam kejadiannya.',
    DELIVERY: 'Mohon sebutkan nomor pengiriman atau tugas armada yang terdampak.',
    REPORT: 'Mohon sebutkan nama laporan, periode dan filter yang dipakai.',
    OTHER: 'Mohon ceritakan sedikit lebih rinci agar kami dapat membantu.',
  },
  en: {
    ACCOUNT: 'Please confirm the user name concerned and the role you need.',
    BILLING: 'Please attach the invoice number or the transfer receipt if you have one.',
    DEVICE:
      "Please check whether the device's indicator light is on and send a photo of how it is installed.",
    TRACKING:
      "We are checking the vehicle's GPS data. Please tell us its plate and about when it happened.",
    DELIVERY: 'Please tell us the delivery or fleet task number concerned.',
    REPORT: 'Please tell us the report name, the period and the filters you used.',
    OTHER: 'Please tell us a little more so that we can help.',
  },
};

/** The desk's answer to a ticket: the first one acknowledges it, later ones follow up. */
export function supportReply(ticket: {
  id: number;
  category: SupportCategory;
  language: SupportLanguage;
  customerName: string;
  answered: number;
}): string {
  const number = ticketNumber(ticket.id);
  const name = ticket.customerName;
  if (ticket.language === 'en') {
    return ticket.answered === 0
      ? `Hello ${name}, thank you for contacting Armada Support. We have received ticket ${number}. ${TEAM.en[ticket.category]}`
      : `Thank you for the information, ${name}. We have passed it on to our technical team and will update ticket ${number} as soon as we know more. If the problem is solved, you can mark this ticket as resolved.`;
  }
  return ticket.answered === 0
    ? `Halo ${name}, terima kasih telah menghubungi Armada Support. Tiket ${number} sudah kami terima. ${TEAM.id[ticket.category]}`
    : `Terima kasih atas informasinya, ${name}. Sudah kami teruskan ke tim teknis dan tiket ${number} akan kami perbarui begitu ada kabar. Bila masalah sudah teratasi, Anda dapat menandai tiket ini selesai.`;
}
