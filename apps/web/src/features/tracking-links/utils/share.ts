import type { TrackingLink } from '@armada/contracts/tracking-links';

/** The full address of a link's public page on this site (TRK-7). */
export function publicUrlOf(path: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * TRK-13: the Indonesian message "Bagikan via WhatsApp" fills in. The recipient's language is
 * not known; Indonesian is the product's and the public page's default (TRK-14), and the page
 * itself offers English.
 */
export function whatsAppMessage(
  link: Pick<TrackingLink, 'target' | 'vehicle' | 'shows'>,
  url: string,
  until: string,
): string {
  const what =
    link.target === 'STOP'
      ? 'Pantau pengiriman Anda secara langsung'
      : `Pantau posisi kendaraan${link.shows.includes('plate') ? ` ${link.vehicle.license_plate}` : ''} secara langsung`;
  return `Halo, ${what} melalui tautan berikut: ${url}\nTautan berlaku sampai ${until}.`;
}

/** `https://wa.me/?text=…`: WhatsApp opens with the message, the sender picks the contact. */
export function whatsAppHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
