import { describe, expect, it } from 'vitest';
import { publicUrlOf, whatsAppHref, whatsAppMessage } from './share';

const vehicle = { id: 4, license_plate: 'B 1234 XYZ' };

describe('TRK-13 sharing a link', () => {
  it('builds the public address on this site', () => {
    expect(publicUrlOf('/t/abc', 'https://armada.example/')).toBe('https://armada.example/t/abc');
  });

  it('prefills an Indonesian message with the link and its expiry', () => {
    const message = whatsAppMessage(
      { target: 'STOP', vehicle, shows: ['eta'] },
      'https://armada.example/t/abc',
      '20 Nov 2026 16.00 WIB',
    );
    expect(message).toBe(
      'Halo, Pantau pengiriman Anda secara langsung melalui tautan berikut: https://armada.example/t/abc\nTautan berlaku sampai 20 Nov 2026 16.00 WIB.',
    );
    expect(whatsAppMessage({ target: 'VEHICLE', vehicle, shows: ['plate'] }, 'u', 'x')).toContain(
      'kendaraan B 1234 XYZ',
    );
    expect(whatsAppMessage({ target: 'VEHICLE', vehicle, shows: ['eta'] }, 'u', 'x')).not.toContain(
      'B 1234',
    );
  });

  it('opens wa.me with the message encoded', () => {
    expect(whatsAppHref('Halo & t/a?b=1\nx')).toBe(
      'https://wa.me/?text=Halo%20%26%20t%2Fa%3Fb%3D1%0Ax',
    );
  });
});
