import { describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS } from '@armada/contracts/support';
import { checkFiles, fileSize } from './files';
import { hoursLines, isDeskOpen, mailtoUrl, whatsappUrl } from './office-hours';

const HOURS = [
  { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
  { days: [6], opens: '08:00', closes: '12:00' },
];

describe('SUP-1 office hours in WIB', () => {
  it('is open inside the hours of the WIB day, closed outside and on Sunday', () => {
    // Friday 2026-11-20 16:59 WIB = 09:59 UTC.
    expect(isDeskOpen(HOURS, Date.parse('2026-11-20T09:59:00Z'))).toBe(true);
    expect(isDeskOpen(HOURS, Date.parse('2026-11-20T10:00:00Z'))).toBe(false);
    // Saturday 11:00 WIB open, 12:00 closed; Sunday closed.
    expect(isDeskOpen(HOURS, Date.parse('2026-11-21T04:00:00Z'))).toBe(true);
    expect(isDeskOpen(HOURS, Date.parse('2026-11-21T05:00:00Z'))).toBe(false);
    expect(isDeskOpen(HOURS, Date.parse('2026-11-22T03:00:00Z'))).toBe(false);
    // Monday 07:30 WIB is Sunday 00:30 UTC: the WIB day decides.
    expect(isDeskOpen(HOURS, Date.parse('2026-11-23T00:30:00Z'))).toBe(false);
    expect(isDeskOpen(HOURS, Date.parse('2026-11-23T01:00:00Z'))).toBe(true);
  });

  it('reads the days as a range or a list', () => {
    const names = ['', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
    expect(hoursLines(HOURS, (day) => names[day] ?? '')).toEqual([
      { days: 'Senin–Jumat', time: '08:00–17:00 WIB' },
      { days: 'Sabtu', time: '08:00–12:00 WIB' },
    ]);
    expect(
      hoursLines([{ days: [1, 3], opens: '09:00', closes: '10:00' }], (d) => names[d] ?? ''),
    ).toEqual([{ days: 'Senin, Rabu', time: '09:00–10:00 WIB' }]);
  });

  it('writes the message into the WhatsApp and e-mail links', () => {
    expect(whatsappUrl('6281188002020', 'Halo, saya Budi & tim')).toBe(
      'https://wa.me/6281188002020?text=Halo%2C%20saya%20Budi%20%26%20tim',
    );
    expect(mailtoUrl('a@b.id', 'Bantuan', 'Baris 1')).toBe(
      'mailto:a@b.id?subject=Bantuan&body=Baris%201',
    );
  });
});

describe('SUP-9 files checked before sending', () => {
  const file = (name: string, size: number, type: string) =>
    new File([new Uint8Array(size)], name, { type });

  it('takes JPEG, PNG and PDF up to 5 MB, five per message', () => {
    const ok = [file('a.png', 10, 'image/png'), file('b.PDF', 10, 'application/pdf')];
    const refused = [
      file('c.exe', 10, 'application/octet-stream'),
      file('d.png', 0, 'image/png'),
      file('e.jpg', SUPPORT_LIMITS.attachmentMaxBytes + 1, 'image/jpeg'),
      file('f.png', 10, 'text/plain'),
    ];
    const result = checkFiles([], [...ok, ...refused]);
    expect(result.accepted).toEqual(ok);
    expect(result.refused.map((r) => r.problem)).toEqual(['type', 'empty', 'tooLarge', 'type']);
    const four = Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 1, 'image/png'));
    const more = checkFiles(four, [file('x.png', 1, 'image/png'), file('y.png', 1, 'image/png')]);
    expect(more.accepted).toHaveLength(1);
    expect(more.refused.map((r) => r.problem)).toEqual(['tooMany']);
  });

  it('says sizes in the language', () => {
    expect(fileSize(1536 * 1024, 'id')).toBe('1,5 MB');
    expect(fileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(fileSize(300, 'id')).toBe('1 KB');
  });
});
